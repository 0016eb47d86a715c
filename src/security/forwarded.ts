/**
 * Who sent a request when proxies stand in front: `X-Forwarded-For` (and `-Proto`, `-Host`) are
 * believed only as far as the addresses that wrote them are the deployment's own proxies
 * (TRUSTED_PROXIES: addresses or CIDR ranges). Express's `proxy-addr` walks the chain.
 */
import type { IncomingMessage } from 'node:http'

import proxyaddr from 'proxy-addr'

import { CLIENT_IP_HEADER } from '@/lib/client-ip'

/** Whether an address (at its place in the chain) is one of the deployment's proxies. */
export type ProxyTrust = (address: string, index: number) => boolean

/** The trust of a TRUSTED_PROXIES list; throws on an entry that is no address or range. */
export function proxyTrust(list: readonly string[]): ProxyTrust {
  return list.length === 0 ? () => false : proxyaddr.compile([...list])
}

/**
 * The client's address and how many proxies of the deployment forwarded the request (the socket's
 * peer among them): the chain of `X-Forwarded-For` is read from the peer backwards while each
 * address is trusted; a client can write any entries before those, never after.
 */
export function forwardedClient(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): { address: string; trustedHops: number } {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  const req = {
    connection: { remoteAddress: socketAddress ?? 'unknown' },
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
  } as Parameters<typeof proxyaddr.all>[0]
  const chain = proxyaddr.all(req, trust)
  const address = (chain[chain.length - 1] ?? 'unknown').replace(/^::ffff:/, '')
  return { address, trustedHops: chain.filter((hop, i) => trust(hop, i)).length }
}

/**
 * Writes the client's address into our own header for the rate limits (Next tells routes no
 * socket address), over a client's own value under that name.
 */
export function stampClientAddress(req: IncomingMessage, trust: ProxyTrust): void {
  const client = forwardedClient(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust)
  req.headers[CLIENT_IP_HEADER] = client.address
  // The scheme and host (HSTS, absolute addresses) count only from the deployment's proxies.
  if (client.trustedHops === 0) {
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-host']
  }
}
