/**
 * A query over a loaded content snapshot (SPEC §7: "queried locally with filters, without, sort,
 * limit, skip, where, search, surround"), chainable and immutable in the manner of Nuxt Content's
 * query builder: every call returns a new query, nothing runs until `fetch`, `fetchHits`, `count`
 * or `surround`. Search ranks with the same engine as the server (engine.ts), so the popup and
 * /search agree. Isomorphic: the browser runs it on the snapshot it downloaded.
 */
import { addDocuments, createSearchIndex, type SearchIndex, searchIndex } from './engine'
import { normalizeSearchQuery } from './query'
import type { ContentSnapshot } from './snapshot-format'
import type { ContentDocument, SearchType, TextPart } from './types'

export type ContentField = keyof ContentDocument

const FIELDS: readonly ContentField[] = ['id', 'type', 'title', 'summary', 'body', 'path', 'date']

type Comparison<V> = { $ne?: V; $in?: readonly V[] }
type TextComparison = Comparison<string> & { $contains?: string }
type DateComparison = Comparison<string | null> & {
  $gt?: string
  $gte?: string
  $lt?: string
  $lte?: string
}

/** What a field may be compared with: its value (equality) or operators, all of which must hold. */
export type FieldCondition<K extends ContentField> = K extends 'date'
  ? string | null | DateComparison
  : K extends 'type'
    ? SearchType | Comparison<SearchType>
    : string | TextComparison

/** Conditions on fields; every one must hold (successive `where` calls add more). */
export type ContentFilter = { [K in ContentField]?: FieldCondition<K> }

export type SortDirection = 'asc' | 'desc'

/** A ranked match with its highlighted title and excerpt (TextPart runs, rendered as `<mark>`). */
export type QueryHit<T> = { document: T; score: number; title: TextPart[]; excerpt: TextPart[] }

/** Thrown for a query that cannot mean anything (a negative limit, an unknown field…). */
export class ContentQueryError extends Error {
  override name = 'ContentQueryError'
}

type Predicate = (doc: ContentDocument) => boolean
type SortKey = { field: ContentField; direction: SortDirection }

type State = {
  readonly snapshot: ContentSnapshot
  readonly filters: readonly Predicate[]
  readonly sort: readonly SortKey[]
  readonly skip: number
  readonly limit: number | undefined
  readonly only: readonly ContentField[] | undefined
  readonly without: readonly ContentField[]
  /** The normalised query of `search`, if any. */
  readonly q: string | undefined
}

/** One document on its way through the query, with its search hit when searched. */
type Entry = {
  doc: ContentDocument
  hit?: { score: number; title: TextPart[]; excerpt: TextPart[] }
}

export class ContentQuery<T> {
  /** Use `queryContent(snapshot)`. */
  private constructor(private readonly state: State) {}

  /** @internal the first query of a snapshot. */
  static of(snapshot: ContentSnapshot): ContentQuery<ContentDocument> {
    if (!snapshot || !Array.isArray(snapshot.documents)) {
      throw new ContentQueryError('queryContent needs a content snapshot with documents')
    }
    return new ContentQuery<ContentDocument>({
      snapshot,
      filters: [],
      sort: [],
      skip: 0,
      limit: undefined,
      only: undefined,
      without: [],
      q: undefined,
    })
  }

  private next<U>(change: Partial<State>): ContentQuery<U> {
    return new ContentQuery<U>({ ...this.state, ...change })
  }

  /** Keeps the documents meeting every condition of the filter. */
  where(filter: ContentFilter): ContentQuery<T> {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
      throw new ContentQueryError('where() takes an object of field conditions')
    }
    const added = Object.entries(filter).map(([field, condition]) =>
      fieldPredicate(checkField(field, 'where'), condition),
    )
    return this.next({ filters: [...this.state.filters, ...added] })
  }

  /**
   * Orders by a field; each further call adds a key for ties. Strings compare in the snapshot's
   * language; documents without a date come last either way. Ties keep the order they had (search
   * relevance, else the snapshot's).
   */
  sortBy(field: ContentField, direction: SortDirection = 'asc'): ContentQuery<T> {
    checkField(field, 'sortBy')
    if (direction !== 'asc' && direction !== 'desc') {
      throw new ContentQueryError(`sortBy() direction must be 'asc' or 'desc', not ${direction}`)
    }
    return this.next({ sort: [...this.state.sort, { field, direction }] })
  }

  /** At most `n` documents (after `skip`). */
  limit(n: number): ContentQuery<T> {
    return this.next({ limit: wholeNumber(n, 'limit') })
  }

  /** Leaves out the first `n` documents. */
  skip(n: number): ContentQuery<T> {
    return this.next({ skip: wholeNumber(n, 'skip') })
  }

  /** Returns only these fields of each document. */
  only<K extends keyof T & ContentField>(fields: readonly K[]): ContentQuery<Pick<T, K>> {
    return this.next({ only: fieldList(fields, 'only') })
  }

  /** Returns each document without these fields. */
  without<K extends keyof T & ContentField>(fields: readonly K[]): ContentQuery<Omit<T, K>> {
    return this.next({ without: [...this.state.without, ...fieldList(fields, 'without')] })
  }

  /**
   * Keeps the documents matching the query, best first, by the site's search engine (stemming,
   * stop words, one typo). A query without searchable words matches nothing, as on /search.
   */
  search(q: string): ContentQuery<T> {
    if (typeof q !== 'string') throw new ContentQueryError('search() takes a string')
    return this.next({ q: normalizeSearchQuery(q) })
  }

  /** The documents, in order, after skip and limit. */
  async fetch(): Promise<T[]> {
    const { entries } = await this.run()
    return entries.map((entry) => this.project(entry.doc))
  }

  /**
   * After `search`: the hits with highlights, after skip and limit, and how many documents match
   * in all (one search answers both, which the popup needs on every keystroke).
   */
  async fetchHits(): Promise<{ count: number; hits: QueryHit<T>[] }> {
    if (this.state.q === undefined) throw new ContentQueryError('fetchHits() needs search(q)')
    const { entries, total } = await this.run()
    return {
      count: total,
      hits: entries.map(({ doc, hit }) => ({
        document: this.project(doc),
        score: hit?.score ?? 0,
        title: hit?.title ?? [],
        excerpt: hit?.excerpt ?? [],
      })),
    }
  }

  /** How many documents match, regardless of skip and limit. */
  async count(): Promise<number> {
    return (await this.run()).total
  }

  /**
   * The `before` documents preceding the one with this id and the `after` following it, in the
   * query's order (skip and limit aside), nearest to it innermost: `[…, previous, next, …]`, null
   * where there is none. All null when the document is not among the results.
   */
  async surround(
    id: string,
    { before = 1, after = 1 }: { before?: number; after?: number } = {},
  ): Promise<(T | null)[]> {
    if (typeof id !== 'string' || id === '') {
      throw new ContentQueryError('surround() takes the id of a document')
    }
    const nBefore = wholeNumber(before, 'surround before')
    const nAfter = wholeNumber(after, 'surround after')
    const entries = await this.ordered()
    const at = entries.findIndex((entry) => entry.doc.id === id)
    const pick = (i: number) => {
      const entry = at >= 0 ? entries[i] : undefined
      return entry && i !== at ? this.project(entry.doc) : null
    }
    return [
      ...Array.from({ length: nBefore }, (_, k) => pick(at - nBefore + k)),
      ...Array.from({ length: nAfter }, (_, k) => pick(at + 1 + k)),
    ]
  }

  /** Matching documents in order, skip and limit applied, and how many matched before them. */
  private async run(): Promise<{ entries: Entry[]; total: number }> {
    const { q, filters, sort, skip, limit, snapshot } = this.state
    // The engine pages itself when nothing else reorders or filters: no highlights are computed
    // for results nobody shows (the popup asks for 8 of perhaps 100 on every keystroke).
    if (q !== undefined && filters.length === 0 && sort.length === 0) {
      if (snapshot.documents.length === 0) return { entries: [], total: 0 }
      const found = await searchIndex(await indexOf(snapshot), {
        q,
        // The engine wants at least one; limit(0) still learns the count.
        limit: Math.max(1, limit ?? snapshot.documents.length),
        offset: skip,
      })
      const hits = limit === 0 ? [] : found.hits
      return { entries: hits.map(toEntry(snapshot)), total: found.count }
    }
    const all = await this.ordered()
    return {
      entries: all.slice(skip, limit === undefined ? undefined : skip + limit),
      total: all.length,
    }
  }

  /** Every matching document in the query's order. */
  private async ordered(): Promise<Entry[]> {
    const { q, filters, sort, snapshot } = this.state
    let entries: Entry[]
    if (q === undefined) {
      entries = snapshot.documents.map((doc) => ({ doc }))
    } else if (snapshot.documents.length === 0) {
      entries = []
    } else {
      const found = await searchIndex(await indexOf(snapshot), {
        q,
        limit: snapshot.documents.length,
        offset: 0,
      })
      entries = found.hits.map(toEntry(snapshot))
    }
    entries = entries.filter((entry) => filters.every((matches) => matches(entry.doc)))
    if (sort.length > 0) {
      const collator = new Intl.Collator(snapshot.locale)
      // Array.prototype.sort is stable: ties keep relevance (or snapshot) order.
      entries.sort((a, b) => {
        for (const key of sort) {
          const order = compareField(a.doc, b.doc, key, collator)
          if (order !== 0) return order
        }
        return 0
      })
    }
    return entries
  }

  private project(doc: ContentDocument): T {
    const { only, without } = this.state
    if (!only && without.length === 0) return doc as T
    const out: Partial<Record<ContentField, unknown>> = {}
    for (const field of only ?? FIELDS) if (!without.includes(field)) out[field] = doc[field]
    return out as T
  }
}

/** A chainable query over the documents of a content snapshot. */
export function queryContent(snapshot: ContentSnapshot): ContentQuery<ContentDocument> {
  return ContentQuery.of(snapshot)
}

/** One index per snapshot, built on its first search and kept while the snapshot is. */
const indexes = new WeakMap<ContentSnapshot, Promise<SearchIndex>>()

function indexOf(snapshot: ContentSnapshot): Promise<SearchIndex> {
  let index = indexes.get(snapshot)
  if (!index) {
    index = (async () => {
      const built = createSearchIndex(snapshot.locale)
      await addDocuments(built, snapshot.documents)
      return built
    })()
    indexes.set(snapshot, index)
    // A failed build is not kept: the next search tries again.
    index.catch(() => indexes.delete(snapshot))
  }
  return index
}

/**
 * Builds the search index of a snapshot ahead of the first search (e.g. when the popup opens);
 * resolves true when this call built it, false when it was built or being built already.
 */
export async function prepareSearch(snapshot: ContentSnapshot): Promise<boolean> {
  const known = indexes.has(snapshot)
  await indexOf(snapshot)
  return !known
}

/** Search hits point at the snapshot's own document objects (the index may hold copies). */
function toEntry(snapshot: ContentSnapshot) {
  const byId = new Map(snapshot.documents.map((doc) => [doc.id, doc]))
  return ({
    document,
    score,
    title,
    excerpt,
  }: Awaited<ReturnType<typeof searchIndex>>['hits'][number]): Entry => ({
    doc: byId.get(document.id) ?? document,
    hit: { score, title, excerpt },
  })
}

function checkField(field: string, method: string): ContentField {
  if (!FIELDS.includes(field as ContentField)) {
    throw new ContentQueryError(`${method}(): unknown field ${JSON.stringify(field)}`)
  }
  return field as ContentField
}

function fieldList(fields: readonly string[], method: string): ContentField[] {
  if (!Array.isArray(fields) || fields.length === 0) {
    throw new ContentQueryError(`${method}() takes a non-empty list of fields`)
  }
  return fields.map((field) => checkField(field, method))
}

function wholeNumber(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new ContentQueryError(`${what} must be a whole number ≥ 0, not ${String(n)}`)
  }
  return n
}

const OPERATORS = ['$ne', '$in', '$contains', '$gt', '$gte', '$lt', '$lte'] as const
type Operator = (typeof OPERATORS)[number]

function fieldPredicate(field: ContentField, condition: unknown): Predicate {
  if (condition === null || typeof condition !== 'object') {
    if (condition !== null && typeof condition !== 'string') {
      throw new ContentQueryError(`where(): ${field} is compared with a string`)
    }
    return (doc) => doc[field] === condition
  }
  if (Array.isArray(condition)) {
    throw new ContentQueryError(`where(): ${field} takes a value or operators; for a list use $in`)
  }
  const tests = Object.entries(condition).map(([op, operand]) => operatorTest(field, op, operand))
  return (doc) => tests.every((test) => test(doc[field]))
}

function operatorTest(
  field: ContentField,
  op: string,
  operand: unknown,
): (v: string | null) => boolean {
  if (!OPERATORS.includes(op as Operator)) {
    throw new ContentQueryError(`where(): unknown operator ${op} on ${field}`)
  }
  if (op === '$ne') return (value) => value !== operand
  if (op === '$in') {
    if (!Array.isArray(operand)) throw new ContentQueryError(`where(): ${field}.$in takes a list`)
    const set = new Set<unknown>(operand)
    return (value) => set.has(value)
  }
  if (op === '$contains') {
    if (field === 'date' || field === 'type' || typeof operand !== 'string') {
      throw new ContentQueryError(`where(): $contains applies to text fields, with a string`)
    }
    const needle = operand.toLowerCase()
    return (value) => value?.toLowerCase().includes(needle) ?? false
  }
  if (field !== 'date') throw new ContentQueryError(`where(): ${op} applies to date only`)
  const bound = typeof operand === 'string' ? Date.parse(operand) : Number.NaN
  if (Number.isNaN(bound)) {
    throw new ContentQueryError(`where(): date.${op} takes an ISO date, not ${String(operand)}`)
  }
  const holds: Record<string, (t: number) => boolean> = {
    $gt: (t) => t > bound,
    $gte: (t) => t >= bound,
    $lt: (t) => t < bound,
    $lte: (t) => t <= bound,
  }
  const test = holds[op]!
  // A document without a date is neither before nor after anything.
  return (value) => value !== null && test(Date.parse(value))
}

function compareField(
  a: ContentDocument,
  b: ContentDocument,
  { field, direction }: SortKey,
  collator: Intl.Collator,
): number {
  const x = a[field]
  const y = b[field]
  if (x === y) return 0
  // Undated documents last in either direction: "newest first" should not open with them.
  if (x === null) return 1
  if (y === null) return -1
  const order = field === 'date' ? Date.parse(x) - Date.parse(y) : collator.compare(x, y)
  return direction === 'asc' ? order : -order
}
