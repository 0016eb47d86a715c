/**
 * The search engine for one language's content: the Russian or English Snowball stemmer and stop
 * words (the Orama ports), prefixes and one typo per word, title > summary > body boosts (BM25 per
 * field) and facets by type. Words are looked up, by prefix or with a typo, in MiniSearch's radix
 * tree (`SearchableMap`); each word's documents and weights are kept in flat arrays, so a query
 * adds numbers instead of building an object per matching document. That is what holds a query
 * to a few milliseconds at 10,000 documents, where Orama and MiniSearch itself take tens
 * (docs/search.md has the comparison). The server keeps one index per locale; the header's popup
 * builds the same from the content snapshot, so both answer alike.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as russianStemmer } from '@orama/stemmers/russian'
import { stopwords as englishStopWords } from '@orama/stopwords/english'
import { stopwords as russianStopWords } from '@orama/stopwords/russian'
import { LRUCache } from 'lru-cache'
import SearchableMap from 'minisearch/SearchableMap'

import type { Locale } from '@/config/constants'

import { excerptParts, highlightParts, type Matcher } from './highlight'
import type { ContentDocument, SearchParams, SearchResults, SearchType } from './types'

const foldYo = (word: string) => word.replace(/ё/g, 'е')

const LANGUAGES = {
  ru: { stemmer: russianStemmer, stopWords: new Set(russianStopWords.map(foldYo)) },
  en: { stemmer: englishStemmer, stopWords: new Set(englishStopWords) },
} as const

/** Edits (Levenshtein distance) a query word may be from an indexed word: one typo. */
export const TYPO_TOLERANCE = 1
/** A word in the title weighs more than one in the summary, which weighs more than the body. */
export const FIELD_BOOST = { title: 3, summary: 1.6, body: 1 } as const

const FIELDS = ['title', 'summary', 'body'] as const
const BOOSTS = FIELDS.map((field) => FIELD_BOOST[field])

/** Words: runs of letters and digits (an apostrophe inside an English word stays, for the stemmer). */
const WORDS = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/*
 * The same for plain Russian and English text, two to three times faster: V8 matches a short
 * explicit class much faster than the Unicode properties, and splitting the texts was a third of
 * a full build. A text is plain when each of its characters is one of PLAIN_LETTERS (all letters
 * or digits) or PLAIN_OTHERS (none of them letters or digits; engine.test.ts checks both against
 * the Unicode classes); any other text is split by WORDS, with the same result.
 */
const PLAIN_LETTERS = String.raw`0-9A-Za-z\u0400-\u045f`
const PLAIN_OTHERS = String.raw`\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xa9\xab-\xb1\xb4\xb6-\xb8\xbb\xbf\xd7\xf7\u2000-\u206f\u20a0-\u20cf\u2116\u2122`
const NOT_PLAIN = new RegExp(`[^${PLAIN_LETTERS}${PLAIN_OTHERS}]`)
const PLAIN_WORDS = new RegExp(`[${PLAIN_LETTERS}]+(?:['’][${PLAIN_LETTERS}]+)*`, 'g')

/** Latin letters with diacritics as their base letter ("café" finds "cafe"); Cyrillic is kept. */
const foldLatin = (word: string) =>
  /[\u00c0-\u024f]/.test(word)
    ? word.replace(/[\u00c0-\u024f]/g, (c) => c.normalize('NFD').replace(/\p{M}/gu, ''))
    : word

/**
 * Normalised words kept for reuse per index (the vocabulary, and the words of queries and of the
 * hits they highlight), bounded in bytes against whatever visitors type; the entry bound also
 * caps a build's table of spellings.
 */
const NORMALIZED_WORDS = { maxBytes: 4 * 1024 * 1024, maxEntries: 50_000 }
/** A kept word's map entry and list links, besides its two strings, in the byte budget. */
const NORMALIZED_ENTRY_OVERHEAD_BYTES = 64

type Normalizer = (word: string) => string | null

function createNormalizer(locale: Locale, stemming: boolean): Normalizer {
  const { stemmer, stopWords } = LANGUAGES[locale]
  // A word with no term (a stop word) is kept as '': lru-cache holds no null.
  const cache = new LRUCache<string, string>({
    max: NORMALIZED_WORDS.maxEntries,
    maxSize: NORMALIZED_WORDS.maxBytes,
    // Two bytes per UTF-16 code unit, as V8 keeps any string that is not Latin-1.
    sizeCalculation: (term, word) =>
      2 * (word.length + term.length) + NORMALIZED_ENTRY_OVERHEAD_BYTES,
  })
  return (word) => {
    const known = cache.get(word)
    if (known !== undefined) return known || null
    let term = foldYo(word.toLowerCase()).replace(/’/g, "'")
    if (stemming && stopWords.has(term)) term = ''
    else if (stemming) term = stemmer(term)
    const result = foldLatin(term)
    cache.set(word, result)
    return result || null
  }
}

/** A text's words, in order. */
export const words = (text: string): string[] =>
  text.match(NOT_PLAIN.test(text) ? WORDS : PLAIN_WORDS) ?? []

/**
 * The documents a word is in (by number), and its BM25 weight in each, boosts applied: the first
 * `size` entries of typed arrays with room to grow. Typed arrays take 12 bytes per entry instead
 * of 16 and are never scanned by the garbage collector, which a full build kept busy. `term` is
 * the word's own number (see `SearchIndex.postingsByTerm`).
 */
type Posting = { term: number; size: number; docs: Int32Array; weights: Float64Array }

const newPosting = (term: number, capacity: number): Posting => ({
  term,
  size: 0,
  docs: new Int32Array(capacity),
  weights: new Float64Array(capacity),
})

function append(posting: Posting, doc: number, weight: number) {
  if (posting.size === posting.docs.length) {
    // Grown by half, as V8 grows an array.
    const capacity = posting.size + (posting.size >> 1) + 8
    const docs = new Int32Array(capacity)
    const weights = new Float64Array(capacity)
    docs.set(posting.docs)
    weights.set(posting.weights)
    posting.docs = docs
    posting.weights = weights
  }
  posting.docs[posting.size] = doc
  posting.weights[posting.size] = weight
  posting.size++
}

/** A spelling that is not indexed (a stop word, or no letters left after normalising). */
const NOT_INDEXED = -1

export type SearchIndex = {
  readonly locale: Locale
  readonly normalize: Normalizer
  /** Every indexed word, for lookups by prefix and with typos. */
  readonly terms: SearchableMap<Posting>
  /** The same postings by exact word (faster than the tree while indexing). */
  readonly postings: Map<string, Posting>
  /**
   * The same postings by term number. A full build counts a document's words in typed arrays
   * indexed by these numbers (`termScratch`) instead of a Map per field and per document keyed by
   * the words: most of its time went into those Maps.
   */
  postingsByTerm: Posting[]
  /**
   * Words as they are spelled in the texts → term number (or NOT_INDEXED) while documents are
   * added: one lookup per word of a text instead of normalising it and then looking the term up.
   * Emptied when `addDocuments` returns (a build's scratch, not kept between builds), when it
   * reaches the normaliser's entry bound, and when compaction renumbers the terms.
   */
  readonly spellings: Map<string, number>
  /** Per-term counts and weights of the document being indexed, zeroed after each use. */
  termScratch: { count: Int32Array; weight: Float64Array }
  /** Documents by number; a removed one leaves a hole until the postings are compacted. */
  slots: (ContentDocument | undefined)[]
  readonly numbers: Map<string, number>
  /** Total words per field of the live documents, for BM25's average lengths. */
  readonly lengths: number[]
  removed: number
  /** Reused per query, so that a query allocates next to nothing. */
  scratch: { score: Float64Array; termScore: Float64Array; hits: Uint8Array }
}

/**
 * A new, empty index. Names are not stemmed (`stemming: false`): "Федоров" must not find
 * "Фёдор", and a name has no stop words.
 */
export function createSearchIndex(locale: Locale, { stemming = true } = {}): SearchIndex {
  return {
    locale,
    normalize: createNormalizer(locale, stemming),
    terms: new SearchableMap<Posting>(),
    postings: new Map(),
    postingsByTerm: [],
    spellings: new Map(),
    termScratch: { count: new Int32Array(0), weight: new Float64Array(0) },
    slots: [],
    numbers: new Map(),
    lengths: FIELDS.map(() => 0),
    removed: 0,
    scratch: {
      score: new Float64Array(0),
      termScore: new Float64Array(0),
      hits: new Uint8Array(0),
    },
  }
}

/** Documents indexed per turn of the event loop, so that a full build does not stall the server. */
const BUILD_CHUNK = 500
/** BM25's term-frequency saturation and length normalisation. */
const K1 = 1.2
const B = 0.75

const live = (index: SearchIndex) => index.numbers.size

/** Adds documents; an id already in the index is an error (remove it first). */
export async function addDocuments(index: SearchIndex, docs: readonly ContentDocument[]) {
  for (const doc of docs) {
    if (index.numbers.has(doc.id)) throw new Error(`search: document ${doc.id} is already indexed`)
  }
  try {
    for (let start = 0; start < docs.length; start += BUILD_CHUNK) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0))
      addChunk(index, docs.slice(start, start + BUILD_CHUNK))
    }
  } finally {
    index.spellings.clear()
  }
}

/** A field's indexed words: term numbers and their counts, side by side; and its word count. */
type FieldTerms = { counts: number[]; length: number }

function addChunk(index: SearchIndex, docs: readonly ContentDocument[]) {
  // Word counts per field first, so that the average lengths include this chunk.
  const counted = docs.map((doc) =>
    FIELDS.map((field, f) => {
      const terms = countTerms(index, doc[field])
      index.lengths[f] = (index.lengths[f] ?? 0) + terms.length
      return terms
    }),
  )
  const documents = live(index) + docs.length
  const averages = index.lengths.map((total) => Math.max(1, total / documents))
  const { weight } = termScratchFor(index)
  for (const [d, doc] of docs.entries()) {
    const number = index.slots.length
    index.slots.push(doc)
    index.numbers.set(doc.id, number)
    // The document's weight per term, summed over its fields (a weight is never 0).
    const terms: number[] = []
    for (const [f, { counts, length }] of (counted[d] ?? []).entries()) {
      const norm = K1 * (1 - B + (B * length) / (averages[f] ?? 1))
      const boost = (BOOSTS[f] ?? 1) * (K1 + 1)
      for (let i = 0; i < counts.length; i += 2) {
        const term = counts[i] as number
        const tf = counts[i + 1] as number
        if (weight[term] === 0) terms.push(term)
        weight[term] = (weight[term] as number) + (boost * tf) / (tf + norm)
      }
    }
    for (const term of terms) {
      append(index.postingsByTerm[term] as Posting, number, weight[term] as number)
      weight[term] = 0
    }
  }
}

/** How often each indexed word occurs in a text, and how many indexed words it has. */
function countTerms(index: SearchIndex, text: string): FieldTerms {
  let { count } = index.termScratch
  const seen: number[] = []
  let length = 0
  for (const word of words(text)) {
    const term = termOf(index, word)
    if (term === NOT_INDEXED) continue
    length++
    if (term >= count.length) count = termScratchFor(index).count
    if (count[term] === 0) seen.push(term)
    count[term] = (count[term] as number) + 1
  }
  const counts: number[] = []
  for (const term of seen) {
    counts.push(term, count[term] as number)
    count[term] = 0
  }
  return { counts, length }
}

/** The term number of a word as spelled in a text; a new term gets an (empty) posting. */
function termOf(index: SearchIndex, word: string): number {
  const known = index.spellings.get(word)
  if (known !== undefined) return known
  const normalized = index.normalize(word)
  let term = NOT_INDEXED
  if (normalized) {
    let posting = index.postings.get(normalized)
    if (!posting) {
      posting = newPosting(index.postingsByTerm.length, 0)
      index.postingsByTerm.push(posting)
      index.postings.set(normalized, posting)
      index.terms.set(normalized, posting)
    }
    term = posting.term
  }
  if (index.spellings.size >= NORMALIZED_WORDS.maxEntries) index.spellings.clear()
  index.spellings.set(word, term)
  return term
}

/** The per-term scratch arrays, large enough for every term known so far (counts kept). */
function termScratchFor(index: SearchIndex) {
  const size = index.postingsByTerm.length
  const { count, weight } = index.termScratch
  if (count.length < size) {
    const capacity = Math.max(1024, size * 2)
    index.termScratch = { count: new Int32Array(capacity), weight: new Float64Array(capacity) }
    index.termScratch.count.set(count)
    index.termScratch.weight.set(weight)
  }
  return index.termScratch
}

/** Forgets documents; ids not in the index are ignored. */
export async function removeDocuments(index: SearchIndex, ids: readonly string[]) {
  for (const id of ids) {
    const number = index.numbers.get(id)
    if (number === undefined) continue
    const doc = index.slots[number]
    index.numbers.delete(id)
    index.slots[number] = undefined
    index.removed++
    if (doc) {
      for (const [f, field] of FIELDS.entries()) {
        let length = 0
        for (const word of words(doc[field])) if (index.normalize(word)) length++
        index.lengths[f] = (index.lengths[f] ?? 0) - length
      }
    }
  }
  // Removed documents are skipped by queries; their postings go once they are a quarter.
  if (index.removed > 64 && index.removed * 4 > index.slots.length) compact(index)
}

function compact(index: SearchIndex) {
  const postingsByTerm: Posting[] = []
  for (const [term, posting] of index.postings) {
    const kept = newPosting(postingsByTerm.length, posting.size)
    for (let i = 0; i < posting.size; i++) {
      const number = posting.docs[i] as number
      if (index.slots[number] !== undefined) append(kept, number, posting.weights[i] as number)
    }
    if (kept.size === 0) {
      index.postings.delete(term)
      index.terms.delete(term)
    } else {
      // The same object stays in the tree and the map, with the live documents only.
      Object.assign(posting, kept)
      postingsByTerm.push(posting)
    }
  }
  // The terms are numbered anew, without the dropped ones: the spellings' numbers are stale.
  index.postingsByTerm = postingsByTerm
  index.spellings.clear()
  index.removed = 0
}

/** The query's words as the index stores them: normalised, stemmed, without stop words. */
function queryTokens(index: SearchIndex, q: string): string[] {
  const tokens = words(q).map(index.normalize)
  return [...new Set(tokens.filter((token): token is string => !!token))]
}

/** `gaps`: bridge the stemmer's gaps (not in strict searches, which must only narrow). */
type Pass = { fuzzy: boolean; any: boolean; gaps: boolean }

/**
 * How hard to look: every word, as typed or as a prefix; when that finds few documents, each word
 * allowed one typo too (which also bridges the stemmer's gaps, such as "арбитражн" for
 * "арбитражного" against "арбитраж"); when no document has them all, any word. Typos are looked
 * for only when the words as typed find little: a common word stays fast on a large index.
 */
const PASSES: readonly Pass[] = [
  { fuzzy: false, any: false, gaps: true },
  { fuzzy: true, any: false, gaps: true },
  { fuzzy: true, any: true, gaps: true },
]

const STRICT: Pass = { fuzzy: false, any: false, gaps: false }

/** Fewer documents than this for the words as typed, and typos are looked for too. */
export const FEW_MATCHES = 20

/** How much a longer word found by prefix, and a word one typo away, count against the word itself. */
const PREFIX_WEIGHT = 0.4
const TYPO_WEIGHT = 0.45

/** The indexed words a query word stands for: itself, longer words it starts, one-typo words. */
function expansions(index: SearchIndex, token: string, { fuzzy, gaps }: Pass) {
  const found = new Map<string, { posting: Posting; weight: number }>()
  for (const [term, posting] of index.terms.atPrefix(token).entries()) {
    // A longer word counts less the more it adds (MiniSearch weighs prefixes alike).
    const weight = term === token ? 1 : (PREFIX_WEIGHT * token.length) / term.length
    found.set(term, { posting, weight })
  }
  // The stemmer's gaps ("арбитражн" of "арбитражного" against "арбитраж"): a word the query word
  // starts with, one letter shorter, as the highlighting already counts it.
  const shorter = gaps && token.length > 4 ? token.slice(0, -1) : ''
  const stem = shorter && index.postings.get(shorter)
  if (stem && !found.has(shorter)) found.set(shorter, { posting: stem, weight: 1 })
  if (fuzzy) {
    for (const [term, [posting]] of index.terms.fuzzyGet(token, TYPO_TOLERANCE)) {
      if (!found.has(term)) found.set(term, { posting, weight: TYPO_WEIGHT })
    }
  }
  return found.values()
}

function scratchFor(index: SearchIndex) {
  const size = index.slots.length
  if (index.scratch.score.length < size) {
    const capacity = Math.max(1024, size * 2)
    index.scratch = {
      score: new Float64Array(capacity),
      termScore: new Float64Array(capacity),
      hits: new Uint8Array(capacity),
    }
  }
  return index.scratch
}

/** The numbers of the documents matching a pass, their scores left in the scratch arrays. */
function match(index: SearchIndex, tokens: string[], pass: Pass): number[] {
  const { score, termScore, hits } = scratchFor(index)
  const documents = Math.max(1, live(index))
  const touched: number[] = []
  for (const token of tokens) {
    const termTouched: number[] = []
    for (const { posting, weight } of expansions(index, token, pass)) {
      const n = posting.size
      const idf = Math.log(1 + (documents - n + 0.5) / (n + 0.5))
      const factor = idf * weight
      for (let i = 0; i < n; i++) {
        const number = posting.docs[i] as number
        const value = factor * (posting.weights[i] as number)
        const previous = termScore[number] as number
        if (previous === 0) termTouched.push(number)
        // A document with several forms of the word counts its best one.
        if (value > previous) termScore[number] = value
      }
    }
    for (const number of termTouched) {
      if (hits[number] === 0) touched.push(number)
      hits[number] = (hits[number] as number) + 1
      score[number] = (score[number] as number) + (termScore[number] as number)
      termScore[number] = 0
    }
  }
  const needed = pass.any ? 1 : tokens.length
  const matched: number[] = []
  for (const number of touched) {
    if ((hits[number] as number) >= needed && index.slots[number]) matched.push(number)
    // The score of a document not matched is no longer needed.
    else score[number] = 0
    hits[number] = 0
  }
  return matched
}

/** Finds documents for a query: ranked hits of the requested types, and counts of every type. */
export async function searchIndex(
  index: SearchIndex,
  params: SearchParams,
): Promise<SearchResults> {
  const tokens = queryTokens(index, params.q)
  if (tokens.length === 0) return { count: 0, hits: [], facets: {} }
  const { score } = scratchFor(index)
  const passes = params.strict ? [STRICT] : PASSES
  let found: number[] = []
  let pass: Pass = STRICT
  for (const [i, next] of passes.entries()) {
    for (const number of found) score[number] = 0
    pass = next
    found = match(index, tokens, pass)
    const last = i === passes.length - 1
    if (last || (pass.fuzzy ? found.length > 0 : found.length >= FEW_MATCHES)) break
  }

  const facets: Partial<Record<SearchType, number>> = {}
  const types = params.types?.length ? new Set<SearchType>(params.types) : undefined
  const wanted: number[] = []
  for (const number of found) {
    const doc = index.slots[number] as ContentDocument
    facets[doc.type] = (facets[doc.type] ?? 0) + 1
    if (!types || types.has(doc.type)) wanted.push(number)
  }
  const page = top(wanted, score, params.offset + params.limit).slice(params.offset)
  const scores = page.map((number) => score[number] as number)
  for (const number of found) score[number] = 0
  if (found.length === 0) return { count: 0, hits: [], facets: {} }

  const matcher = tokenMatcher(index, tokens, pass.fuzzy)
  return {
    count: wanted.length,
    facets,
    hits: page.map((number, i) => {
      const doc = index.slots[number] as ContentDocument
      return {
        document: doc,
        score: scores[i] ?? 0,
        title: highlightParts(doc.title, matcher),
        excerpt: excerptParts(doc, matcher),
      }
    }),
  }
}

/** The `k` best documents, best first; equal scores keep the order of indexing. */
function top(numbers: number[], score: Float64Array, k: number): number[] {
  const better = (a: number, b: number) => (score[b] as number) - (score[a] as number) || a - b
  if (k <= 0) return []
  if (numbers.length <= k * 4) return numbers.sort(better).slice(0, k)
  // Few wanted out of many: keep a sorted short list instead of sorting them all.
  const best: number[] = []
  for (const number of numbers) {
    if (best.length === k && better(number, best[k - 1] as number) >= 0) continue
    let at = best.length
    while (at > 0 && better(number, best[at - 1] as number) < 0) at--
    best.splice(at, 0, number)
    if (best.length > k) best.pop()
  }
  return best
}

/**
 * Whether a word of a document matches the query, by the index's own rules: the same stem, a
 * prefix of the word (the index matches prefixes) or, when the search allowed it, one typo away.
 */
function tokenMatcher(index: SearchIndex, tokens: string[], typos: boolean): Matcher {
  const matches = (stem: string) =>
    tokens.some(
      (token) =>
        stem.startsWith(token) ||
        (stem.length > 3 && token.startsWith(stem)) ||
        (typos && withinOneEdit(stem, token)),
    )
  // A result's words repeat: each is judged once per query.
  const judged = new Map<string, boolean>()
  const matcher: Matcher = (word) => {
    let match = judged.get(word)
    if (match === undefined) {
      // A highlighted word is letters and digits, maybe joined by hyphens or apostrophes.
      match = word.split('-').some((part) => {
        const stem = index.normalize(part)
        return !!stem && matches(stem)
      })
      judged.set(word, match)
    }
    return match
  }
  // Without typos a matching word starts as its stem does, and the stem shares the token's first
  // letters (the English stemmer may change the last one: "day" is "dai"); a typo can be anywhere.
  const keys = tokens.map((token) => token.slice(0, Math.min(KEY_LETTERS, token.length - 1)))
  if (!typos && keys.every((key) => key.length > 0)) matcher.keys = keys
  return matcher
}

/** How many first letters of a query word every word it matches (without typos) contains. */
const KEY_LETTERS = 3

/** Levenshtein distance ≤ 1, without building the matrix. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}
