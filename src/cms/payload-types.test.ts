/**
 * `src/config/payload-types.ts` is what Payload generates from the config today. Payload no longer
 * regenerates it on every load of the config (`typescript.autoGenerate: false` in
 * src/cms/payload.config.ts: each load outside production started a `payload generate:types`
 * process, which took the CPUs from whatever the script or test was measuring). So a change to a
 * collection that is not followed by `npm run generate:types` fails here, with the command to run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

const committed = path.resolve('src/config/payload-types.ts')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))

describe('generated Payload types', () => {
  afterAll(() => {
    vi.unstubAllEnvs()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('match the config (run `npm run generate:types` after changing a collection)', async () => {
    const output = path.join(scratch, 'payload-types.ts')
    vi.stubEnv('PAYLOAD_TS_OUTPUT_PATH', output)
    const { generateTypes } = await import('payload/node')
    const config = await (await import('@/cms/payload.config')).default
    expect(config.typescript.autoGenerate).toBe(false)
    await generateTypes(config, { log: false })
    const generated = fs.readFileSync(output, 'utf8')
    expect(generated).toContain('export interface Config')
    expect(
      generated === fs.readFileSync(committed, 'utf8'),
      'src/config/payload-types.ts is out of date: run `npm run generate:types`',
    ).toBe(true)
    // Loading the whole config cold and generating from it can outlast the default timeout.
  }, 30_000)
})
