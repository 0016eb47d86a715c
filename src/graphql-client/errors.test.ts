import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors'
import { describe, expect, it } from 'vitest'

import {
  describeApolloError,
  MISSING_RESPONSE_MESSAGE,
  statusMessage,
  toNormalizedError,
  toSpecTransportError,
} from './errors'

const options = { fallbackMessage: 'Something went wrong' }

function serverError(message: string, status: number, bodyText = ''): ServerError {
  return new ServerError(message, { response: new Response(bodyText, { status }), bodyText })
}

describe('toSpecTransportError', () => {
  it('rewords Apollo 4’s "malformed" response as SPEC §8’s "missing"', () => {
    const error = toSpecTransportError(
      serverError("Server response was malformed for query 'News'.", 200, '{}'),
      'News',
    )
    expect(ServerError.is(error)).toBe(true)
    expect((error as ServerError).message).toBe(`${MISSING_RESPONSE_MESSAGE} 'News'.`)
    expect((error as ServerError).bodyText).toBe('{}')
  })

  it('leaves other errors as they are', () => {
    const status = serverError(statusMessage(502), 502)
    expect(toSpecTransportError(status, 'News')).toBe(status)
    const plain = new Error('offline')
    expect(toSpecTransportError(plain, 'News')).toBe(plain)
  })
})

describe('toNormalizedError', () => {
  it('shows a 4xx transport error with its status', () => {
    expect(toNormalizedError(serverError(statusMessage(404), 404), options)).toEqual({
      message: 'Response not successful: Received status code 404',
      statusCode: 404,
    })
  })

  it('turns 5xx, 3xx and parse errors into the generic error', () => {
    expect(toNormalizedError(serverError(statusMessage(503), 503), options)).toEqual({
      message: options.fallbackMessage,
      statusCode: 503,
    })
    expect(toNormalizedError(serverError(statusMessage(302), 302), options)).toEqual({
      message: options.fallbackMessage,
      statusCode: 500,
    })
    const parse = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: new Response('<html>', { status: 200 }),
      bodyText: '<html>',
    })
    expect(toNormalizedError(parse, options)).toEqual({
      message: options.fallbackMessage,
      statusCode: 500,
    })
  })

  it('reads the status of GraphQL errors from Payload’s statusCode, http.status or the code', () => {
    const payload = new CombinedGraphQLErrors({
      errors: [
        { message: 'You are not allowed to perform this action.', extensions: { statusCode: 403 } },
      ],
    })
    expect(toNormalizedError(payload, options)).toEqual({
      message: 'You are not allowed to perform this action.',
      statusCode: 403,
    })
    const http = new CombinedGraphQLErrors({
      errors: [{ message: 'Too many', extensions: { http: { status: 429 } } }],
    })
    expect(toNormalizedError(http, options).statusCode).toBe(429)
    const coded = new CombinedGraphQLErrors({
      errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT' } }],
    })
    expect(toNormalizedError(coded, options)).toEqual({ message: 'Bad input', statusCode: 400 })
    const bare = new CombinedGraphQLErrors({ errors: [{ message: 'resolver exploded' }] })
    expect(toNormalizedError(bare, options)).toEqual({
      message: options.fallbackMessage,
      statusCode: 500,
    })
  })

  it('maps the live channel’s forbidden and unauthorised closes', () => {
    const forbidden = new Error('Socket closed with event 4403 Forbidden')
    expect(describeApolloError(forbidden)).toEqual({ message: forbidden.message, statusCode: 403 })
    expect(
      toNormalizedError(new Error('Socket closed with event 4401 Unauthorized'), options),
    ).toEqual({ message: 'Socket closed with event 4401 Unauthorized', statusCode: 401 })
    expect(toNormalizedError(new Error('Socket closed with event 1006 '), options).statusCode).toBe(
      500,
    )
  })
})
