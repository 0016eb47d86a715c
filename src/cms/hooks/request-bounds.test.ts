import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { clampRead, isNumericId } from './request-bounds'

const bounds = { maxLimit: 100, maxDepth: 2 }

describe('clampRead', () => {
  it('turns "no limit" into the largest page', () => {
    expect(clampRead({ limit: 0 }, bounds)).toMatchObject({ limit: 100, pagination: true })
    expect(clampRead({ pagination: false }, bounds)).toMatchObject({ limit: 100, pagination: true })
    expect(clampRead({ limit: 0, pagination: false }, bounds)).toMatchObject({
      limit: 100,
      pagination: true,
    })
  })
  it('clamps a large limit and depth, keeps smaller ones', () => {
    expect(clampRead({ limit: 5000, depth: 10 }, bounds)).toEqual({
      limit: 100,
      depth: 2,
      pagination: true,
    })
    expect(clampRead({ limit: 12, depth: 1 }, bounds)).toEqual({ limit: 12, depth: 1 })
    expect(clampRead({ limit: 1, pagination: false, depth: 0 }, bounds)).toEqual({
      limit: 1,
      pagination: false,
      depth: 0,
    })
  })
  it('replaces a negative or malformed limit (SQLite reads LIMIT -1 as none)', () => {
    expect(clampRead({ limit: -1 }, bounds)).toMatchObject({ limit: 100, pagination: true })
    expect(clampRead({ limit: 'x' }, bounds)).toMatchObject({ limit: 100, pagination: true })
    expect(clampRead({ limit: 1.5 }, bounds)).toMatchObject({ limit: 100, pagination: true })
  })
  it('gives a missing or malformed depth the largest allowed', () => {
    expect(clampRead({}, bounds)).toEqual({ depth: 2 })
    expect(clampRead({ depth: 'abc' }, bounds)).toEqual({ depth: 2 })
    expect(clampRead({ depth: -1 }, bounds)).toEqual({ depth: 2 })
  })
  it('never lets more than the bounds through, whatever is asked', () => {
    const anything = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.boolean(),
      fc.constant(undefined),
    )
    fc.assert(
      fc.property(anything, anything, anything, (limit, depth, pagination) => {
        const out = clampRead({ limit, depth, pagination }, bounds)
        expect(out.depth).toBeGreaterThanOrEqual(0)
        expect(out.depth).toBeLessThanOrEqual(2)
        if (out.limit === undefined) expect(out.pagination).not.toBe(false)
        else {
          expect(Number.isInteger(out.limit)).toBe(true)
          expect(out.limit).toBeGreaterThanOrEqual(1)
          expect(out.limit).toBeLessThanOrEqual(100)
        }
      }),
      { seed: 16, numRuns: 500 },
    )
  })
})

describe('isNumericId', () => {
  it.each([1, 42, '1', '0042', '99999999999999'])('accepts %s', (id) => {
    expect(isNumericId(id)).toBe(true)
  })
  it.each(['abc', '', '1.5', '-1', '1e3', ' 1', 1.5, Number.NaN, null, {}, 'a'.repeat(3000)])(
    'refuses %s',
    (id) => {
      expect(isNumericId(id)).toBe(false)
    },
  )
})
