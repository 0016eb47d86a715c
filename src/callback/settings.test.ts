import { describe, expect, it } from 'vitest'

import { CALLBACK } from '@/config/constants'
import { parseEnv } from '@/config/env'

import { callbackSettings } from './settings'

describe('callback settings', () => {
  it('are the constants unless the environment says otherwise', () => {
    expect(callbackSettings(parseEnv({}))).toEqual({
      minFillMs: CALLBACK.minFillMs,
      ipLimit: CALLBACK.ipLimit,
      phoneLimit: CALLBACK.phoneLimit,
    })
    const tuned = callbackSettings(
      parseEnv({
        CALLBACK_MIN_FILL_MS: '0',
        CALLBACK_LIMIT_PER_IP: '1000',
        CALLBACK_LIMIT_PER_PHONE: '7',
      }),
    )
    expect(tuned).toEqual({
      minFillMs: 0,
      ipLimit: { points: 1000, windowSeconds: CALLBACK.ipLimit.windowSeconds },
      phoneLimit: { points: 7, windowSeconds: CALLBACK.phoneLimit.windowSeconds },
    })
  })
})
