/**
 * Payload and the config as one module, for src/data/payload.ts to import on first use: imported
 * apart, each made a chunk group of its own with its own copy of Payload's code, and a server's
 * first page loaded both.
 */
export { default as config } from '@payload-config'
export { getPayload } from 'payload'
