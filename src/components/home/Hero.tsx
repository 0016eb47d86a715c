import { getTranslations } from 'next-intl/server'

import { Figures } from '@/components/ui/Figures'
import type { Site } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './home.module.css'

/** The opening band: who the firm is, the way to reach it, and its figures (SPEC §1). */
export async function Hero({ site }: { site: Site }) {
  const t = await getTranslations('home')
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.heroEyebrow}>{t('eyebrow')}</p>
      <h1 id="home-title" className={styles.heroTitle}>
        {t('title')}
      </h1>
      {site.tagline ? <p className={styles.heroLead}>{site.tagline}</p> : null}
      <div className={styles.heroActions}>
        <Link href={paths.contacts} className={styles.heroPrimary}>
          {t('contactUs')}
        </Link>
        <Link href={paths.practices} className={styles.heroSecondary}>
          {t('ourPractices')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <Figures figures={site.figures} tone="inverse" />
    </section>
  )
}
