import { describe, expect, it } from 'vitest'

import { buildSnapshot, SNAPSHOT_BODY_CHARS } from './snapshot'
import { SNAPSHOT_HASH } from './snapshot-format'
import type { ContentDocument } from './types'

const doc = (id: string, body = ''): ContentDocument => ({
  id,
  type: 'practice',
  title: id,
  summary: '',
  body,
  path: `/${id}`,
  date: null,
})

describe('buildSnapshot', () => {
  it('gives the same bytes and hash for the same content in any order', () => {
    const a = buildSnapshot('ru', [doc('practices:2'), doc('practices:1')])
    const b = buildSnapshot('ru', [doc('practices:1'), doc('practices:2')])
    expect(a).toEqual(b)
    expect(a.hash).toMatch(SNAPSHOT_HASH)
    expect(buildSnapshot('en', [doc('practices:1'), doc('practices:2')]).hash).not.toBe(a.hash)
    expect(buildSnapshot('ru', [doc('practices:1')]).hash).not.toBe(a.hash)
  })

  it('keeps bodies short, cut at a word', () => {
    const body = 'слово '.repeat(200)
    const { body: json } = buildSnapshot('ru', [doc('practices:1', body)])
    const stored = (JSON.parse(json) as { documents: ContentDocument[] }).documents[0]?.body ?? ''
    expect(stored.length).toBeLessThanOrEqual(SNAPSHOT_BODY_CHARS)
    expect(stored.endsWith('слово')).toBe(true)
  })
})
