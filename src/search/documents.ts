/**
 * Public CMS documents flattened to search documents, one per language. The collections listed in
 * INDEXED_COLLECTIONS are all that search ever sees; everything is read with the visitor's rights.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/config/constants'
import type {
  Achievement,
  IndustrySector,
  Page,
  Person,
  Post,
  Practice,
} from '@/config/payload-types'
import { CMS_PAGE_ROUTES, paths } from '@/lib/paths'
import { listedDate } from '@/lib/post-dates'
import { asVisitor } from '@/lib/visitor'

import type { ContentDocument } from './types'

export const INDEXED_COLLECTIONS = [
  'posts',
  'practices',
  'industry-sectors',
  'people',
  'achievements',
  'pages',
] as const
export type IndexedCollection = (typeof INDEXED_COLLECTIONS)[number]

export function isIndexedCollection(value: unknown): value is IndexedCollection {
  return INDEXED_COLLECTIONS.includes(value as IndexedCollection)
}

export const documentId = (collection: IndexedCollection, id: number) => `${collection}:${id}`

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }
const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'root'])

/** The words of a rich-text field, blocks separated by spaces. */
export function richTextToPlain(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    for (const child of node.children ?? []) walk(child)
    if (node.type && BLOCKS.has(node.type)) out.push(' ')
  }
  walk(root)
  return out.join('').replace(/\s+/g, ' ').trim()
}

const text = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()

const listText = (items: { text?: string | null }[] | null | undefined) =>
  text(...(items ?? []).map((item) => item.text))

/** Where a CMS page is shown, or undefined for a page no route renders. */
function pagePath(key: string): string | undefined {
  if ((CMS_PAGE_ROUTES as readonly string[]).includes(key)) return `/${key}`
  if (key.startsWith('collegium-')) return paths.collegium
  return undefined
}

/** The page of a practice: its own, or its parent's section for a sub-area. */
function practicePath(doc: Practice): string {
  const parent = typeof doc.parent === 'object' && doc.parent ? doc.parent : undefined
  if (parent && doc.sectionKey) {
    return `${paths.practice(parent)}?section=${encodeURIComponent(doc.sectionKey)}`
  }
  return paths.practice(doc)
}

type Mapper<T> = (doc: T) => ContentDocument | undefined

const MAPPERS: { [C in IndexedCollection]: Mapper<never> } = {
  posts: ((doc: Post) => ({
    id: documentId('posts', doc.id),
    type: doc.type,
    title: doc.title,
    summary: text(doc.summary),
    body: text(richTextToPlain(doc.body), doc.event?.place),
    path: paths.post(doc),
    // An event is found by its own date, as every list shows it.
    date: doc.publishedAt ? listedDate(doc) : null,
  })) satisfies Mapper<Post>,
  practices: ((doc: Practice) => ({
    id: documentId('practices', doc.id),
    type: 'practice',
    title: doc.title,
    summary: text(doc.summary),
    body: richTextToPlain(doc.body),
    path: practicePath(doc),
    date: null,
  })) satisfies Mapper<Practice>,
  'industry-sectors': ((doc: IndustrySector) => ({
    id: documentId('industry-sectors', doc.id),
    type: 'sector',
    title: doc.title,
    summary: text(doc.summary),
    body: richTextToPlain(doc.body),
    path: paths.sector(doc),
    date: null,
  })) satisfies Mapper<IndustrySector>,
  people: ((doc: Person) => ({
    id: documentId('people', doc.id),
    type: 'person',
    title: doc.name,
    summary: text(doc.roleLabel, doc.languages),
    body: text(
      richTextToPlain(doc.bio),
      doc.qualification,
      listText(doc.education),
      listText(doc.recognition),
      listText(doc.recentExperience),
    ),
    path: paths.person(doc),
    date: null,
  })) satisfies Mapper<Person>,
  achievements: ((doc: Achievement) => ({
    id: documentId('achievements', doc.id),
    type: 'achievement',
    title: doc.title,
    summary: text(doc.source, String(doc.year)),
    body: text(doc.text, doc.sum, doc.value, doc.label),
    path: `${paths.achievements}#achievement-${doc.id}`,
    date: `${doc.year}-01-01T00:00:00.000Z`,
  })) satisfies Mapper<Achievement>,
  pages: ((doc: Page) => {
    const path = pagePath(doc.key)
    // A page marked "not ready" is hidden from search engines, and from the site's search too.
    if (!path || doc.hidden) return undefined
    return {
      id: documentId('pages', doc.id),
      type: 'page',
      title: doc.title,
      summary: text(doc.summary),
      body: richTextToPlain(doc.body),
      path,
      date: null,
    }
  }) satisfies Mapper<Page>,
}

/**
 * A document as the search indexes and the snapshot hold it in one language, or undefined when it
 * is not shown there. A document written in one language only has no title in the other when
 * that is the default language (Payload falls back to the default, not from it): it is left out
 * of that language, where it crashed the indexing (its title was undefined).
 */
export function toContentDocument(
  collection: IndexedCollection,
  doc: unknown,
): ContentDocument | undefined {
  const mapped = (MAPPERS[collection] as Mapper<unknown>)(doc)
  return typeof mapped?.title === 'string' && mapped.title.trim() ? mapped : undefined
}

/** Practices need their parent's slug for a sub-area's path; nothing else needs relations. */
const DEPTH: Partial<Record<IndexedCollection, number>> = { practices: 1 }

const PAGE = 500

/** Every public document of the collections in one language. */
export async function loadContentDocuments(
  payload: Payload,
  locale: Locale,
): Promise<ContentDocument[]> {
  const out: ContentDocument[] = []
  for (const collection of INDEXED_COLLECTIONS) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection,
        locale,
        depth: DEPTH[collection] ?? 0,
        limit: PAGE,
        page,
        sort: 'id',
        ...asVisitor,
      })
      for (const doc of result.docs) {
        const mapped = toContentDocument(collection, doc)
        if (mapped) out.push(mapped)
      }
      if (!result.hasNextPage) break
    }
  }
  return out
}

/** One document in one language as a visitor sees it, or undefined when it is not public. */
export async function loadContentDocument(
  payload: Payload,
  collection: IndexedCollection,
  id: number,
  locale: Locale,
): Promise<ContentDocument | undefined> {
  const doc = await payload
    .findByID({ collection, id, locale, depth: DEPTH[collection] ?? 0, ...asVisitor })
    .catch((error: unknown) => {
      // Gone or not public: the index drops it. Anything else (the database down) must not.
      if ([403, 404].includes((error as { status?: number }).status ?? 0)) return undefined
      throw error
    })
  return doc ? toContentDocument(collection, doc) : undefined
}
