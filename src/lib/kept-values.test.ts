import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { keptValues } from './kept-values'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

describe('keptValues', () => {
  it('loads a key once, sharing the load between callers that ask during it', async () => {
    let loads = 0
    const get = keptValues(async (key: string) => `${key}${++loads}`)
    const [first, second] = await Promise.all([get('a'), get('a')])
    expect([first, second, await get('a')]).toEqual(['a1', 'a1', 'a1'])
    expect(await get('b')).toBe('b2')
    expect(loads).toBe(2)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0
    const get = keptValues(async () => {
      loads++
      if (loads === 1) throw new Error('down')
      return 'up'
    })
    await expect(get('x')).rejects.toThrow('down')
    expect(await get('x')).toBe('up')
    expect(loads).toBe(2)
  })

  it('keeps nothing of the request that loaded the value', async () => {
    const requests = new AsyncLocalStorage<{ id: number }>()
    const get = keptValues(async (key: string) => key)
    let request: { id: number } | undefined = { id: 1 }
    const collected = new WeakRef(request)
    expect(await requests.run(request, () => get('a'))).toBe('a')
    request = undefined
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    expect(collected.deref()).toBeUndefined()
    expect(await get('a')).toBe('a')
  })
})
