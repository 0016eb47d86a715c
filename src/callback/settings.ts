/**
 * The callback pipeline's limits: defaults here and in form-token.ts, which the environment may
 * change (a busy reception desk behind one address, or a test run sending hundreds of forms).
 */
import { type Env, getEnv } from '@/config/env'

import { FORM_TOKEN } from './form-token'

/**
 * Requests in a window: per client address, attempts of any kind (the bad ones too); per phone
 * number, accepted requests.
 */
export const CALLBACK_RATE_LIMITS = {
  ip: { points: 10, windowSeconds: 10 * 60 },
  phone: { points: 3, windowSeconds: 60 * 60 },
} as const

export type CallbackSettings = {
  minFillMs: number
  ipLimit: { points: number; windowSeconds: number }
  phoneLimit: { points: number; windowSeconds: number }
}

export function callbackSettings(env: Env = getEnv()): CallbackSettings {
  return {
    minFillMs: env.CALLBACK_MIN_FILL_MS ?? FORM_TOKEN.minFillMs,
    ipLimit: {
      ...CALLBACK_RATE_LIMITS.ip,
      points: env.CALLBACK_LIMIT_PER_IP ?? CALLBACK_RATE_LIMITS.ip.points,
    },
    phoneLimit: {
      ...CALLBACK_RATE_LIMITS.phone,
      points: env.CALLBACK_LIMIT_PER_PHONE ?? CALLBACK_RATE_LIMITS.phone.points,
    },
  }
}
