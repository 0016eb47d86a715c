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
