import { describe, expect, it } from 'vitest'

import { runsSettled, trackRun } from './runs-at-once'

describe('runs started at once', () => {
  it('are waited for until every one settles, a failed one and one started meanwhile too', async () => {
    const order: string[] = []
    let finishFirst = () => {}
    const first = new Promise<void>((resolve) => {
      finishFirst = resolve
    }).then(() => {
      order.push('first')
      // Started while the first was awaited: waited for as well.
      trackRun(new Promise((resolve) => setTimeout(resolve, 5)).then(() => order.push('second')))
    })
    trackRun(first)
    trackRun(Promise.reject(new Error('mail server down')).catch(() => order.push('failed')))
    const settled = runsSettled().then(() => order.push('settled'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual(['failed'])
    finishFirst()
    await settled
    expect(order).toEqual(['failed', 'first', 'second', 'settled'])
  })

  it('resolves at once when none runs', async () => {
    await expect(runsSettled()).resolves.toBeUndefined()
  })
})
