/**
 * Sign-in for outside clients: `login` and `logout` replace Payload's own session mutations, so
 * that the token travels in the HttpOnly apollo-token cookie, and only there: a script of a page
 * never reads a staff member's token.
 */
import {
  GraphQLBoolean,
  type GraphQLFieldConfig,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql'
import { loginOperation, logoutOperation } from 'payload'

import { clearedTokenCookie, tokenCookie } from '../auth'
import type { GraphqlContext } from '../context'
import { userError } from '../errors'

const SessionUser = new GraphQLObjectType({
  name: 'SessionUser',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    email: { type: new GraphQLNonNull(GraphQLString) },
  },
})

const Session = new GraphQLObjectType({
  name: 'Session',
  description: 'A signed-in staff member. The token is set as the HttpOnly apollo-token cookie.',
  fields: {
    token: {
      type: GraphQLString,
      deprecationReason: 'Always null: the token is only in the HttpOnly apollo-token cookie.',
      resolve: () => null,
    },
    exp: { type: new GraphQLNonNull(GraphQLInt), description: 'Expiry, seconds since 1970' },
    user: { type: new GraphQLNonNull(SessionUser) },
  },
})

/** `login`: signs an editor in and sets the token cookie. */
export const loginMutation: GraphQLFieldConfig<unknown, GraphqlContext> = {
  type: new GraphQLNonNull(Session),
  args: {
    email: { type: new GraphQLNonNull(GraphQLString) },
    password: { type: new GraphQLNonNull(GraphQLString) },
  },
  async resolve(_source, args: { email: string; password: string }, context) {
    // The operation, not the Local API's login, which leaves the token out of its result.
    const result = await loginOperation({
      collection: context.req.payload.collections.users,
      data: { email: args.email, password: args.password },
      depth: 0,
      req: context.req,
    })
    if (!result.token || !result.user) {
      throw userError('UNAUTHENTICATED', 'The email or password provided is incorrect.')
    }
    context.cookies.push(tokenCookie(result.token, result.exp, { secure: context.secureCookies }))
    return { exp: result.exp, user: result.user }
  },
}

export const logoutMutation: GraphQLFieldConfig<unknown, GraphqlContext> = {
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

/** Payload's own session mutations: replaced by login/logout, which manage the token cookie. */
export const REPLACED_MUTATIONS = ['loginUser', 'logoutUser', 'refreshTokenUser'] as const
