import { describe, expect, it } from 'vitest'

import { isOutside, resultAfterArrow } from './popup-dialog-keys'

describe('resultAfterArrow', () => {
  const results = ['a', 'b', 'c']

  it('goes down the results and stays on the last one', () => {
    expect(resultAfterArrow(results, -1, 'ArrowDown')).toBe('a')
    expect(resultAfterArrow(results, 0, 'ArrowDown')).toBe('b')
    expect(resultAfterArrow(results, 2, 'ArrowDown')).toBe('c')
  })

  it('goes up, and from the first result back to the field', () => {
    expect(resultAfterArrow(results, 2, 'ArrowUp')).toBe('b')
    expect(resultAfterArrow(results, 0, 'ArrowUp')).toBeUndefined()
  })

  it('has nowhere to go without results', () => {
    expect(resultAfterArrow([], -1, 'ArrowDown')).toBeUndefined()
  })
})

describe('isOutside', () => {
  const box = { left: 10, right: 110, top: 20, bottom: 220 }

  it('is false inside the box and on its edges', () => {
    expect(isOutside(box, 50, 50)).toBe(false)
    expect(isOutside(box, 10, 20)).toBe(false)
    expect(isOutside(box, 110, 220)).toBe(false)
  })

  it('is true beyond any edge', () => {
    expect(isOutside(box, 9, 50)).toBe(true)
    expect(isOutside(box, 111, 50)).toBe(true)
    expect(isOutside(box, 50, 19)).toBe(true)
    expect(isOutside(box, 50, 221)).toBe(true)
  })
})
