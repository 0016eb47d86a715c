import { createHash } from 'node:crypto'

import type { Locale } from '@/config/constants'

import type { ContentSnapshot } from './snapshot-format'
import type { ContentDocument } from './types'

/** Body text kept per document in the browser's content snapshot (the popup shows excerpts). */
export const SNAPSHOT_BODY_CHARS = 300

export type BuiltSnapshot = { hash: string; body: string }

/** A body cut to the snapshot's size at a word boundary: the popup shows excerpts, not articles. */
function shortened(text: string): string {
  const size = SNAPSHOT_BODY_CHARS
  if (text.length <= size) return text
  const space = text.lastIndexOf(' ', size)
  return text.slice(0, space > size / 2 ? space : size)
}

/**
 * The snapshot of one language. Documents are ordered by id and nothing time-dependent goes in, so
 * every instance builds the same bytes, and so the same hash, from the same content.
 */
export function buildSnapshot(locale: Locale, docs: Iterable<ContentDocument>): BuiltSnapshot {
  const documents = [...docs]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((doc) => ({ ...doc, body: shortened(doc.body) }))
  const snapshot: ContentSnapshot = { version: 1, locale, documents }
  const body = JSON.stringify(snapshot)
  return { hash: createHash('sha256').update(body).digest('hex').slice(0, 16), body }
}
