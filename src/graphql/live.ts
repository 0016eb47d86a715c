/**
 * The live channel: graphql-ws (subprotocol graphql-transport-ws) on /graphql, same port. Who the
 * caller is comes from `authorization` in the connection parameters or the token cookie of the
 * upgrade request; a staff-only subscription from anyone else closes the socket with 4403.
 */
import { GraphQLError, getOperationAST, Kind, parse } from 'graphql'
import { useServer as attachGraphqlWs } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'

import { CLIENT_IP_HEADER } from '@/callback/client-ip'
import { GRAPHQL_LIMITS, LIVE_FORBIDDEN_CLOSE_CODE } from '@/config/constants'
import { getEnv } from '@/config/env'

import { tokenFrom } from './auth'
import { closeLiveBus } from './bus'
import { type GraphqlContext, graphqlContext } from './context'
import { GraphqlRequestError } from './errors'
import { prepare, validationErrors } from './execute'
import type { LiveServer } from './live-registry'
import { payloadRequestFor } from './payload-request'
import { executableSchema } from './schema'
import { STAFF_SUBSCRIPTIONS } from './subscriptions'

const firstValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value

/** A subscription message is a query text and variables; nothing legitimate comes near this. */
const MAX_MESSAGE_BYTES = 64 * 1024

type Extra = { context?: GraphqlContext }

/** A browser's socket from a page of this host (or a client that is no browser: no Origin). */
function sameOrigin(origin: string | undefined, hosts: (string | string[] | undefined)[]): boolean {
  if (!origin) return true
  try {
    const host = new URL(origin).host
    return hosts.flat().some((h) => h === host)
  } catch {
    return false
  }
}

function asksForStaffOnly(query: string, operationName: string | null | undefined): boolean {
  try {
    const operation = getOperationAST(parse(query), operationName)
    return Boolean(
      operation?.selectionSet.selections.some(
        (s) => s.kind === Kind.FIELD && STAFF_SUBSCRIPTIONS.includes(s.name.value),
      ),
    )
  } catch {
    return false // a parse error is reported by validation below
  }
}

export function createLiveServer(): LiveServer {
  const env = getEnv()
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  const server = attachGraphqlWs<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: GRAPHQL_LIMITS.connectionInitWaitMs,
      isProd: env.NODE_ENV === 'production',
      async onConnect(ctx) {
        const params = ctx.connectionParams ?? {}
        const given = params.authorization ?? params.Authorization
        const { headers } = ctx.extra.request
        const host = headers.host ?? `localhost:${env.PORT}`
        const signIn = (token: string | undefined) =>
          payloadRequestFor({
            origin: `http://${host}`,
            token,
            clientIp: firstValue(headers[CLIENT_IP_HEADER]),
          })
        const bearer = tokenFrom({ authorization: typeof given === 'string' ? given : undefined })
        // The cookie signs in only pages of this site: another site's page opening a socket
        // here must not ride on a visitor's session (the browser would send the cookie).
        const cookie = sameOrigin(headers.origin, [headers.host, headers['x-forwarded-host']])
          ? tokenFrom({ cookie: headers.cookie })
          : undefined
        const req = await signIn(bearer ?? cookie)
        // Credentials a client chose to send and that sign nobody in are refused (4403); a
        // stale cookie only leaves the visitor anonymous, who may still follow public news.
        if (bearer && !req.user) return false
        // Nothing sets cookies over a socket.
        ctx.extra.context = graphqlContext(req, false)
        return true
      },
      async onSubscribe(ctx, _id, payload) {
        const context = ctx.extra.context
        if (!context) return [new GraphQLError('Not connected')]
        if (!context.req.user && asksForStaffOnly(payload.query, payload.operationName)) {
          ctx.extra.socket.close(LIVE_FORBIDDEN_CLOSE_CODE, 'Forbidden')
          return [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })]
        }
        const executable = await executableSchema()
        const operation = {
          query: payload.query,
          variables: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
        }
        try {
          const prepared = prepare(executable, operation)
          return {
            schema: executable.schema,
            document: prepared.document,
            variableValues: operation.variables,
            operationName: operation.operationName,
            // Each operation its own context: locales must not leak between subscriptions.
            contextValue: { ...context },
          }
        } catch (error) {
          if (!(error instanceof GraphqlRequestError)) throw error
          return validationErrors(error).map(
            (e) => new GraphQLError(e.message, { extensions: e.extensions }),
          )
        }
      },
    },
    wss,
  )
  return {
    handleUpgrade(request, socket, head) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
    },
    async close() {
      for (const client of wss.clients) client.close(1001, 'Server is restarting')
      await server.dispose()
      await closeLiveBus()
    },
  }
}
