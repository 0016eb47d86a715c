/**
 * The client's address, as this server sees it behind the TRUSTED_PROXIES, written into our own
 * header for rate limits in routes and actions (Next tells them no socket address); whatever a
 * client sent under that name is replaced, so the header can be trusted.
 */
import type { IncomingMessage } from 'node:http'

import { CLIENT_IP_HEADER } from '@/lib/client-ip'
import { forwardedClient, type ProxyTrust } from '@/security/forwarded'

/** Records the client's address in our own header, over anything a client sent under that name. */
export function stampClientAddress(req: IncomingMessage, trust: ProxyTrust): void {
  const client = forwardedClient(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
  req.headers[CLIENT_IP_HEADER] = client.address
  // What a client says about the scheme and host (HSTS, absolute addresses) counts only through
  // the deployment's proxies.
  if (client.trustedHops === 0) {
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-host']
  }
}
