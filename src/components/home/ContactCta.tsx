import { PhoneLink } from '@/components/ui/ContactLinks'
import type { Site } from '@/config/payload-types'
import type { HomeTexts } from '@/data/home-content'
import { Link } from '@/i18n/navigation'

import styles from './home.module.css'

/** The closing call to action: talk to the firm, by phone or through the page the editor names. */
export function ContactCta({ site, cta }: { site: Site; cta: HomeTexts['cta'] }) {
  return (
    <section className={styles.cta} aria-labelledby="home-cta">
      <div>
        <h2 id="home-cta" className={styles.ctaTitle}>
          {cta.title}
        </h2>
        {cta.text ? <p className={styles.ctaText}>{cta.text}</p> : null}
      </div>
      <div className={styles.ctaActions}>
        <Link href={cta.buttonLink} className={styles.heroPrimary}>
          {cta.buttonLabel}
        </Link>
        <PhoneLink phone={site.phone} className={styles.ctaPhone} />
      </div>
    </section>
  )
}
