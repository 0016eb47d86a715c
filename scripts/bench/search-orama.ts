/**
 * The site's previous search engine (Orama 3, until the MiniSearch one in src/search/engine.ts),
 * kept for the benchmark's comparison only: `createOramaEngine(false)` is it as it was,
 * `createOramaEngine(true)` the same tuned (typos looked for only when the words as typed find
 * few documents, documents not kept twice for the hits). Not used by the site.
 */
import { create, insertMultiple, removeMultiple, search } from '@orama/orama'
import { tokenizer as oramaTokenizer } from '@orama/orama/components'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as russianStemmer } from '@orama/stemmers/russian'
import { stopwords as englishStopWords } from '@orama/stopwords/english'
import { stopwords as russianStopWords } from '@orama/stopwords/russian'

import type { Locale } from '../../src/config/constants'

import { FIELD_BOOST, TYPO_TOLERANCE, withinOneEdit } from '../../src/search/engine'
import { excerptParts, highlightParts, type Matcher } from '../../src/search/highlight'
import type {
  ContentDocument,
  SearchParams,
  SearchResults,
  SearchType,
} from '../../src/search/types'

const LANGUAGES = {
  ru: { language: 'russian', stemmer: russianStemmer, stopWords: russianStopWords },
  en: { language: 'english', stemmer: englishStemmer, stopWords: englishStopWords },
} as const

const schema = {
  type: 'enum',
  title: 'string',
  summary: 'string',
  body: 'string',
} as const

function createOrama(locale: Locale, stemming: boolean) {
  const { language, stemmer, stopWords } = LANGUAGES[locale]
  const tokenizer = stemming
    ? oramaTokenizer.createTokenizer({ language, stemming, stemmer, stopWords })
    : oramaTokenizer.createTokenizer({ language, stemming, stopWords: false })
  return create({ schema, components: { tokenizer } })
}

type Orama = ReturnType<typeof createOrama>

export type SearchIndex = { readonly locale: Locale; readonly orama: Orama; tuned?: boolean }

/**
 * A new, empty index. Names are not stemmed (`stemming: false`): "Федоров" must not find
 * "Фёдор", and a name has no stop words.
 */
export function createSearchIndex(locale: Locale, { stemming = true } = {}): SearchIndex {
  return { locale, orama: createOrama(locale, stemming) }
}

export async function addDocuments(index: SearchIndex, docs: readonly ContentDocument[]) {
  if (docs.length > 0) await insertMultiple(index.orama, docs as ContentDocument[])
}

export async function removeDocuments(index: SearchIndex, ids: readonly string[]) {
  if (ids.length > 0) await removeMultiple(index.orama, ids as string[])
}

/**
 * The query's words as the index stores them: normalised, stemmed, without stop words. Only
 * letters and digits make words: "_" or "%" alone would otherwise match every short word.
 */
function queryTokens(index: SearchIndex, q: string): string[] {
  const tokens = index.orama.tokenizer.tokenize(searchable(q), LANGUAGES[index.locale].language)
  return [...new Set(tokens)]
}

const searchable = (q: string) => q.replace(/[^\p{L}\p{N}\s'’-]+/gu, ' ')

/**
 * How hard to look: every word, each allowed one typo (which also bridges the stemmer's gaps, such
 * as "арбитражн" for "арбитражного" against "арбитраж"); when no document has them all, any word.
 */
const PASSES = [
  { tolerance: TYPO_TOLERANCE, threshold: 0 },
  { tolerance: TYPO_TOLERANCE, threshold: 1 },
] as const

const STRICT = { tolerance: 0, threshold: 0 } as const

/** Tuned: the words as typed (and as prefixes) first; typos only when they find few documents. */
const TUNED_PASSES = [STRICT, ...PASSES] as const
const FEW_MATCHES = 20

/** Finds documents for a query: ranked hits of the requested types, and counts of every type. */
export async function searchIndex(
  index: SearchIndex,
  params: SearchParams,
): Promise<SearchResults> {
  if (queryTokens(index, params.q).length === 0) return { count: 0, hits: [], facets: {} }
  const common = {
    term: searchable(params.q),
    boost: FIELD_BOOST,
    properties: ['title', 'summary', 'body'] as ('title' | 'summary' | 'body')[],
  }
  const types = params.types?.length ? params.types : undefined
  const passes = params.strict ? [STRICT] : index.tuned ? TUNED_PASSES : PASSES
  for (const pass of passes) {
    // Without a type filter one search gives the page and the counts; with one, the counts come
    // from a count-only search over every type.
    const page = { limit: params.limit, offset: params.offset }
    const all = await search(index.orama, {
      ...common,
      ...pass,
      ...(types ? { preflight: true } : page),
      facets: FACETS,
    })
    if (all.count === 0) continue
    if (index.tuned && pass === STRICT && !params.strict && all.count < FEW_MATCHES) continue
    const facets = facetCounts(all.facets)
    const found = types
      ? await search(index.orama, {
          ...common,
          ...pass,
          ...page,
          where: { type: { in: [...types] } },
        })
      : all
    const matcher = tokenMatcher(index, queryTokens(index, params.q), pass.tolerance > 0)
    return {
      count: types ? types.reduce((sum, type) => sum + (facets[type] ?? 0), 0) : all.count,
      facets,
      hits: found.hits.map(({ document, score }) => {
        const doc = document as unknown as ContentDocument
        return {
          document: doc,
          score,
          title: highlightParts(doc.title, matcher),
          excerpt: excerptParts(doc, matcher),
        }
      }),
    }
  }
  return { count: 0, hits: [], facets: {} }
}

const FACETS = { type: {} } as const

function facetCounts(
  facets: Record<string, { values: Record<string, number> }> | undefined,
): Partial<Record<SearchType, number>> {
  return { ...(facets?.type?.values ?? {}) } as Partial<Record<SearchType, number>>
}

/**
 * Whether a word of a document matches the query, by the index's own rules: the same stem, a
 * prefix of the word (the index matches prefixes) or, when the search allowed it, one typo away.
 */
function tokenMatcher(index: SearchIndex, tokens: string[], typos: boolean): Matcher {
  return (word) =>
    queryTokens(index, word).some((stem) =>
      tokens.some(
        (token) =>
          stem.startsWith(token) ||
          (stem.length > 3 && token.startsWith(stem)) ||
          (typos && withinOneEdit(stem, token)),
      ),
    )
}

/** The engine as the benchmark drives it; `tuned` as described above. */
export function createOramaEngine(tuned: boolean) {
  return {
    createSearchIndex: (locale: Locale): SearchIndex => ({ ...createSearchIndex(locale), tuned }),
    addDocuments,
    removeDocuments,
    searchIndex,
  }
}
