'use client'

import { useSyncExternalStore } from 'react'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'
import { GLOBAL_ERROR_TEXTS } from '@/i18n/global-error-texts'
import { describeError } from '@/lib/normalize-error'

// This view replaces every layout and provider, so its texts come bundled: both languages' three
// (generated from the catalogues, see scripts/dev/write-global-error-texts.ts; importing a catalogue would
// bundle it whole). Not loaded on demand: the last-resort view must not depend on another request.
const HOME: Record<Locale, string> = { ru: '/', en: '/en' }

/** The language of the address (`/en…`), else of the document, else the default. */
function browserLocale(): Locale {
  const prefix = window.location.pathname.split('/')[1]
  const lang = document.documentElement.lang
  for (const candidate of [prefix, lang]) {
    const found = LOCALES.find((code) => code === candidate)
    if (found) return found
  }
  return DEFAULT_LOCALE
}

const noSubscription = () => () => {}
const serverLocale = (): Locale => DEFAULT_LOCALE

const styles = {
  body: {
    margin: 0,
    fontFamily: 'system-ui, sans-serif',
    color: '#1a1a1a',
    background: '#fff',
    lineHeight: 1.5,
  },
  main: { maxWidth: 720, margin: '0 auto', padding: '48px 20px' },
  details: { color: '#555', fontFamily: 'monospace', wordBreak: 'break-word' },
  link: { color: '#7a1f1f' },
} as const

/**
 * SPEC §8, when the error view itself fails (or the layout does): the fixed title and text, the
 * details, and a plain link home (a full page load, since the app around it is broken).
 */
export default function GlobalError({ error }: { error: unknown }) {
  // The server has no address to read; the browser corrects the language right after hydration.
  const locale = useSyncExternalStore(noSubscription, browserLocale, serverLocale)
  const t = GLOBAL_ERROR_TEXTS[locale]
  const details = describeError(error)
  return (
    <html lang={locale}>
      <body style={styles.body}>
        <main style={styles.main}>
          <title>{t.fallbackTitle}</title>
          <h1>{t.fallbackTitle}</h1>
          <p>{t.fallbackText}</p>
          {details ? <p style={styles.details}>{details}</p> : null}
          <p>
            <a href={HOME[locale]} style={styles.link}>
              {t.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
