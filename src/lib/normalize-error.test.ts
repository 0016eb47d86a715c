import { describe, expect, it } from 'vitest'

import {
  clampStatus,
  DEFAULT_STATUS_CODE,
  describeError,
  MAX_MESSAGE_LENGTH,
  normalizeError,
  statusFromDigest,
  withStatus,
} from './normalize-error'

const fallbackMessage = 'Something went wrong'
const hide = { fallbackMessage }
const expose = { fallbackMessage, exposeDetails: true }

/** The shape of Payload's APIError (status, isPublic), without loading Payload in a unit test. */
class FakeApiError extends Error {
  constructor(
    message: string,
    public status: number,
    public isPublic = status !== 500,
  ) {
    super(message)
  }
}

/** What a server component's error looks like in the browser of a production build. */
function redacted(digest: string): Error & { digest: string } {
  return Object.assign(
    new Error(
      'An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details. A digest property is included on this error instance which may provide additional details about the nature of the error.',
    ),
    { digest },
  )
}

describe('clampStatus', () => {
  it('keeps integer statuses of 400–599', () => {
    expect(clampStatus(400)).toBe(400)
    expect(clampStatus(404)).toBe(404)
    expect(clampStatus(503)).toBe(503)
    expect(clampStatus(599)).toBe(599)
    expect(clampStatus('422')).toBe(422)
  })
  it('turns everything else into the default 500', () => {
    for (const value of [
      undefined,
      null,
      0,
      200,
      302,
      399,
      600,
      999,
      500.5,
      Number.NaN,
      '5xx',
      {},
    ]) {
      expect(clampStatus(value), String(value)).toBe(DEFAULT_STATUS_CODE)
    }
  })
})

describe('statusFromDigest', () => {
  it('reads our status digests and Next’s HTTP fallback digests', () => {
    expect(statusFromDigest('HTTP_STATUS;503;abc123')).toBe(503)
    expect(statusFromDigest('HTTP_STATUS;429')).toBe(429)
    expect(statusFromDigest('NEXT_HTTP_ERROR_FALLBACK;404')).toBe(404)
    expect(statusFromDigest('NEXT_HTTP_ERROR_FALLBACK;403')).toBe(403)
  })
  it('ignores other digests', () => {
    for (const digest of ['2937593020', 'NEXT_REDIRECT;replace;/x;307;', 'HTTP_STATUS;5031', 7]) {
      expect(statusFromDigest(digest), String(digest)).toBeUndefined()
    }
  })
})

describe('withStatus', () => {
  it('puts the status on the error and into a digest that survives serialisation', () => {
    const error = withStatus(new Error('down'), 503)
    expect(error.statusCode).toBe(503)
    expect(error.digest).toMatch(/^HTTP_STATUS;503;[a-z0-9]+$/)
    expect(normalizeError(redacted(error.digest), hide)).toEqual({
      message: fallbackMessage,
      statusCode: 503,
    })
  })
})

describe('normalizeError', () => {
  it('defaults to 500 and the fallback for null, undefined and primitives', () => {
    for (const value of [null, undefined, 42, true, Symbol('x')]) {
      expect(normalizeError(value, hide), String(value)).toEqual({
        message: fallbackMessage,
        statusCode: 500,
      })
    }
  })

  it('treats a thrown string as a 500 whose text shows only with details exposed', () => {
    expect(normalizeError('disk full', hide)).toEqual({ message: fallbackMessage, statusCode: 500 })
    expect(normalizeError('disk full', expose)).toEqual({ message: 'disk full', statusCode: 500 })
    expect(normalizeError('', expose)).toEqual({ message: fallbackMessage, statusCode: 500 })
  })

  it('hides the details of a plain Error (500) unless exposed', () => {
    const error = new Error('SQLITE_BUSY: database is locked')
    expect(normalizeError(error, hide)).toEqual({ message: fallbackMessage, statusCode: 500 })
    expect(normalizeError(error, expose)).toEqual({
      message: 'SQLITE_BUSY: database is locked',
      statusCode: 500,
    })
  })

  it('reads statusCode or status from objects and shows 4xx messages', () => {
    expect(normalizeError({ statusCode: 404, message: 'No such page' }, hide)).toEqual({
      message: 'No such page',
      statusCode: 404,
    })
    expect(normalizeError({ status: 429, message: 'Too many requests' }, hide)).toEqual({
      message: 'Too many requests',
      statusCode: 429,
    })
    expect(normalizeError({ status: 503, message: 'pool exhausted' }, hide)).toEqual({
      message: fallbackMessage,
      statusCode: 503,
    })
    // statusCode wins over status when both are present.
    expect(normalizeError({ statusCode: 410, status: 500 }, hide).statusCode).toBe(410)
  })

  it('clamps statuses outside 400–599 to 500', () => {
    expect(normalizeError({ statusCode: 302, message: 'moved' }, hide)).toEqual({
      message: fallbackMessage,
      statusCode: 500,
    })
    expect(normalizeError({ status: 700 }, hide).statusCode).toBe(500)
    expect(normalizeError({ status: 'teapot' }, hide).statusCode).toBe(500)
  })

  it('follows Payload’s status and isPublic', () => {
    expect(normalizeError(new FakeApiError('You are not allowed', 403), hide)).toEqual({
      message: 'You are not allowed',
      statusCode: 403,
    })
    expect(normalizeError(new FakeApiError('secret detail', 400, false), hide)).toEqual({
      message: fallbackMessage,
      statusCode: 400,
    })
    expect(normalizeError(new FakeApiError('Something broke', 500), hide)).toEqual({
      message: fallbackMessage,
      statusCode: 500,
    })
  })

  it('reads the status from Next digests and never shows Next’s internal messages', () => {
    const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), {
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    })
    expect(normalizeError(notFound, expose)).toEqual({ message: fallbackMessage, statusCode: 404 })
    expect(normalizeError(redacted('1234567890'), expose)).toEqual({
      message: fallbackMessage,
      statusCode: 500,
    })
    // The digest's status wins: it is the only thing a server error carries to the browser.
    expect(normalizeError({ digest: 'HTTP_STATUS;503;x', statusCode: 400 }, hide).statusCode).toBe(
      503,
    )
  })

  it('never returns a stack trace or an overlong message', () => {
    const error = { statusCode: 400, message: 'Bad input\n    at handler (/srv/app.js:1:1)' }
    expect(normalizeError(error, hide).message).toBe('Bad input')
    const long = normalizeError({ statusCode: 400, message: 'x'.repeat(1000) }, hide).message
    expect(long.length).toBe(MAX_MESSAGE_LENGTH)
    expect(normalizeError({ statusCode: 400, message: '   ' }, hide).message).toBe(fallbackMessage)
    expect(normalizeError({ statusCode: 400, message: 42 }, hide).message).toBe(fallbackMessage)
  })

  it('throws when the thrown value cannot be read, so the error view can fail over', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('unreadable')
      },
    })
    expect(() => normalizeError(hostile, hide)).toThrow('unreadable')
  })
})

describe('describeError', () => {
  it('gives message, cause and digest on one line', () => {
    const error = Object.assign(new Error('outer', { cause: new Error('inner\nstack') }), {
      digest: 'abc',
    })
    expect(describeError(error)).toBe('outer — inner — digest: abc')
    expect(describeError('plain')).toBe('plain')
    expect(describeError(null)).toBe('')
  })
  it('never throws, even for values whose getters throw', () => {
    const hostile = Object.defineProperties(
      {},
      {
        message: {
          get() {
            throw new Error('no')
          },
        },
        digest: { value: 'd1' },
      },
    )
    expect(describeError(hostile)).toBe('digest: d1')
  })
})
