/**
 * `createApolloClient`: the entry for outside consumers (scripts, other apps, tests; see
 * docs/graphql.md) and server code: the client of `core.ts` with the SPEC §9 values of
 * constants.ts unless others are given. Browser code goes through `live-news.ts`, which takes them
 * from props (see settings.ts).
 */
import { type ApolloClientOptions, type ApolloHandle, createApolloClientWith } from './core'
import { APOLLO_SETTINGS } from './settings'

export type CreateApolloClientOptions = Omit<ApolloClientOptions, 'settings'> & {
  settings?: ApolloClientOptions['settings']
}

export { readCookie } from '@/lib/cookie'
export type { ApolloHandle } from './core'
export { createAuthLink, deriveWsUrl, tokenFromDocumentCookie } from './core'

export function createApolloClient(options: CreateApolloClientOptions): ApolloHandle {
  return createApolloClientWith({ ...options, settings: options.settings ?? APOLLO_SETTINGS })
}
