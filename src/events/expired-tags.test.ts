import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  COMPACT_AT_BYTES,
  compactedLog,
  EVERY_ENTRY_TAG,
  expirationLine,
  latestExpirations,
  recordExpiredTags,
  restoreExpiredTags,
  type TagsManifest,
} from './expired-tags'

let dir: string
let file: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expired-tags-'))
  file = path.join(dir, 'expired-tags.log')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the expired-tags log', () => {
  it('keeps each tag at its latest time and skips lines that do not parse', () => {
    const text = [
      expirationLine(['collection:posts', 'doc:posts:65'], 1_000),
      'garbage line\n',
      '-5 collection:people\n',
      expirationLine(['collection:posts'], 3_000),
      expirationLine(['collection:posts', 'with space'], 2_000),
    ].join('')
    expect(Object.fromEntries(latestExpirations(text))).toEqual({
      'collection:posts': 3_000,
      'doc:posts:65': 1_000,
    })
  })

  it('is handed to Next at start: a later expiration wins, an earlier one does not undo a later', () => {
    recordExpiredTags(['collection:posts', 'doc:posts:65'], 5_000, file)
    recordExpiredTags(['global:site'], 6_000, file)
    const manifest: TagsManifest = new Map([
      ['global:site', { expired: 9_000, stale: 9_000 }],
      ['collection:people', { expired: 1 }],
    ])
    expect(restoreExpiredTags(manifest, file)).toBe(3)
    expect(manifest.get('collection:posts')).toEqual({ stale: 5_000, expired: 5_000 })
    expect(manifest.get('doc:posts:65')).toEqual({ stale: 5_000, expired: 5_000 })
    expect(manifest.get('global:site')).toEqual({ expired: 9_000, stale: 9_000 })
    expect(manifest.get('collection:people')).toEqual({ expired: 1 })
  })

  it('restores nothing, and fails nothing, when no change was recorded on the build', () => {
    const manifest: TagsManifest = new Map()
    expect(restoreExpiredTags(manifest, file)).toBe(0)
    expect(manifest.size).toBe(0)
  })

  it('reports a write that fails instead of throwing', () => {
    const log = vi.fn()
    recordExpiredTags(['collection:posts'], 1, path.join(dir, 'missing', 'log'), log)
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('collection:posts'),
      expect.objectContaining({ code: 'ENOENT' }),
    )
  })

  it('folds the oldest tags into the tag every entry carries, at the latest of their times', () => {
    const latest = new Map([
      ['doc:posts:1', 100],
      ['doc:posts:2', 300],
      ['doc:posts:3', 200],
      ['collection:posts', 400],
    ])
    const compacted = latestExpirations(compactedLog(latest, 2))
    expect(Object.fromEntries(compacted)).toEqual({
      'collection:posts': 400,
      'doc:posts:2': 300,
      [EVERY_ENTRY_TAG]: 200,
    })
  })

  it('is rewritten at start once past its size bound, and stays correct', () => {
    // The byte count is kept as lines are added (joining at every step made this loop
    // quadratic: seconds on a loaded machine, past the test's time limit in CI).
    const lines: string[] = []
    for (let i = 0, bytes = 0; bytes <= COMPACT_AT_BYTES; i++) {
      const line = expirationLine([`collection:posts`, `doc:posts:${i}`], 1_000 + i)
      lines.push(line)
      bytes += Buffer.byteLength(line)
    }
    fs.writeFileSync(file, lines.join(''))
    const manifest: TagsManifest = new Map()
    restoreExpiredTags(manifest, file)
    expect(fs.statSync(file).size).toBeLessThan(COMPACT_AT_BYTES)
    const after = latestExpirations(fs.readFileSync(file, 'utf8'))
    // Nothing expired earlier than it was: each tag kept, or covered by the floor.
    for (const [tag, at] of manifest) {
      expect(Math.max(after.get(tag) ?? 0, after.get(EVERY_ENTRY_TAG) ?? 0)).toBeGreaterThanOrEqual(
        at.expired ?? 0,
      )
    }
  })
})
