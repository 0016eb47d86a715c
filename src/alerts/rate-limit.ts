/**
 * Rate limits of the subscription form: per client address (the callback form's limit, counted
 * apart) and per e-mail address, so that nobody floods another person's inbox with confirmations.
 */
import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { callbackSettings } from '@/callback/settings'
import { processRegistry } from '@/lib/process-registry'
import { type LimiterStore, limiterTable, storedLimiter } from '@/rate-limits/stored-limiter'

/** Confirmation or reminder mails one address may be sent in a window. */
export const ALERT_EMAIL_LIMIT = { points: 3, windowSeconds: 24 * 60 * 60 } as const

export type AlertLimiters = { ip: RateLimiterAbstract; email: RateLimiterAbstract }

const TABLE = 'callback_rate_limits'
const limiters = processRegistry('limiters')

/** This process's subscription limiters (PostgreSQL shares the counts between instances). */
export function alertLimiters(payload: Payload): Promise<AlertLimiters> {
  return limiters.onceAsync('alerts', async () => {
    const store = payload.db as unknown as LimiterStore
    const table = limiterTable(store, TABLE)
    const [ip, email] = await Promise.all([
      storedLimiter(store, table, 'alerts-ip', callbackSettings().ipLimit),
      storedLimiter(store, table, 'alerts-email', ALERT_EMAIL_LIMIT),
    ])
    return { ip, email }
  })
}
