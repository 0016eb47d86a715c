import { describe, expect, it } from 'vitest'

import { mayRefresh, SESSION_LIMITS } from './session-policy'

const HOUR = 60 * 60 * 1000

describe('mayRefresh', () => {
  const created = new Date('2026-11-01T00:00:00Z')
  const at = (ms: number) => new Date(created.getTime() + ms)

  it('lets an active session refresh until the fresh token would pass the absolute limit', () => {
    expect(mayRefresh(created, at(HOUR))).toBe(true)
    expect(mayRefresh(created, at(6 * 24 * HOUR))).toBe(true)
    const lastMoment = SESSION_LIMITS.absoluteSeconds * 1000 - SESSION_LIMITS.idleSeconds * 1000
    expect(mayRefresh(created, at(lastMoment))).toBe(true)
    expect(mayRefresh(created.toISOString(), at(lastMoment + 1))).toBe(false)
    expect(mayRefresh(created, at(8 * 24 * HOUR))).toBe(false)
  })

  it('refuses a session without a readable start', () => {
    expect(mayRefresh(undefined, created)).toBe(false)
    expect(mayRefresh('not a date', created)).toBe(false)
  })
})
