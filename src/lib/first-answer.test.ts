import { afterEach, describe, expect, it } from 'vitest'

import { afterFirstAnswer, isWarmedUp, markFirstAnswer, markWarmedUp } from './first-answer'
import { setProcessSingleton } from './process-singleton'

afterEach(() => {
  setProcessSingleton('first-answer', undefined)
  setProcessSingleton('warmed-up', undefined)
})

/** Whether `promise` has settled after `ms`. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, ms))
  return settled
}

describe('the first answer as a signal', () => {
  it('holds what waits until the first answer is marked', async () => {
    const waiting = afterFirstAnswer(60_000)
    expect(await settledWithin(waiting, 50)).toBe(false)
    markFirstAnswer()
    expect(await settledWithin(waiting, 0)).toBe(true)
    // Asked after the answer: at once.
    expect(await settledWithin(afterFirstAnswer(60_000), 0)).toBe(true)
  })

  it('lets what waits go after the fallback when no request comes', async () => {
    const waiting = afterFirstAnswer(100)
    expect(await settledWithin(waiting, 20)).toBe(false)
    expect(await settledWithin(waiting, 200)).toBe(true)
  })
})

it('is not warmed up until the waiting work says so', () => {
  markFirstAnswer()
  expect(isWarmedUp()).toBe(false)
  markWarmedUp()
  expect(isWarmedUp()).toBe(true)
})
