import { describe, expect, it } from 'vitest'

import { takeHttpStatus } from './errors'

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
