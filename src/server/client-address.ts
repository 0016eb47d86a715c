/**
 * Server step: the client's address, as this server sees it (behind TRUST_PROXY_HOPS proxies),
 * written into our own header for rate limits in routes and actions; whatever a client sent under
 * that name is replaced, so the header can be trusted.
 */
import type { IncomingMessage } from 'node:http'

import { CLIENT_IP_HEADER, clientAddress } from '@/lib/client-ip'
import type { RequestStep } from './request-steps'

/** Records the client's address in our own header, over anything a client sent under that name. */
export function stampClientAddress(req: IncomingMessage, trustedHops: number): void {
  req.headers[CLIENT_IP_HEADER] = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedHops,
  )
}

/** Step: every request carries the client's address in our own header. */
export function recordClientAddress(trustedHops: number): RequestStep {
  return ({ req }) => {
    stampClientAddress(req, trustedHops)
    return 'next'
  }
}
