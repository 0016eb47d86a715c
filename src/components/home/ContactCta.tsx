import { getTranslations } from 'next-intl/server'

import { PhoneLink } from '@/components/ui/ContactLinks'
import type { Site } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './home.module.css'

/** The closing call to action: talk to the firm, by phone or through the contacts page. */
export async function ContactCta({ site }: { site: Site }) {
  const t = await getTranslations('home')
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div>
        <h2 id="home-cta" className={styles.ctaTitle}>
          {t('ctaTitle')}
        </h2>
        <p className={styles.ctaText}>{t('ctaText')}</p>
      </div>
      <div className={styles.ctaActions}>
        <Link href={paths.contacts} className={styles.heroPrimary}>
          {t('ctaButton')}
        </Link>
        <PhoneLink phone={site.phone} className={styles.ctaPhone} />
      </div>
    </section>
  )
}
