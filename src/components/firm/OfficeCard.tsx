import { getTranslations } from 'next-intl/server'

import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import type { Office } from '@/config/payload-types'
import { mapLinks } from '@/lib/map-links'

import styles from './firm.module.css'

/** An office or branch: where it is, its hours, how to call or write, and a link to the map. */
export async function OfficeCard({
  office,
  headingLevel = 3,
}: {
  office: Office
  headingLevel?: 2 | 3
}) {
  const [t, contacts] = await Promise.all([getTranslations('firm'), getTranslations('contacts')])
  const Heading = `h${headingLevel}` as const
  const { lat, lng } = office.location ?? {}
  const maps = typeof lat === 'number' && typeof lng === 'number' ? mapLinks({ lat, lng }) : null
  return (
    <article className={styles.office}>
      <p className={styles.officeKind}>{t(`officeKinds.${office.kind}`)}</p>
      <Heading className={styles.officeName}>{office.name}</Heading>
      {office.address ? <address className={styles.officeAddress}>{office.address}</address> : null}
      {office.hours ? (
        <p className={styles.officeHours}>
          <span className={styles.officeHoursLabel}>{contacts('hours')}:</span> {office.hours}
        </p>
      ) : null}
      <p className={styles.officeContacts}>
        <PhoneLink phone={office.phone} />
        <EmailLink email={office.email} />
      </p>
      {maps ? (
        <p className={styles.officeMap}>
          <a href={maps.yandex} target="_blank" rel="noopener noreferrer">
            {t('yandexMap')}
            <span className="visually-hidden">: {office.name}</span>{' '}
            <span aria-hidden="true">↗</span>
          </a>
          <a href={maps.osm} target="_blank" rel="noopener noreferrer">
            {t('osmMap')}
            <span className="visually-hidden">: {office.name}</span>{' '}
            <span aria-hidden="true">↗</span>
          </a>
        </p>
      ) : null}
    </article>
  )
}
