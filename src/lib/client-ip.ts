/**
 * The client's address, for rate limits. The custom server writes it into a header of its own,
 * replacing whatever a client sent under that name, so routes and actions can trust it.
 */
export const CLIENT_IP_HEADER = 'x-collegium-client-ip'

type HeaderReader = { get(name: string): string | null }

/** The address the server recorded, or "unknown" (every such caller then shares one limit). */
export function clientIpFrom(headers: HeaderReader): string {
  return headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
}

/**
 * The address the request came from. Behind `trustedHops` reverse proxies (TRUST_PROXY_HOPS) it is
 * the entry of X-Forwarded-For the outermost trusted proxy added; a client can prepend any entries,
 * never append them.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socket = (socketAddress ?? 'unknown').replace(/^::ffff:/, '')
  if (trustedHops <= 0) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return hops[hops.length - trustedHops] ?? hops[0] ?? socket
}
