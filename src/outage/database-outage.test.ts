import { describe, expect, it } from 'vitest'

import {
  databaseRecentlyUnreachable,
  isDatabaseUnreachable,
  markDatabaseReachable,
  markDatabaseUnavailable,
  OUTAGE_MEMORY_MS,
  type RequestMarks,
  runWithRequestMarks,
} from './database-outage'

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

describe('request marks', () => {
  it('marks only the request whose handling saw the outage', async () => {
    const first: RequestMarks = { databaseUnavailable: false }
    const second: RequestMarks = { databaseUnavailable: false }
    await Promise.all([
      runWithRequestMarks(first, async () => {
        await new Promise((r) => setTimeout(r, 5))
        markDatabaseUnavailable()
      }),
      runWithRequestMarks(second, async () => {
        await new Promise((r) => setTimeout(r, 5))
      }),
    ])
    expect(first.databaseUnavailable).toBe(true)
    expect(second.databaseUnavailable).toBe(false)
  })

  it('is harmless outside a request', () => {
    expect(() => markDatabaseUnavailable()).not.toThrow()
  })
})

describe('the process remembers an outage for a moment', () => {
  it('from the last failed read, for OUTAGE_MEMORY_MS', () => {
    const at = 1_000_000_000
    markDatabaseUnavailable(at)
    expect(databaseRecentlyUnreachable(at + 1)).toBe(true)
    expect(databaseRecentlyUnreachable(at + OUTAGE_MEMORY_MS - 1)).toBe(true)
    expect(databaseRecentlyUnreachable(at + OUTAGE_MEMORY_MS)).toBe(false)
    // Each further failure extends it.
    markDatabaseUnavailable(at + OUTAGE_MEMORY_MS)
    expect(databaseRecentlyUnreachable(at + OUTAGE_MEMORY_MS + 1)).toBe(true)
  })

  it('forgets it as soon as the database answers', () => {
    const at = 2_000_000_000
    markDatabaseUnavailable(at)
    markDatabaseReachable()
    expect(databaseRecentlyUnreachable(at + 1)).toBe(false)
  })
})
