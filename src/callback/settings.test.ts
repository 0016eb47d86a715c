import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'

import { FORM_TOKEN } from './form-token'
import { CALLBACK_RATE_LIMITS, callbackSettings } from './settings'

describe('callback settings', () => {
  it('are the constants unless the environment says otherwise', () => {
    expect(callbackSettings(parseEnv({}))).toEqual({
      minFillMs: FORM_TOKEN.minFillMs,
      ipLimit: CALLBACK_RATE_LIMITS.ip,
      phoneLimit: CALLBACK_RATE_LIMITS.phone,
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
      ipLimit: { points: 1000, windowSeconds: CALLBACK_RATE_LIMITS.ip.windowSeconds },
      phoneLimit: { points: 7, windowSeconds: CALLBACK_RATE_LIMITS.phone.windowSeconds },
    })
  })
})
