/**
 * The press center's reads: the list of published posts (newest first, one type or all) and a post
 * by its localized slug, both with the visitor's rights.
 */
import {
  type GraphQLFieldConfig,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLNonNull,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  GraphQLString,
  Kind,
  type SelectionSetNode,
} from 'graphql'
import { isolateObjectProperty, type Where } from 'payload'

import { ANONYMOUS_READ_BOUNDS } from '@/cms/hooks/request-bounds'
import { LOCALES, type Locale } from '@/config/constants'
import { NEWS_PAGE_SIZE } from '@/data/news-query'

import type { GraphqlContext } from '../context'
import { userError } from '../errors'
import { type LocaleArgs, localeArgs, localizedRequest, typeOf } from './shared'

/**
 * The document fields a list query asks for under `docs`, as a Payload `select`: reading only
 * those halves the database work of the press-center list (no rich text bodies).
 */
function docsSelect(info: GraphQLResolveInfo): Record<string, true> | undefined {
  const select: Record<string, true> = {}
  const visit = (set: SelectionSetNode | undefined, underDocs: boolean): boolean => {
    for (const node of set?.selections ?? []) {
      if (node.kind === Kind.FIELD) {
        const name = node.name.value
        if (!underDocs) {
          if (name === 'docs' && !visit(node.selectionSet, true)) return false
        } else if (name !== 'id' && !name.startsWith('__')) select[name] = true
      } else {
        const fragment = node.kind === Kind.INLINE_FRAGMENT ? node : info.fragments[node.name.value]
        // A fragment we cannot read: select everything rather than too little.
        if (!fragment || !visit(fragment.selectionSet, underDocs)) return false
      }
    }
    return true
  }
  return visit(info.fieldNodes[0]?.selectionSet, false) ? select : undefined
}

/** `news`: published posts of the press center. */
export function newsQuery(schema: GraphQLSchema): GraphQLFieldConfig<unknown, GraphqlContext> {
  return {
    type: new GraphQLNonNull(typeOf<GraphQLOutputType>(schema, 'Posts')),
    description: 'Published posts of the press center, newest first (optionally one type).',
    args: {
      ...localeArgs(schema),
      type: { type: typeOf<GraphQLInputType>(schema, 'Post_type') },
      page: { type: GraphQLInt, defaultValue: 1 },
      limit: { type: GraphQLInt, defaultValue: NEWS_PAGE_SIZE },
    },
    async resolve(
      _source,
      args: LocaleArgs & { type?: string; page: number; limit: number },
      context,
      info,
    ) {
      if (!Number.isInteger(args.page) || args.page < 1) {
        throw userError('BAD_USER_INPUT', 'page must be a whole number from 1')
      }
      const { maxLimit } = ANONYMOUS_READ_BOUNDS.graphql
      if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > maxLimit) {
        throw userError('BAD_USER_INPUT', `limit must be a whole number from 1 to ${maxLimit}`)
      }
      const req = localizedRequest(context, args)
      return req.payload.find({
        collection: 'posts',
        where: args.type ? { type: { equals: args.type } } : {},
        sort: ['-publishedAt', '-id'],
        page: args.page,
        limit: args.limit,
        depth: 0,
        draft: false,
        overrideAccess: false,
        select: docsSelect(info),
        req,
      })
    },
  }
}

/**
 * A post by its slug in any language, shown in the asked one. Payload's `where` matches a
 * localized field in the request's locale only, so an English visitor following a Russian slug
 * (or a slug of a post not yet translated, shown through the fallback) would find nothing.
 */
export function postBySlugQuery(
  schema: GraphQLSchema,
): GraphQLFieldConfig<unknown, GraphqlContext> {
  return {
    type: typeOf<GraphQLOutputType>(schema, 'Post'),
    description: 'A published post by its slug in any language, in the asked locale.',
    args: { ...localeArgs(schema), slug: { type: new GraphQLNonNull(GraphQLString) } },
    async resolve(_source, args: LocaleArgs & { slug: string }, context) {
      const req = localizedRequest(context, args)
      const asked = (req.locale as Locale | undefined) ?? LOCALES[0]
      const order = [asked, ...LOCALES.filter((l) => l !== asked)]
      for (const locale of order) {
        const where: Where = { slug: { equals: args.slug } }
        const found = await req.payload.find({
          collection: 'posts',
          where,
          locale,
          fallbackLocale: false,
          limit: 1,
          depth: 0,
          pagination: false,
          draft: false,
          overrideAccess: false,
          select: { slug: true },
          req: isolateObjectProperty(req, ['locale', 'fallbackLocale']),
        })
        const id = found.docs[0]?.id
        if (id !== undefined) {
          return req.payload.findByID({
            collection: 'posts',
            id,
            depth: 0,
            draft: false,
            overrideAccess: false,
            req,
          })
        }
      }
      return null
    },
  }
}
