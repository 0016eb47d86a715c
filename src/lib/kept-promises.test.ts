import { describe, expect, it } from 'vitest'

import { keptPromises } from './kept-promises'

describe('keptPromises', () => {
  it('loads a key once and gives every caller the same promise', async () => {
    let loads = 0
    const get = keptPromises(async (key: string) => `${key}${++loads}`)
    expect(get('a')).toBe(get('a'))
    expect(await get('a')).toBe('a1')
    expect(await get('b')).toBe('b2')
    expect(loads).toBe(2)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0
    const get = keptPromises(async () => {
      loads++
      if (loads === 1) throw new Error('down')
      return 'up'
    })
    await expect(get('x')).rejects.toThrow('down')
    expect(await get('x')).toBe('up')
    expect(loads).toBe(2)
  })
})
