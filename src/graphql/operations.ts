/**
 * Our own operations on top of Payload's generated schema: the press-center list and a post by
 * its localized slug (reads, visitor rights), login and logout (the token cookie), and media
 * uploads for editors.
 */
import {
  GraphQLBoolean,
  GraphQLError,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  GraphQLScalarType,
  type GraphQLSchema,
  GraphQLString,
  Kind,
  type SelectionSetNode,
} from 'graphql'
import { isolateObjectProperty, logoutOperation, type PayloadRequest, type Where } from 'payload'

import { GRAPHQL_LIMITS, LOCALES, type Locale, NEWS_PAGE_SIZE } from '@/config/constants'

import { clearedTokenCookie, tokenCookie } from './auth'
import { openCallbackFormMutation, sendCallbackRequestMutation } from './callback'
import type { GraphqlContext } from './context'
import { userError } from './errors'
import { UploadedFile } from './request'
import { searchQuery } from './search'

type LocaleArgs = { locale?: Locale | null; fallbackLocale?: Locale | 'none' | null }

/**
 * Gives this root field its own copy of the request with the asked locale, as Payload's resolvers
 * do: nested fields (relationships) read the locale from `context.req`.
 */
function localizedRequest(context: GraphqlContext, args: LocaleArgs): PayloadRequest {
  const req = isolateObjectProperty(context.req, ['locale', 'fallbackLocale', 'transactionID'])
  context.req = req
  req.locale = args.locale ?? req.locale
  req.fallbackLocale = (args.fallbackLocale ??
    req.fallbackLocale) as PayloadRequest['fallbackLocale']
  return req
}

/** The `Upload` scalar: a file of a multipart request, only ever given through variables. */
const UploadScalar = new GraphQLScalarType({
  name: 'Upload',
  description: 'A file sent with the GraphQL multipart request (editors only).',
  parseValue(value) {
    if (value instanceof UploadedFile) return value
    throw new GraphQLError('Upload value must be a file of a multipart request')
  },
  parseLiteral() {
    throw new GraphQLError('Upload values can only be sent as variables of a multipart request')
  },
  serialize() {
    throw new GraphQLError('Upload is an input-only type')
  },
})

function typeOf<T>(schema: GraphQLSchema, name: string): T {
  const type = schema.getType(name)
  if (!type) throw new Error(`Payload's schema has no type ${name}`)
  return type as T
}

function localeArgs(schema: GraphQLSchema) {
  return {
    locale: { type: typeOf<GraphQLInputType>(schema, 'LocaleInputType') },
    fallbackLocale: { type: typeOf<GraphQLInputType>(schema, 'FallbackLocaleInputType') },
  }
}

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

function newsQuery(schema: GraphQLSchema): GraphQLFieldConfig<unknown, GraphqlContext> {
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
      if (
        !Number.isInteger(args.limit) ||
        args.limit < 1 ||
        args.limit > GRAPHQL_LIMITS.maxPageSize
      ) {
        throw userError(
          'BAD_USER_INPUT',
          `limit must be a whole number from 1 to ${GRAPHQL_LIMITS.maxPageSize}`,
        )
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
function postBySlugQuery(schema: GraphQLSchema): GraphQLFieldConfig<unknown, GraphqlContext> {
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

const SessionUser = new GraphQLObjectType({
  name: 'SessionUser',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    email: { type: new GraphQLNonNull(GraphQLString) },
  },
})

const Session = new GraphQLObjectType({
  name: 'Session',
  description: 'A signed-in editor. The token is also set as the HttpOnly apollo-token cookie.',
  fields: {
    token: { type: new GraphQLNonNull(GraphQLString) },
    exp: { type: new GraphQLNonNull(GraphQLInt), description: 'Expiry, seconds since 1970' },
    user: { type: new GraphQLNonNull(SessionUser) },
  },
})

const loginMutation: GraphQLFieldConfig<unknown, GraphqlContext> = {
  type: new GraphQLNonNull(Session),
  args: {
    email: { type: new GraphQLNonNull(GraphQLString) },
    password: { type: new GraphQLNonNull(GraphQLString) },
  },
  async resolve(_source, args: { email: string; password: string }, context) {
    const result = await context.req.payload.login({
      collection: 'users',
      data: { email: args.email, password: args.password },
      req: context.req,
    })
    if (!result.token || !result.user) {
      throw userError('UNAUTHENTICATED', 'The email or password provided is incorrect.')
    }
    context.cookies.push(tokenCookie(result.token, result.exp, { secure: context.secureCookies }))
    return { token: result.token, exp: result.exp, user: result.user }
  },
}

const logoutMutation: GraphQLFieldConfig<unknown, GraphqlContext> = {
  type: new GraphQLNonNull(GraphQLBoolean),
  description: 'Ends the session of the token (when there is one) and clears the cookie.',
  async resolve(_source, _args, context) {
    const { req } = context
    if (req.user) {
      const collection = req.payload.collections.users
      await logoutOperation({ collection, req }).catch((error: unknown) => {
        req.payload.logger.warn({ err: error }, 'logout: session already gone')
      })
    }
    context.cookies.push(clearedTokenCookie({ secure: context.secureCookies }))
    return true
  },
}

function uploadMediaMutation(schema: GraphQLSchema): GraphQLFieldConfig<unknown, GraphqlContext> {
  return {
    type: new GraphQLNonNull(typeOf<GraphQLOutputType>(schema, 'Media')),
    description: 'Stores an image or PDF in the media library (editors only).',
    args: {
      file: { type: new GraphQLNonNull(UploadScalar) },
      alt: { type: new GraphQLNonNull(GraphQLString) },
      locale: { type: typeOf<GraphQLInputType>(schema, 'LocaleInputType') },
    },
    async resolve(_source, args: { file: UploadedFile; alt: string; locale?: Locale }, context) {
      if (!context.req.user) throw userError('UNAUTHENTICATED', 'Sign in to upload files')
      const alt = args.alt.trim()
      if (!alt || alt.length > 300) {
        throw userError('BAD_USER_INPUT', 'alt must describe the file in 1 to 300 characters')
      }
      const req = localizedRequest(context, { locale: args.locale })
      return req.payload.create({
        collection: 'media',
        data: { alt },
        file: {
          data: args.file.data,
          mimetype: args.file.mimetype,
          name: args.file.filename,
          size: args.file.size,
        },
        overrideAccess: false,
        req,
      })
    },
  }
}

export function extraQueries(
  schema: GraphQLSchema,
): GraphQLFieldConfigMap<unknown, GraphqlContext> {
  return { news: newsQuery(schema), postBySlug: postBySlugQuery(schema), search: searchQuery }
}

export function extraMutations(
  schema: GraphQLSchema,
): GraphQLFieldConfigMap<unknown, GraphqlContext> {
  return {
    login: loginMutation,
    logout: logoutMutation,
    uploadMedia: uploadMediaMutation(schema),
    openCallbackForm: openCallbackFormMutation,
    sendCallbackRequest: sendCallbackRequestMutation,
  }
}

/** Payload's own session mutations: replaced by login/logout, which manage the token cookie. */
export const REPLACED_MUTATIONS = ['loginUser', 'logoutUser', 'refreshTokenUser'] as const
