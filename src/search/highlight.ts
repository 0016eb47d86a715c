/** Marks the words of a result that match the query, and cuts an excerpt around the first one. */
import { SEARCH } from '@/config/constants'

import type { ContentDocument, TextPart } from './types'

/** Whether one word of a document matches the query. */
export type Matcher = (word: string) => boolean

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

/** The text as runs, the matching words marked; adjacent runs of one kind are merged. */
export function highlightParts(text: string, matches: Matcher): TextPart[] {
  const parts: TextPart[] = []
  const push = (piece: string, match: boolean) => {
    if (!piece) return
    const last = parts.at(-1)
    if (last && last.match === match) last.text += piece
    else parts.push({ text: piece, match })
  }
  let at = 0
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0
    push(text.slice(at, start), false)
    push(found[0], matches(found[0]))
    at = start + found[0].length
  }
  push(text.slice(at), false)
  return parts
}

/**
 * The excerpt a result shows: the summary when the query matches it, else the stretch of the body
 * around the first match, else the start of the summary (or body).
 */
export function excerptParts(doc: ContentDocument, matches: Matcher): TextPart[] {
  for (const text of [doc.summary, doc.body]) {
    const first = firstMatch(text, matches)
    if (first !== undefined) return highlightParts(window(text, first), matches)
  }
  return highlightParts(window(doc.summary || doc.body, 0), matches)
}

function firstMatch(text: string, matches: Matcher): number | undefined {
  for (const found of text.matchAll(WORD)) if (matches(found[0])) return found.index
  return undefined
}

/** About `SEARCH.excerptChars` of text from a little before `at`, cut at word boundaries. */
function window(text: string, at: number): string {
  const size = SEARCH.excerptChars
  if (text.length <= size) return text
  let start = Math.max(0, at - Math.floor(size / 4))
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 || space >= at ? start : space + 1
  }
  let end = Math.min(text.length, start + size)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > at) end = space
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}
