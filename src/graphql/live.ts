/**
 * The live channel: graphql-ws (subprotocol graphql-transport-ws) on /graphql, same port. Who the
 * caller is comes from `authorization` in the connection parameters or the token cookie of the
 * upgrade request; a staff-only subscription from anyone else closes the socket with 4403.
 *
 * Bounds (issue 16, finding 11): sockets per client address (IPv6 by /64) and subscriptions per
 * socket (LIVE_LIMITS), subscribe messages counted by the endpoint's rate limit, and a staff
 * socket re-checks its session periodically: one whose session ended (logout, expiry, user
 * removed) is closed with 4401, so it stops receiving callback requests within that period.
 */
import { GraphQLError, getOperationAST, Kind, parse } from 'graphql'
import { useServer as attachGraphqlWs } from 'graphql-ws/use/ws'
import { WebSocketServer } from 'ws'
import { LIVE_FORBIDDEN_CLOSE_CODE } from '@/config/constants'
import { getEnv } from '@/config/env'
import { closeLiveBus } from '@/events/bus'
import { addressGroup } from '@/lib/address-group'
import { CLIENT_IP_HEADER } from '@/lib/client-ip'
import { takeApiRequest, tooManyRequestsMessage } from '@/rate-limits/api-rate-limit'
import { forwardedClient, proxyTrust } from '@/security/forwarded'
import { SESSION_COOKIES, tokenFrom } from './auth'
import { type GraphqlContext, graphqlContext } from './context'
import { GraphqlRequestError } from './errors'
import { prepare, validationErrors } from './execute'
import { LIVE_LIMITS } from './limits'
import type { LiveServer } from './live-registry'
import { payloadRequestFor } from './payload-request'
import { executableSchema } from './schema'
import { STAFF_SUBSCRIPTIONS } from './subscriptions'

const firstValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value

type Extra = { context?: GraphqlContext; stopSessionCheck?: () => void }

/**
 * A browser's socket from a page of this host (or a client that is no browser: no Origin). The
 * hosts are the Host header and, only behind a trusted proxy, X-Forwarded-Host: without one any
 * client can write it, and a page of another site would pass as this one's.
 */
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
  const trust = proxyTrust(env.TRUSTED_PROXIES)
  const sessionCheckMs = env.GRAPHQL_LIVE_SESSION_CHECK_MS ?? LIVE_LIMITS.sessionCheckMs
  /** Open sockets per client group. */
  const sockets = new Map<string, number>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_LIMITS.maxMessageBytes })
  const server = attachGraphqlWs<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: LIVE_LIMITS.connectionInitWaitMs,
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
        // The cookie signs in only pages of this site (the admin's, whose session cookie the
        // browser sends along): another site's page opening a socket here must not ride on a
        // visitor's session.
        const peer = ctx.extra.request.socket.remoteAddress
        const proxied = forwardedClient(peer, headers['x-forwarded-for'], trust).trustedHops > 0
        const hosts = [headers.host, ...(proxied ? [headers['x-forwarded-host']] : [])]
        const cookie = sameOrigin(headers.origin, hosts)
          ? tokenFrom({ cookie: headers.cookie }, SESSION_COOKIES)
          : undefined
        const token = bearer ?? cookie
        const req = await signIn(token)
        // Credentials a client chose to send and that sign nobody in are refused (4403); a
        // stale cookie only leaves the visitor anonymous, who may still follow public news.
        if (bearer && !req.user) return false
        // Nothing sets cookies over a socket.
        ctx.extra.context = graphqlContext(req, false)
        if (req.user && token) {
          // Rights are checked at subscribe time; a session can end later (logout, expiry).
          const socket = ctx.extra.socket
          const timer = setInterval(() => {
            signIn(token)
              .then((again) => {
                if (!again.user) socket.close(LIVE_LIMITS.sessionEndedCloseCode, 'Session ended')
              })
              .catch(() => undefined) // the database is away: checked again next time
          }, sessionCheckMs)
          timer.unref()
          socket.once('close', () => clearInterval(timer))
          ctx.extra.stopSessionCheck = () => clearInterval(timer)
        }
        return true
      },
      onClose(ctx) {
        ctx.extra.stopSessionCheck?.()
      },
      async onSubscribe(ctx, _id, payload) {
        const context = ctx.extra.context
        if (!context) return [new GraphQLError('Not connected')]
        // This one is already among the socket's subscriptions (graphql-ws adds it before asking).
        if (Object.keys(ctx.subscriptions).length > LIVE_LIMITS.maxSubscriptionsPerSocket) {
          return [
            new GraphQLError(
              `At most ${LIVE_LIMITS.maxSubscriptionsPerSocket} subscriptions per connection`,
              { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } },
            ),
          ]
        }
        const wait = await takeApiRequest(firstValue(ctx.extra.request.headers[CLIENT_IP_HEADER]))
        if (wait > 0) {
          return [
            new GraphQLError(tooManyRequestsMessage(wait), {
              extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: wait },
            }),
          ]
        }
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
          const prepared = prepare(executable, operation, { staff: Boolean(context.req.user) })
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
      wss.handleUpgrade(request, socket, head, (ws) => {
        const group = addressGroup(
          firstValue(request.headers[CLIENT_IP_HEADER])?.trim() || 'unknown',
        )
        const open = sockets.get(group) ?? 0
        if (open >= LIVE_LIMITS.maxSocketsPerClient) {
          // graphql-ws clients do not retry this code: no storm of reconnections.
          ws.close(LIVE_LIMITS.tooManySocketsCloseCode, 'Too many connections from this address')
          return
        }
        sockets.set(group, open + 1)
        ws.once('close', () => {
          const left = (sockets.get(group) ?? 1) - 1
          if (left > 0) sockets.set(group, left)
          else sockets.delete(group)
        })
        wss.emit('connection', ws, request)
      })
    },
    async close() {
      for (const client of wss.clients) client.close(1001, 'Server is restarting')
      await server.dispose()
      await closeLiveBus()
    },
  }
}
