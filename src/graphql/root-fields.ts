/**
 * Our own root fields on top of Payload's generated schema, each in a module of its own under
 * fields/: the press center's reads, search, sign-in, media uploads, the callback and event registration forms.
 */
import type { GraphQLFieldConfigMap, GraphQLSchema } from 'graphql'

import type { GraphqlContext } from './context'
import { openCallbackFormMutation, sendCallbackRequestMutation } from './fields/callback'
import { newsQuery, postBySlugQuery } from './fields/press'
import { registerForEventMutation } from './fields/registration'
import { searchQuery } from './fields/search'
import { loginMutation, logoutMutation } from './fields/session'
import { uploadMediaMutation } from './fields/upload-media'

export { REPLACED_MUTATIONS } from './fields/session'

/** The root query fields we add. */
export function extraQueries(
  schema: GraphQLSchema,
): GraphQLFieldConfigMap<unknown, GraphqlContext> {
  return { news: newsQuery(schema), postBySlug: postBySlugQuery(schema), search: searchQuery }
}

/** The root mutation fields we add. */
export function extraMutations(
  schema: GraphQLSchema,
): GraphQLFieldConfigMap<unknown, GraphqlContext> {
  return {
    login: loginMutation,
    logout: logoutMutation,
    uploadMedia: uploadMediaMutation(schema),
    openCallbackForm: openCallbackFormMutation,
    sendCallbackRequest: sendCallbackRequestMutation,
    registerForEvent: registerForEventMutation,
  }
}
