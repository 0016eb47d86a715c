import { afterEach, describe, expect, it, vi } from 'vitest'

import { GRAPHQL_PATH } from '@/config/constants'

import {
  type CallbackRequestInput,
  openCallbackForm,
  sendCallbackRequest,
} from './callback-mutations'

const input: CallbackRequestInput = {
  name: 'Анна',
  phone: '+7 912 345-67-89',
  comment: '',
  agreement: true,
  locale: 'ru',
  page: '/contacts',
  formToken: 'token',
  website: '',
}

/** fetch answering once with `status` and `body` (a string is sent as it is, not as JSON). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const refusal = (code: string, message: string, extra: object = {}) => ({
  data: null,
  errors: [{ message, extensions: { code, ...extra } }],
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendCallbackRequest', () => {
  it('posts the mutation as JSON to /graphql and reads a stored request as sent', async () => {
    const fetch = answer(200, { data: { sendCallbackRequest: { sent: true, message: 'ok' } } })
    expect(await sendCallbackRequest(input)).toEqual({ kind: 'sent' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(GRAPHQL_PATH)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    const body = JSON.parse(String(init.body))
    expect(body.operationName).toBe('SendCallbackRequest')
    expect(body.query).toMatch(/sendCallbackRequest\(input: \$input\)/)
    expect(body.variables).toEqual({ input })
  })

  it('gives the server’s message per field for BAD_USER_INPUT', async () => {
    answer(
      400,
      refusal('BAD_USER_INPUT', '2 fields', {
        fields: {
          phone: { key: 'phoneInvalid', message: 'Bad phone' },
          page: { key: 'pageInvalid', message: 'Bad page' },
        },
      }),
    )
    expect(await sendCallbackRequest(input)).toEqual({
      kind: 'invalid',
      fields: { phone: 'Bad phone', page: 'Bad page' },
    })
  })

  it('passes on the refusals the visitor can act on, with their messages', async () => {
    answer(400, refusal('FORM_TOO_FAST', 'Too quick'))
    expect(await sendCallbackRequest(input)).toEqual({ kind: 'too-fast', message: 'Too quick' })
    answer(400, refusal('FORM_EXPIRED', 'Expired'))
    expect(await sendCallbackRequest(input)).toEqual({ kind: 'expired', message: 'Expired' })
    answer(429, refusal('TOO_MANY_REQUESTS', 'Try again in 9 minutes', { retryAfterSeconds: 500 }))
    expect(await sendCallbackRequest(input)).toEqual({
      kind: 'rate-limited',
      message: 'Try again in 9 minutes',
    })
  })

  it('reads every other answer as a failure', async () => {
    const failures: [number, unknown][] = [
      [503, refusal('SERVICE_UNAVAILABLE', 'Could not store')],
      [500, { errors: [{ message: 'Internal' }] }],
      [502, '<html>Bad gateway</html>'],
      [200, { data: { sendCallbackRequest: { sent: false, message: '?' } } }],
      [200, { data: { sendCallbackRequest: { sent: true } }, errors: [{ message: 'half' }] }],
      [200, 'null'],
      [400, refusal('GRAPHQL_VALIDATION_FAILED', 'Unknown field')],
      [400, refusal('BAD_USER_INPUT', 'No fields')],
      [429, { errors: [{ message: 'Slow down', extensions: { code: 'toString' } }] }],
      // A refusal code with a status it never has is not one this form trusts.
      [200, refusal('FORM_TOO_FAST', 'Too quick')],
    ]
    for (const [status, body] of failures) {
      answer(status, body)
      expect(await sendCallbackRequest(input), `${status} ${JSON.stringify(body)}`).toEqual({
        kind: 'failed',
      })
    }
  })

  it('reads a network error as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await sendCallbackRequest(input)).toEqual({ kind: 'failed' })
  })
})

describe('openCallbackForm', () => {
  it('returns the new token', async () => {
    const fetch = answer(200, { data: { openCallbackForm: '1763712000000.abc' } })
    expect(await openCallbackForm()).toBe('1763712000000.abc')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body)).query).toMatch(/openCallbackForm/)
  })

  it('returns undefined when there is none to be had', async () => {
    answer(500, { errors: [{ message: 'down' }] })
    expect(await openCallbackForm()).toBeUndefined()
    answer(200, { data: { openCallbackForm: null } })
    expect(await openCallbackForm()).toBeUndefined()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline')
      }),
    )
    expect(await openCallbackForm()).toBeUndefined()
  })
})
