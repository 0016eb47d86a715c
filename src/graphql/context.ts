/** What every resolver receives, over HTTP and over the live channel. */
import type { PayloadRequest } from 'payload'

export type GraphqlContext = {
  /** Payload's request: the caller (`req.user`), locale and data loader its resolvers expect. */
  req: PayloadRequest
  /** Headers Payload's own resolvers add (they write `context.headers`). */
  headers: Record<string, string>
  /** Set-Cookie values for the response (login, logout); empty on the live channel. */
  cookies: string[]
  /** Whether cookies get the Secure flag (production). */
  secureCookies: boolean
}

/** A context for one caller; cookies are Secure in production. */
export function graphqlContext(req: PayloadRequest, secureCookies: boolean): GraphqlContext {
  return { req, headers: {}, cookies: [], secureCookies }
}
