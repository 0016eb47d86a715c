/**
 * SPEC §8 transport errors on top of Apollo Client 4, and the way from an Apollo error to the
 * generic error view (`normalizeError`).
 *
 * What Apollo 4 already does (read in `@apollo/client/link/http/parseAndCheckHttpResponse.js`):
 * - a JSON (`application/json`) answer with status ≥ 300 → `ServerError` "Response not successful:
 *   Received status code N";
 * - a body that is not JSON → `ServerParseError` carrying the JSON parser's message (the spec's
 *   "parse error").
 * What it does differently, and this module adds:
 * - an `application/graphql-response+json` answer with status ≥ 300 is taken as a GraphQL result
 *   (GraphQL over HTTP); SPEC §8 wants every status ≥ 300 to be the transport error;
 * - an answer with neither `data` nor `errors` says "Server response was malformed for query …";
 *   SPEC §8 (and Apollo 2 and 3) say "Server response was missing for query …".
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors'
import { ApolloLink } from '@apollo/client/link'
import { catchError, map, throwError } from 'rxjs'

import { type NormalizedError, type NormalizeOptions, normalizeError } from '@/lib/normalize-error'

export const MISSING_RESPONSE_MESSAGE = 'Server response was missing for query'

/** SPEC §8: the text of a transport error for an HTTP status of 300 or above. */
export function statusMessage(status: number): string {
  return `Response not successful: Received status code ${status}`
}

/** Apollo 4's wording of "neither data nor errors came back". */
const MALFORMED_RESPONSE = /^Server response was malformed for query\b/

/** The SPEC §8 text for an error Apollo words differently; anything else as it is. */
export function toSpecTransportError(error: unknown, operationName: string | undefined): unknown {
  if (ServerError.is(error) && MALFORMED_RESPONSE.test(error.message)) {
    return new ServerError(`${MISSING_RESPONSE_MESSAGE} '${operationName ?? ''}'.`, {
      response: error.response,
      bodyText: error.bodyText,
    })
  }
  return error
}

/**
 * Sits right above an HTTP-terminating link (which puts the `Response` in the operation's context
 * before parsing). A result that came with a status of 300 or above becomes the spec's
 * `ServerError`; its `bodyText` keeps the result, so the persisted-query link above can still read
 * PersistedQueryNotFound from it and the GraphQL errors are not lost.
 */
export function createTransportErrorLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        // Duck-typed: a custom fetch may bring its own Response class.
        const response = operation.getContext().response as Response | undefined
        if (typeof response?.status === 'number' && response.status >= 300) {
          throw new ServerError(statusMessage(response.status), {
            response,
            bodyText: JSON.stringify(result),
          })
        }
        return result
      }),
      catchError((error: unknown) =>
        throwError(() => toSpecTransportError(error, operation.operationName)),
      ),
    ),
  )
}

/** GraphQL error codes (Apollo Server's and ours) that have an HTTP meaning. */
const CODE_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
}

/** graphql-ws close codes that mean "not signed in" and "not allowed". */
const SOCKET_CLOSE_STATUS: Record<string, number> = { '4401': 401, '4403': 403 }

/** The HTTP status a GraphQL error carries: Payload's `statusCode`, `http.status`, or its code. */
function statusOfGraphQLError(extensions: Record<string, unknown> | undefined): number | undefined {
  if (!extensions) return undefined
  if (typeof extensions.statusCode === 'number') return extensions.statusCode
  const http = extensions.http as { status?: unknown } | undefined
  if (typeof http?.status === 'number') return http.status
  return typeof extensions.code === 'string' ? CODE_STATUS[extensions.code] : undefined
}

/** The message and status an Apollo error stands for, in the shape `normalizeError` reads. */
export function describeApolloError(error: unknown): unknown {
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return { message: error.message, statusCode: error.statusCode }
  }
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]
    return {
      message: first?.message ?? error.message,
      statusCode: statusOfGraphQLError(first?.extensions),
    }
  }
  // GraphQLWsLink turns a close event into `Error("Socket closed with event 4403 Forbidden")`.
  if (error instanceof Error) {
    const code = /^Socket closed with event (\d{4})\b/.exec(error.message)?.[1]
    const statusCode = code ? SOCKET_CLOSE_STATUS[code] : undefined
    if (statusCode) return { message: error.message, statusCode }
  }
  return error
}

/**
 * An Apollo error as the generic error view shows it (SPEC §8 "Generic errors are normalised to a
 * message plus a status code, default 500"). A parse error or a 5xx shows the fallback message.
 */
export function toNormalizedError(error: unknown, options: NormalizeOptions): NormalizedError {
  return normalizeError(describeApolloError(error), options)
}
