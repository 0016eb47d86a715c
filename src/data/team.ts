import 'server-only'

import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Achievement, Case, Post } from '@/config/payload-types'
import { displaySort } from '@/lib/display-order'
import { cached } from './cache'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** How many of a person's latest publications the bio lists (the press center has the rest). */
const BIO_POSTS_LIMIT = 5

/** A publication as the bio lists it: enough for a dated, typed link. */
export type BioPost = Pick<Post, 'id' | 'title' | 'type' | 'publishedAt' | 'event'>

export type PersonRelated = {
  achievements: Achievement[]
  cases: Case[]
  posts: BioPost[]
  totalPosts: number
}

/**
 * What the rest of the site links to a person: achievements and best projects naming them in
 * their `people` field, and their latest posts as an author. One cached read for the bio page,
 * invalidated when any of those collections changes.
 */
export const getPersonRelated = cached(
  'person-related',
  async (id: number, locale: Locale): Promise<PersonRelated> => {
    const payload = await payloadClient()
    const [achievements, cases, posts] = await Promise.all([
      payload.find({
        collection: 'achievements',
        locale,
        where: { people: { equals: id } },
        sort: displaySort('achievements'),
        limit: 50,
        depth: 0,
        ...readRights(),
      }),
      payload.find({
        collection: 'cases',
        locale,
        where: { people: { equals: id } },
        sort: displaySort('cases'),
        limit: 50,
        depth: 0,
        ...readRights(),
      }),
      payload.find({
        collection: 'posts',
        locale,
        where: { authors: { equals: id } },
        sort: '-publishedAt',
        limit: BIO_POSTS_LIMIT,
        depth: 0,
        select: { title: true, type: true, publishedAt: true, event: true },
        ...readRights(),
      }),
    ])
    return {
      achievements: achievements.docs,
      cases: cases.docs,
      posts: posts.docs.map(({ id, title, type, publishedAt }) => ({
        id,
        title,
        type,
        publishedAt,
      })),
      totalPosts: posts.totalDocs,
    }
  },
  () => ['achievements', 'cases', 'posts'].map(collectionTag),
)
