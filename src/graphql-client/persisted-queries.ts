/**
 * Automatic persisted queries, version 1 (SPEC §7, §9): a query goes out as its SHA-256 hash, and
 * falls back to the full query text "on a not-found or unsupported error or HTTP 400 or 500".
 *
 * Apollo 4's own defaults (`@apollo/client/link/persisted-queries`) retry with the full query on
 * PersistedQueryNotFound and PersistedQueryNotSupported only, and disable hashing for the session
 * on PersistedQueryNotSupported. The retry below adds HTTP 400 and 500; the disable stays Apollo's:
 * a 400 or 500 also comes from ordinary failures (a bad variable, a crashed resolver), and one of
 * them should not switch hashing off for the rest of the visit.
 */
import { ServerError, ServerParseError } from '@apollo/client/errors'
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries'

/** Statuses a server without persisted queries answers a hash-only request with. */
const FALLBACK_STATUSES: readonly number[] = [400, 500]

/** Hex SHA-256 of a text with Web Crypto (browsers in a secure context, Node ≥ 19). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether hashing can work here: `crypto.subtle` exists only in secure contexts (https, localhost),
 * so a page served over plain http from another host sends full queries instead of failing each one.
 */
export function canHash(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function'
}

type Options = PersistedQueryLink.RetryFunctionOptions

/** The HTTP status of the failed attempt: from the error, else from the response in the context. */
function statusOf({ error, operation }: Options): number | undefined {
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode
  const response = operation.getContext().response as { status?: unknown } | undefined
  return typeof response?.status === 'number' ? response.status : undefined
}

/**
 * Retry with the full query: the server does not know the hash, does not do persisted queries, or
 * answered 400 or 500 without executing anything (no `data`: a result with data ran, and running a
 * mutation twice is worse than reporting its error).
 */
export function shouldRetryWithFullQuery(options: Options): boolean {
  const { meta, result } = options
  if (meta.persistedQueryNotFound || meta.persistedQueryNotSupported) return true
  const status = statusOf(options)
  return status !== undefined && FALLBACK_STATUSES.includes(status) && result?.data == null
}

/** Stop hashing for the session: only when the server says it does not do persisted queries. */
export function shouldDisablePersistedQueries({ meta }: Options): boolean {
  return meta.persistedQueryNotSupported
}

/** The persisted-query link: hashed queries as GET (cacheable), mutations as POST. */
export function createPersistedQueriesLink(): PersistedQueryLink {
  return new PersistedQueryLink({
    sha256: sha256Hex,
    useGETForHashedQueries: true,
    retry: shouldRetryWithFullQuery,
    disable: shouldDisablePersistedQueries,
  })
}
