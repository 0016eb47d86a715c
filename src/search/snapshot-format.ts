/**
 * The static content database of SPEC §7: per language, the public content as one JSON file at a
 * path named by the hash of its content (immutable), and a small manifest naming the current hashes.
 * Shared by the server that writes it and the browser that reads it.
 */
import type { Locale } from '@/config/constants'

import type { ContentDocument } from './types'

export type ContentSnapshot = {
  version: 1
  locale: Locale
  documents: ContentDocument[]
}

/** The current snapshot hash of each language. */
export type ContentManifest = Record<Locale, string>

export const CONTENT_MANIFEST_PATH = '/_content/manifest.json'
export const snapshotPath = (hash: string) => `/_content/${hash}/db.json`
/** A snapshot hash as the server writes it: 16 lower-case hex digits. */
export const SNAPSHOT_HASH = /^[0-9a-f]{16}$/
