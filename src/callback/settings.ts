/**
 * The callback pipeline's limits: SPEC-level defaults from constants, which the environment may
 * change (a busy reception desk behind one address, or a test run sending hundreds of forms).
 */
import { CALLBACK } from '@/config/constants'
import { type Env, getEnv } from '@/config/env'

export type CallbackSettings = {
  minFillMs: number
  ipLimit: { points: number; windowSeconds: number }
  phoneLimit: { points: number; windowSeconds: number }
}

export function callbackSettings(env: Env = getEnv()): CallbackSettings {
  return {
    minFillMs: env.CALLBACK_MIN_FILL_MS ?? CALLBACK.minFillMs,
    ipLimit: { ...CALLBACK.ipLimit, points: env.CALLBACK_LIMIT_PER_IP ?? CALLBACK.ipLimit.points },
    phoneLimit: {
      ...CALLBACK.phoneLimit,
      points: env.CALLBACK_LIMIT_PER_PHONE ?? CALLBACK.phoneLimit.points,
    },
  }
}
