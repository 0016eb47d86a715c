import 'server-only'

import type { Where } from 'payload'
import { collectionTag, documentTag, globalTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type {
  Achievement,
  Case,
  Client,
  IndustrySector,
  Navigation,
  Office,
  Page,
  Person,
  Post,
  Practice,
  ProBono,
  Site,
} from '@/config/payload-types'
import { displaySort } from '@/lib/display-order'
import type { PostType } from '@/lib/post-types'
import { cached } from './cache'
import { NEWS_PAGE_SIZE } from './news-query'
import { payloadClient } from './payload'
import { readRights } from './preview'

export type PaginatedPosts = { docs: Post[]; page: number; totalPages: number; totalDocs: number }

export const getSite = cached(
  'site',
  async (locale: Locale): Promise<Site> =>
    (await payloadClient()).findGlobal({ slug: 'site', locale, depth: 1, ...readRights() }),
  () => [globalTag('site'), collectionTag('media')],
)

export const getNavigation = cached(
  'navigation',
  async (locale: Locale): Promise<Navigation> =>
    (await payloadClient()).findGlobal({ slug: 'navigation', locale, depth: 0, ...readRights() }),
  () => [globalTag('navigation')],
)

/** Top-level practices in display order (sub-areas are listed on each practice's page). */
export const listPractices = cached(
  'practices',
  async (locale: Locale): Promise<Practice[]> => {
    const result = await (await payloadClient()).find({
      collection: 'practices',
      locale,
      where: { parent: { exists: false } },
      sort: displaySort('practices'),
      limit: 100,
      depth: 1,
      ...readRights(),
    })
    return result.docs
  },
  () => [collectionTag('practices'), collectionTag('media')],
)

/** Every published practice, sub-areas included, in display order (for trees and filters). */
export const listAllPractices = cached(
  'all-practices',
  async (locale: Locale): Promise<Practice[]> => {
    const result = await (await payloadClient()).find({
      collection: 'practices',
      locale,
      sort: displaySort('practices'),
      limit: 200,
      depth: 0,
      ...readRights(),
    })
    return result.docs
  },
  () => [collectionTag('practices')],
)

export const listSectors = cached(
  'sectors',
  async (locale: Locale): Promise<IndustrySector[]> =>
    (
      await (
        await payloadClient()
      ).find({
        collection: 'industry-sectors',
        locale,
        sort: displaySort('industry-sectors'),
        limit: 100,
        depth: 1,
        ...readRights(),
      })
    ).docs,
  () => [collectionTag('industry-sectors'), collectionTag('media')],
)

/** What a person's contact card shows (components/team/ContactCards). */
export type PersonCard = Pick<Person, 'id' | 'name' | 'slug' | 'roleLabel' | 'contacts' | 'photo'>

/** Everyone in display order; partners come first (order within the role decides the rest). */
export const listPeople = cached(
  'people',
  async (locale: Locale): Promise<Person[]> => {
    const result = await (await payloadClient()).find({
      collection: 'people',
      locale,
      sort: displaySort('people'),
      limit: 500,
      depth: 1,
      ...readRights(),
    })
    return result.docs
  },
  () => [collectionTag('people'), collectionTag('media')],
)

export const getPerson = cached(
  'person',
  async (id: number, locale: Locale): Promise<Person | null> =>
    (await payloadClient())
      .findByID({ collection: 'people', id, locale, depth: 1, ...readRights() })
      .catch(() => null),
  (id) => [documentTag('people', id), collectionTag('practices')],
)

export const listPosts = cached(
  'posts',
  async (locale: Locale, type: PostType | null, page: number): Promise<PaginatedPosts> => {
    const where: Where = type ? { type: { equals: type } } : {}
    const result = await (await payloadClient()).find({
      collection: 'posts',
      locale,
      where,
      sort: '-publishedAt',
      limit: NEWS_PAGE_SIZE,
      page,
      depth: 0,
      ...readRights(),
    })
    return {
      docs: result.docs,
      page: result.page ?? page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  () => [collectionTag('posts')],
)

export const getPost = cached(
  'post',
  async (id: number, locale: Locale): Promise<Post | null> =>
    (await payloadClient())
      .findByID({ collection: 'posts', id, locale, depth: 1, ...readRights() })
      .catch(() => null),
  (id) => [documentTag('posts', id), collectionTag('people')],
)

export const listAchievements = cached(
  'achievements',
  async (locale: Locale): Promise<Achievement[]> =>
    (
      await (
        await payloadClient()
      ).find({
        collection: 'achievements',
        locale,
        sort: displaySort('achievements'),
        limit: 500,
        depth: 0,
        ...readRights(),
      })
    ).docs,
  () => [collectionTag('achievements')],
)

/** Clients, best projects, offices and network, pro bono: the firm's page in one read. */
export const getFirm = cached(
  'firm',
  async (
    locale: Locale,
  ): Promise<{ clients: Client[]; cases: Case[]; offices: Office[]; proBono: ProBono[] }> => {
    const payload = await payloadClient()
    const list = <C extends 'clients' | 'cases' | 'offices' | 'pro-bono'>(collection: C) =>
      payload.find({
        collection,
        locale,
        sort: displaySort(collection),
        limit: 200,
        depth: 1,
        ...readRights(),
      })
    const [clients, cases, offices, proBono] = await Promise.all([
      list('clients'),
      list('cases'),
      list('offices'),
      list('pro-bono'),
    ])
    return {
      clients: clients.docs,
      cases: cases.docs,
      offices: offices.docs,
      proBono: proBono.docs,
    }
  },
  () => ['clients', 'cases', 'offices', 'pro-bono', 'media'].map(collectionTag),
)

export const getPageByKey = cached(
  'page',
  async (key: string, locale: Locale): Promise<Page | null> => {
    const result = await (await payloadClient()).find({
      collection: 'pages',
      locale,
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
      ...readRights(),
    })
    return result.docs[0] ?? null
  },
  () => [collectionTag('pages')],
)

type SluggedCollection = 'practices' | 'industry-sectors' | 'people'

/** A document's slug in every language (for hreflang alternates and the language switcher). */
export const getLocalizedSlugs = cached(
  'slugs',
  async (collection: SluggedCollection, id: number): Promise<Record<Locale, string | null>> => {
    const doc = (await (
      await payloadClient()
    )
      .findByID({ collection, id, locale: 'all', depth: 0, ...readRights() })
      .catch(() => null)) as { slug?: Partial<Record<Locale, string | null>> } | null
    return { ru: doc?.slug?.ru ?? null, en: doc?.slug?.en ?? doc?.slug?.ru ?? null }
  },
  (collection, id) => [documentTag(collection, id)],
)
