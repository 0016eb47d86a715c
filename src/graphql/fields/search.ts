/** `search(q, locale, types, limit, offset)`: the site's search index over GraphQL. */
import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  GraphQLFloat,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLNullableType,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql'

import { LOCALES, type Locale } from '@/config/constants'
import { searchService } from '@/data/search-index'
import { normalizeSearchQuery, SEARCH } from '@/search/query'
import { SEARCH_TYPES, type SearchType } from '@/search/types'

import type { GraphqlContext } from '../context'
import { userError } from '../errors'

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type)
const list = <T extends GraphQLNullableType>(type: T) => nonNull(new GraphQLList(nonNull(type)))

const SearchTypeEnum = new GraphQLEnumType({
  name: 'SearchType',
  description: 'Kinds of search result: the three post types and the other public collections.',
  values: Object.fromEntries(SEARCH_TYPES.map((type) => [type, { value: type }])),
})

const SearchLocale = new GraphQLEnumType({
  name: 'SearchLocale',
  values: Object.fromEntries(LOCALES.map((locale) => [locale, { value: locale }])),
})

const TextPart = new GraphQLObjectType({
  name: 'SearchTextPart',
  description: 'A run of text; `match` marks the words that match the query.',
  fields: { text: { type: nonNull(GraphQLString) }, match: { type: nonNull(GraphQLBoolean) } },
})

const SearchHit = new GraphQLObjectType({
  name: 'SearchHit',
  fields: {
    id: { type: nonNull(GraphQLString), description: '`{collection}:{id}`' },
    type: { type: nonNull(SearchTypeEnum) },
    title: { type: nonNull(GraphQLString) },
    path: { type: nonNull(GraphQLString), description: 'The page, without the language prefix' },
    date: { type: GraphQLString },
    score: { type: nonNull(GraphQLFloat) },
    titleParts: { type: list(TextPart) },
    excerptParts: { type: list(TextPart) },
  },
})

const SearchFacet = new GraphQLObjectType({
  name: 'SearchFacet',
  fields: { type: { type: nonNull(SearchTypeEnum) }, count: { type: nonNull(GraphQLInt) } },
})

const SearchResults = new GraphQLObjectType({
  name: 'SearchResults',
  fields: {
    query: { type: nonNull(GraphQLString), description: 'The query as searched (trimmed)' },
    count: { type: nonNull(GraphQLInt), description: 'Matches among the requested types' },
    hits: { type: list(SearchHit) },
    facets: { type: list(SearchFacet), description: 'Matches per type, whatever `types` asked' },
  },
})

type Args = {
  q: string
  locale: Locale
  types?: SearchType[] | null
  limit: number
  offset: number
}

export const searchQuery: GraphQLFieldConfig<unknown, GraphqlContext, Args> = {
  type: nonNull(SearchResults),
  description:
    'Published content matching a query, best first: Russian and English stemming, one typo ' +
    'allowed, titles weighing more than summaries and bodies.',
  args: {
    q: { type: nonNull(GraphQLString) },
    locale: { type: SearchLocale, defaultValue: LOCALES[0] },
    types: { type: new GraphQLList(nonNull(SearchTypeEnum)) },
    limit: { type: GraphQLInt, defaultValue: SEARCH.pageSize },
    offset: { type: GraphQLInt, defaultValue: 0 },
  },
  async resolve(_source, args) {
    if (Array.from(args.q).length > SEARCH.maxQueryLength) {
      throw userError('BAD_USER_INPUT', `q must be at most ${SEARCH.maxQueryLength} characters`)
    }
    if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > SEARCH.maxLimit) {
      throw userError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${SEARCH.maxLimit}`)
    }
    if (!Number.isInteger(args.offset) || args.offset < 0 || args.offset > SEARCH.maxOffset) {
      throw userError(
        'BAD_USER_INPUT',
        `offset must be a whole number from 0 to ${SEARCH.maxOffset}`,
      )
    }
    const query = normalizeSearchQuery(args.q)
    const found = await searchService().search(args.locale, {
      q: query,
      types: args.types ?? undefined,
      limit: args.limit,
      offset: args.offset,
    })
    return {
      query,
      count: found.count,
      facets: SEARCH_TYPES.flatMap((type) => {
        const count = found.facets[type]
        return count ? [{ type, count }] : []
      }),
      hits: found.hits.map((hit) => ({
        ...hit.document,
        score: hit.score,
        titleParts: hit.title,
        excerptParts: hit.excerpt,
      })),
    }
  },
}
