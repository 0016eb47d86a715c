import { getTranslations } from 'next-intl/server'

import { ALERT_PATHS } from '@/alerts/links'
import { Link } from '@/i18n/navigation'

/** The way to the e-mail alerts, on the press center and on every practice's page. */
export async function AlertsLink() {
  const t = await getTranslations('alerts')
  return (
    <p>
      <Link href={ALERT_PATHS.subscribe}>{t('link')}</Link>
    </p>
  )
}
