import { GraphQLError } from 'graphql'
import { describe, expect, it } from 'vitest'

import { formatError, takeHttpStatus, withoutSuggestions } from './errors'

describe('takeHttpStatus', () => {
  it('takes the first asked status and its headers out of the errors a client sees', () => {
    const result = {
      errors: [
        {
          message: 'slow down',
          extensions: {
            code: 'TOO_MANY_REQUESTS',
            http: { status: 429, headers: { 'retry-after': 60 } },
          },
        },
        { message: 'also', extensions: { code: 'X', http: { status: 400 } } },
      ],
    }
    expect(takeHttpStatus(result)).toEqual({ status: 429, headers: { 'retry-after': '60' } })
    expect(result.errors.map((e) => e.extensions)).toEqual([
      { code: 'TOO_MANY_REQUESTS' },
      { code: 'X' },
    ])
  })

  it('is nothing for results without such errors', () => {
    expect(takeHttpStatus({})).toBeUndefined()
    expect(
      takeHttpStatus({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
    ).toBeUndefined()
  })
})

describe('formatError of a throttled sign-in', () => {
  it('asks for 429 and Retry-After, which takeHttpStatus then takes out', () => {
    const original = Object.assign(new Error('Too many failed sign-ins. Try again in 60 s.'), {
      status: 429,
      data: { retryAfterSeconds: 60 },
    })
    const error = new GraphQLError(original.message, { originalError: original })
    const formatted = formatError(error, { expose: false, log: () => undefined })
    expect(formatted.extensions?.code).toBe('TOO_MANY_REQUESTS')
    const result = { errors: [formatted] }
    expect(takeHttpStatus(result)).toEqual({ status: 429, headers: { 'retry-after': '60' } })
    expect(result.errors[0]?.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      data: { retryAfterSeconds: 60 },
    })
  })
})

describe('withoutSuggestions', () => {
  it("drops graphql's hints, which name the schema's fields, types and values", () => {
    expect(
      withoutSuggestions(
        'Cannot query field "callbackRequest" on type "Query". Did you mean "CallbackRequest", "CallbackRequests", or "countCallbackRequests"?',
      ),
    ).toBe('Cannot query field "callbackRequest" on type "Query".')
    expect(
      withoutSuggestions(
        'Variable "$t" got invalid value "NEWZ"; Value "NEWZ" does not exist in "Post_type" enum. Did you mean the enum value "news"?',
      ),
    ).toBe(
      'Variable "$t" got invalid value "NEWZ"; Value "NEWZ" does not exist in "Post_type" enum.',
    )
    expect(withoutSuggestions('Syntax Error: Expected Name, found <EOF>.')).toBe(
      'Syntax Error: Expected Name, found <EOF>.',
    )
  })
})
