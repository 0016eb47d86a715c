import 'server-only'

import type { Where } from 'payload'

import { collectionTag, documentTag, SEARCH_INDEX_TAG } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Media, Person, Post } from '@/config/payload-types'
import { searchService } from '@/data/search-index'
import { POST_TYPES, type PostType } from '@/lib/post-types'
import { asVisitor } from '@/lib/visitor'
import { cached } from './cache'
import { NEWS_PAGE_SIZE, type NewsQuery } from './news-query'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** What a press-center list shows of a post (no body, no relations but the image). */
export type PostSummary = Pick<
  Post,
  'id' | 'title' | 'type' | 'publishedAt' | 'summary' | 'event' | 'image'
>

export type PressPage = { docs: PostSummary[]; page: number; totalPages: number; totalDocs: number }

/** A post's author as its page shows them: name, role label and photo. */
export type PostAuthor = Pick<Person, 'id' | 'name' | 'slug' | 'roleLabel'> & {
  photo?: number | Media | null
}

/** The posts published just before and just after one (any type). */
export type PostNeighbours = {
  previous: Pick<Post, 'id' | 'title'> | null
  next: Pick<Post, 'id' | 'title'> | null
}

/**
 * One page of the press center: posts of a type (or all), newest first; with a search, the posts
 * the search index finds, best match first.
 */
export async function findPressPosts(locale: Locale, query: NewsQuery): Promise<PressPage> {
  if (!query.q && query.type === 'event') {
    // Which events are past changes with the clock, not with a write: the hour is in the key.
    return readEventsPage(locale, query.page, new Date().toISOString().slice(0, 13))
  }
  if (!query.q) return readPressPage(locale, query.type, query.page)
  const found = await searchPosts(locale, query.q, query.type, query.page)
  const ids = found.hits.map((hit) => Number(hit.document.id.split(':')[1]))
  const posts = await Promise.all(ids.map((id) => readPostSummary(locale, id)))
  return {
    docs: posts.filter((post) => post !== null),
    page: query.page,
    totalPages: Math.ceil(found.count / NEWS_PAGE_SIZE),
    totalDocs: found.count,
  }
}

/** Tagged so that a kept press-center search follows the index (src/data/query-pages.ts). */
const searchPosts = cached(
  'press-search',
  (locale: Locale, q: string, type: PostType | null, page: number) =>
    searchService().search(locale, {
      q,
      types: type ? [type] : POST_TYPES,
      limit: NEWS_PAGE_SIZE,
      offset: (page - 1) * NEWS_PAGE_SIZE,
    }),
  () => [SEARCH_INDEX_TAG],
)

const SUMMARY_SELECT = {
  title: true,
  type: true,
  publishedAt: true,
  summary: true,
  event: true,
  image: true,
} as const

const readPressPage = cached(
  'press-page',
  async (locale: Locale, type: PostType | null, page: number): Promise<PressPage> => {
    const result = await (await payloadClient()).find({
      collection: 'posts',
      locale,
      where: type ? { type: { equals: type } } : {},
      sort: ['-publishedAt', '-id'],
      limit: NEWS_PAGE_SIZE,
      page,
      depth: 1,
      select: SUMMARY_SELECT,
      ...readRights(),
    })
    return {
      docs: result.docs as PostSummary[],
      page: result.page ?? page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  () => [collectionTag('posts'), collectionTag('media')],
)

/**
 * A post as lists show it, cached until posts change: a search's list is mostly posts other
 * searches showed, so a search no one asked before reads none of them from the database. Never in
 * a draft preview: searches show what is published.
 */
const readPostSummary = cached(
  'press-post',
  async (locale: Locale, id: number): Promise<PostSummary | null> => {
    const result = await (await payloadClient()).find({
      collection: 'posts',
      locale,
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      // A search's list leads with no post, so shows no image: nothing to join.
      depth: 0,
      select: SUMMARY_SELECT,
      ...asVisitor,
    })
    return (result.docs[0] as PostSummary | undefined) ?? null
  },
  () => [collectionTag('posts')],
)

/** The authors of a post in the order the editor gave, with their photos. */
export const getPostAuthors = cached(
  'post-authors',
  async (id: number, locale: Locale): Promise<PostAuthor[]> => {
    const payload = await payloadClient()
    const post = await payload
      .findByID({
        collection: 'posts',
        id,
        locale,
        depth: 0,
        select: { authors: true },
        ...readRights(),
      })
      .catch(() => null)
    const ids = (post?.authors ?? []).map((a) => (typeof a === 'object' ? a.id : a))
    if (ids.length === 0) return []
    const people = await payload.find({
      collection: 'people',
      locale,
      where: { id: { in: ids } },
      limit: ids.length,
      pagination: false,
      depth: 1,
      select: { name: true, slug: true, roleLabel: true, photo: true },
      ...readRights(),
    })
    const byId = new Map(people.docs.map((p) => [p.id, p as PostAuthor]))
    return ids.flatMap((i) => byId.get(i) ?? [])
  },
  (id) => [documentTag('posts', id), collectionTag('people'), collectionTag('media')],
)

/**
 * The neighbours of a post in publication order: `previous` was published just before it,
 * `next` just after; posts of the same moment are ordered by id.
 */
export const getPostNeighbours = cached(
  'post-neighbours',
  async (id: number, publishedAt: string, locale: Locale): Promise<PostNeighbours> => {
    const payload = await payloadClient()
    const nearest = async (direction: 'previous' | 'next') => {
      const before = direction === 'previous'
      const result = await payload.find({
        collection: 'posts',
        locale,
        where: {
          or: [
            { publishedAt: { [before ? 'less_than' : 'greater_than']: publishedAt } },
            {
              and: [
                { publishedAt: { equals: publishedAt } },
                { id: { [before ? 'less_than' : 'greater_than']: id } },
              ],
            },
          ],
        },
        sort: before ? ['-publishedAt', '-id'] : ['publishedAt', 'id'],
        limit: 1,
        pagination: false,
        depth: 0,
        select: { title: true },
        ...readRights(),
      })
      const doc = result.docs[0]
      return doc ? { id: doc.id, title: doc.title } : null
    }
    const [previous, next] = await Promise.all([nearest('previous'), nearest('next')])
    return { previous, next }
  },
  () => [collectionTag('posts')],
)

/**
 * The press center's events: the upcoming ones first, soonest first, then the past ones, latest
 * first (an event is upcoming until it is over, as its mark says). `hour` (2026-12-05T14) is the
 * moment that splits them.
 */
const readEventsPage = cached(
  'press-events-page',
  async (locale: Locale, page: number, hour: string): Promise<PressPage> => {
    const payload = await payloadClient()
    const now = new Date(`${hour}:00:00.000Z`).toISOString()
    const upcoming: Where = {
      or: [
        { 'event.endsAt': { greater_than: now } },
        {
          and: [{ 'event.endsAt': { exists: false } }, { 'event.startsAt': { greater_than: now } }],
        },
      ],
    }
    const past: Where = {
      or: [
        { 'event.endsAt': { less_than_equal: now } },
        {
          and: [
            { 'event.endsAt': { exists: false } },
            {
              or: [
                { 'event.startsAt': { less_than_equal: now } },
                { 'event.startsAt': { exists: false } },
              ],
            },
          ],
        },
      ],
    }
    const read = (where: Where, sort: string[], limit: number) =>
      payload.find({
        collection: 'posts',
        locale,
        where: { and: [{ type: { equals: 'event' } }, where] },
        sort,
        limit,
        depth: 1,
        select: SUMMARY_SELECT,
        ...readRights(),
      })
    const start = (page - 1) * NEWS_PAGE_SIZE
    // Both parts up to the end of this page: events are few, and Payload pages have no offset.
    const [ahead, over] = await Promise.all([
      read(upcoming, ['event.startsAt', 'id'], start + NEWS_PAGE_SIZE),
      read(past, ['-event.startsAt', '-id'], start + NEWS_PAGE_SIZE),
    ])
    const docs = [...ahead.docs, ...over.docs].slice(start, start + NEWS_PAGE_SIZE)
    const totalDocs = ahead.totalDocs + over.totalDocs
    return {
      docs: docs as PostSummary[],
      page,
      totalPages: Math.max(1, Math.ceil(totalDocs / NEWS_PAGE_SIZE)),
      totalDocs,
    }
  },
  () => [collectionTag('posts'), collectionTag('media')],
)
