import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'
import { getClientTexts } from '@/i18n/get-client-texts'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import { AnalyticsClient } from './Analytics.client'
import { CookieSettingsButton } from './CookieSettingsButton.client'

/**
 * Yandex Metrika with consent first (SPEC §1, issue 20): the consent banner, and the counter only
 * once the visitor accepted. Nothing at all without a counter id (no banner: nothing to consent to).
 */
export async function Analytics({
  counterId,
  locale,
}: {
  counterId: number | undefined
  locale: Locale
}) {
  if (counterId === undefined) return null
  const texts = await getClientTexts('consent', locale, {
    rich: { text: { link: (chunks) => <Link href={paths.privacy}>{chunks}</Link> } },
  })
  return <AnalyticsClient counterId={counterId} locale={locale} texts={texts} />
}

/** The privacy page's block to change the decision; nothing without a counter id. */
export async function CookieSettings({
  counterId,
  locale,
}: {
  counterId: number | undefined
  locale: Locale
}) {
  if (counterId === undefined) return null
  const t = await getTranslations({ locale, namespace: 'consent' })
  return (
    <section id="cookie-settings" aria-labelledby="cookie-settings-title" className="section">
      <h2 id="cookie-settings-title">{t('settingsTitle')}</h2>
      <p>{t('settingsText')}</p>
      <CookieSettingsButton label={t('settings')} className="button" />
    </section>
  )
}
