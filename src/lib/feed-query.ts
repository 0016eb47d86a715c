/**
 * Which posts a press-center feed carries: all of them, those of one practice, of one kind, or
 * both (`/news/rss.xml?practice=12&type=publication`). One parser for the routes and one writer
 * for the links, so a link always names a feed the route serves.
 */
import { POST_TYPES, type PostType } from './post-types'

export type FeedQuery = { practice?: number; type?: PostType }

const ID = /^[1-9]\d{0,9}$/

/** The query of a feed's address, or a sentence saying what is wrong with it. */
export function parseFeedQuery(params: URLSearchParams): FeedQuery | { problem: string } {
  const query: FeedQuery = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    const value = values[0] ?? ''
    if (values.length > 1) return { problem: `Give ${key} once.` }
    if (key === 'practice') {
      if (!ID.test(value)) return { problem: 'practice must be the id of a practice.' }
      query.practice = Number(value)
    } else if (key === 'type') {
      const type = POST_TYPES.find((t) => t === value)
      if (!type) return { problem: `type must be one of ${POST_TYPES.join(', ')}.` }
      query.type = type
    } else {
      return { problem: `Unknown parameter ${key}: a feed takes practice and type.` }
    }
  }
  return query
}

/** A feed's path (without the language prefix), its query in one order. */
export function feedHref(base: string, { practice, type }: FeedQuery): string {
  const params = new URLSearchParams()
  if (practice !== undefined) params.set('practice', String(practice))
  if (type) params.set('type', type)
  const query = params.toString()
  return query ? `${base}?${query}` : base
}
