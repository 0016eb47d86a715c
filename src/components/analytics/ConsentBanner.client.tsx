'use client'

import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'

import styles from './consent.module.css'
import { useConsentBanner } from './use-consent-banner'

/**
 * The analytics consent banner: fixed over the bottom of the page (it never moves the content),
 * a named region with its heading, the text with a link to the privacy policy, and two equal
 * buttons. Shown after hydration when no decision holds, or when the visitor opens the settings.
 */
export function ConsentBanner({
  locale,
  texts,
}: {
  locale: Locale
  texts: ClientTexts<'consent'>
}) {
  const { open, saving, failed, heading, decide, onKeyDown } = useConsentBanner(locale)
  if (!open) return null
  return (
    <section
      id="analytics-consent"
      aria-labelledby="analytics-consent-title"
      aria-busy={saving}
      className={styles.banner}
      onKeyDown={onKeyDown}
    >
      <div className={styles.inner}>
        <div className={styles.body}>
          <h2 id="analytics-consent-title" ref={heading} tabIndex={-1} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.text}>{texts.text}</p>
          {failed ? (
            <p role="alert" className={styles.failed}>
              {texts.failed}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.accept}
            disabled={saving}
            onClick={() => decide('granted')}
          >
            {texts.accept}
          </button>
          <button
            type="button"
            className={styles.decline}
            disabled={saving}
            onClick={() => decide('denied')}
          >
            {texts.decline}
          </button>
        </div>
      </div>
    </section>
  )
}
