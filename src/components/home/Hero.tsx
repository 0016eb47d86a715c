import { Figures } from '@/components/ui/Figures'
import type { Site } from '@/config/payload-types'
import type { HomeTexts } from '@/data/home-content'
import { Link } from '@/i18n/navigation'

import styles from './home.module.css'

/** The opening band: who the firm is, the way to reach it, and its figures (SPEC §1). */
export function Hero({ site, hero }: { site: Site; hero: HomeTexts['hero'] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      {hero.eyebrow ? <p className={styles.heroEyebrow}>{hero.eyebrow}</p> : null}
      <h1 id="home-title" className={styles.heroTitle}>
        {hero.heading}
      </h1>
      {hero.lead ? <p className={styles.heroLead}>{hero.lead}</p> : null}
      <div className={styles.heroActions}>
        <Link href={hero.primaryLink} className={styles.heroPrimary}>
          {hero.primaryLabel}
        </Link>
        <Link href={hero.secondaryLink} className={styles.heroSecondary}>
          {hero.secondaryLabel} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <Figures figures={site.figures} labels={hero.figures} tone="inverse" />
    </section>
  )
}
