import { FALLBACK_LOCALE, type Locale } from '@/config/constants'
import { keptValues } from '@/lib/kept-values'
import type ru from './messages/ru.json'

/** The message catalogue's shape, typed from the Russian catalogue (the default language). */
export type Messages = typeof ru

/**
 * A production process merges each catalogue with the fallback once, not on every request (next-intl
 * asks for the messages once per request); in development the catalogues change under hot reload.
 */
const keptMessages = keptValues(readMessages)
const keepLoaded = process.env.NODE_ENV === 'production'

/** Loads a locale's messages; keys missing in another catalogue fall back to the fallback locale's. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return keepLoaded ? keptMessages(locale) : readMessages(locale)
}

async function readMessages(locale: Locale): Promise<Messages> {
  const fallback = (await import(`./messages/${FALLBACK_LOCALE}.json`)).default as Messages
  if (locale === FALLBACK_LOCALE) return fallback
  const own = (await import(`./messages/${locale}.json`)).default as Messages
  return deepMerge(fallback, own)
}

function deepMerge<T>(base: T, over: T): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return over ?? base
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [k, v] of Object.entries(over as Record<string, unknown>)) {
    out[k] = deepMerge((base as Record<string, unknown>)[k], v)
  }
  return out as T
}
