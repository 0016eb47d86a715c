/**
 * Pieces the root fields share: Payload's generated types looked up by name, the locale
 * arguments, and a request of the asked locale for a resolver.
 */
import type { GraphQLInputType, GraphQLSchema } from 'graphql'
import { isolateObjectProperty, type PayloadRequest } from 'payload'

import type { Locale } from '@/config/constants'

import type { GraphqlContext } from '../context'

export type LocaleArgs = { locale?: Locale | null; fallbackLocale?: Locale | 'none' | null }

/**
 * Gives this root field its own copy of the request with the asked locale, as Payload's resolvers
 * do: nested fields (relationships) read the locale from `context.req`.
 */
export function localizedRequest(context: GraphqlContext, args: LocaleArgs): PayloadRequest {
  const req = isolateObjectProperty(context.req, ['locale', 'fallbackLocale', 'transactionID'])
  context.req = req
  req.locale = args.locale ?? req.locale
  req.fallbackLocale = (args.fallbackLocale ??
    req.fallbackLocale) as PayloadRequest['fallbackLocale']
  return req
}

/** A type of Payload's generated schema, by name (it must exist). */
export function typeOf<T>(schema: GraphQLSchema, name: string): T {
  const type = schema.getType(name)
  if (!type) throw new Error(`Payload's schema has no type ${name}`)
  return type as T
}

/** The `locale` and `fallbackLocale` arguments of Payload's own fields. */
export function localeArgs(schema: GraphQLSchema) {
  return {
    locale: { type: typeOf<GraphQLInputType>(schema, 'LocaleInputType') },
    fallbackLocale: { type: typeOf<GraphQLInputType>(schema, 'FallbackLocaleInputType') },
  }
}
