import { describe, expect, it } from 'vitest'

import { isDatabaseUnreachable } from './database-errors'

const withCode = (code: string) => Object.assign(new Error('boom'), { code })

describe('isDatabaseUnreachable', () => {
  it('recognises a refused connection and PostgreSQL shutting down', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnreachable(withCode('57P01'))).toBe(true)
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true)
  })

  it('looks through wrappers: cause chains and AggregateErrors', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED')], 'connect failed')
    const wrapped = new Error('Failed query: select …', { cause: refused })
    expect(isDatabaseUnreachable(new Error('payload', { cause: wrapped }))).toBe(true)
  })

  it('leaves other failures to be 500s', () => {
    expect(isDatabaseUnreachable(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnreachable(withCode('23505'))).toBe(false)
    expect(isDatabaseUnreachable(null)).toBe(false)
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false)
  })

  it('stops on a cause that points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown }
    error.cause = error
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})
