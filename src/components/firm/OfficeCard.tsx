import { getTranslations } from 'next-intl/server'

import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { MediaImage } from '@/components/ui/MediaImage'
import type { Office } from '@/config/payload-types'
import { placeMapLinks } from '@/lib/map-links'

import styles from './firm.module.css'

/**
 * An office or branch: where it is, its hours, how to call or write, and links to the map. With
 * `map` (the contacts page), also its map picture and how to get there. The picture is one the
 * firm uploads: no map service is asked for anything while the page loads (no third-party script
 * or tile without consent); without one, a drawn plan stands in.
 */
export async function OfficeCard({
  office,
  headingLevel = 3,
  map = false,
}: {
  office: Office
  headingLevel?: 2 | 3
  map?: boolean
}) {
  const [t, contacts] = await Promise.all([getTranslations('firm'), getTranslations('contacts')])
  const Heading = `h${headingLevel}` as const
  const maps = placeMapLinks({ ...office.location, address: office.address })
  return (
    <article className={styles.office}>
      {map ? (
        <div className={styles.mapPicture}>
          {office.mapImage && typeof office.mapImage === 'object' ? (
            <MediaImage
              media={office.mapImage}
              size="card"
              alt={office.mapImage.alt || t('mapOf', { name: office.name })}
              sizes="(min-width: 900px) 600px, 100vw"
            />
          ) : (
            // A drawn plan with a pin: the place is named in the text beside it.
            <div className={styles.mapFallback} aria-hidden="true">
              <span className={styles.mapPin} />
              {office.city ? <span className={styles.mapCity}>{office.city}</span> : null}
            </div>
          )}
        </div>
      ) : null}
      <p className={styles.officeKind}>{t(`officeKinds.${office.kind}`)}</p>
      <Heading className={styles.officeName}>{office.name}</Heading>
      {office.address ? <address className={styles.officeAddress}>{office.address}</address> : null}
      {office.hours ? (
        <p className={styles.officeHours}>
          <span className={styles.officeHoursLabel}>{contacts('hours')}:</span> {office.hours}
        </p>
      ) : null}
      {map && office.directions ? (
        <div className={styles.directions}>
          <p className={styles.directionsLabel}>{contacts('directions')}</p>
          <p>{office.directions}</p>
        </div>
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
