import { APIError } from 'payload'

/**
 * A sign-in refused for too many recent failures: 429, with the wait in `data` (REST clients read
 * it in the body and the Retry-After header; src/graphql/errors.ts turns it into the status and
 * header of a GraphQL answer).
 */
export class LoginThrottledError extends APIError<{ retryAfterSeconds: number }> {
  constructor(retryAfterSeconds: number) {
    super(
      `Too many failed sign-ins. Try again in ${retryAfterSeconds} s.`,
      429,
      { retryAfterSeconds },
      true,
    )
  }
}
