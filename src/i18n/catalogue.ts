import type { Locale } from '@/config/constants'
import type { Messages } from './messages'
import en from './messages/en.json'
import ru from './messages/ru.json'

const CATALOGUES: Record<Locale, Messages> = { ru, en }

/**
 * A language's whole message catalogue, read synchronously: for server code outside Next's request
 * scope (the custom server's own pages, mail, the form action's messages, scripts). Both catalogues
 * have the same keys (src/i18n/messages.test.ts checks it). Client components never import this: they
 * receive only the texts they show from their server half.
 */
export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale]
}
