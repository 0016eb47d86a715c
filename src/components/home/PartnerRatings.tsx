import { MediaImage } from '@/components/ui/MediaImage'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import type { Person } from '@/payload-types'

import styles from './home.module.css'

/** Partners with their ratings (SPEC §2): name, role label and the rankings that list them. */
export function PartnerRatings({ partners }: { partners: Person[] }) {
  return (
    <ul className={styles.partners}>
      {partners.map((partner) => (
        <li key={partner.id} className={styles.partner}>
          <MediaImage
            media={partner.photo}
            size="thumbnail"
            alt=""
            className={styles.partnerPhoto}
          />
          <div>
            <h3 className={styles.partnerName}>
              <Link href={paths.person(partner)} className={styles.stretched}>
                {partner.name}
              </Link>
            </h3>
            {partner.roleLabel ? <p className={styles.partnerRole}>{partner.roleLabel}</p> : null}
            {partner.ratings?.length ? (
              <ul className={styles.ratings}>
                {partner.ratings.slice(0, 2).map((rating) => (
                  <li key={rating.id ?? rating.source}>
                    <strong>{rating.source}</strong>
                    {rating.text ? ` — ${rating.text}` : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
