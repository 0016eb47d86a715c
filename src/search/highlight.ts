/** Marks the words of a result that match the query, and cuts an excerpt around the first one. */
import type { ContentDocument, TextPart } from './types'

/**
 * Whether one word of a document matches the query. `keys`, when given, are strings that every
 * matching word contains once the text is folded by `foldForKeys`: the excerpt's search then
 * jumps between their occurrences instead of judging every word of a long body.
 */
export type Matcher = ((word: string) => boolean) & { keys?: readonly string[] }

/**
 * Lower case, "ё" as "е", the typographic apostrophe as the plain one and Latin letters without
 * their diacritics: the form the index's words start from. Null when folding would change the
 * text's length (a rare letter such as "İ"), since positions in it must be positions in the text.
 */
const LATIN_WITH_MARKS = /[\u00c0-\u024f]/

export function foldForKeys(text: string): string | null {
  // Searched for before replacing: most texts have none of them.
  let folded = text.toLowerCase()
  if (folded.includes('ё')) folded = folded.replace(/ё/g, 'е')
  if (folded.includes('’')) folded = folded.replace(/’/g, "'")
  if (LATIN_WITH_MARKS.test(folded)) {
    folded = folded.replace(/[\u00c0-\u024f]/g, (c) => c.normalize('NFD').replace(/\p{M}/gu, ''))
  }
  return folded.length === text.length ? folded : null
}

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
  const folded = matches.keys?.length ? foldForKeys(text) : null
  if (!folded || !matches.keys) {
    for (const found of text.matchAll(WORD)) if (matches(found[0])) return found.index
    return undefined
  }
  const word = new RegExp(WORD.source, 'gu')
  let from = 0
  for (;;) {
    // The next place a key occurs; only the word around it can match.
    let at = -1
    for (const key of matches.keys) {
      const found = folded.indexOf(key, from)
      if (found !== -1 && (at === -1 || found < at)) at = found
    }
    if (at === -1) return undefined
    let start = at
    while (start > 0 && WORD_CHAR.test(text[start - 1] as string)) start--
    word.lastIndex = start
    const found = word.exec(text)
    if (!found) return undefined
    if (found.index <= at && matches(found[0])) return found.index
    from = Math.max(at + 1, found.index + found[0].length)
  }
}

/** A character that can be inside a word as WORD reads it. */
const WORD_CHAR = /[\p{L}\p{N}'’-]/u

/** Characters of context around the first match in a result's excerpt. */
export const EXCERPT_CHARS = 200

/** About EXCERPT_CHARS of text from a little before `at`, cut at word boundaries. */
function window(text: string, at: number): string {
  const size = EXCERPT_CHARS
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
