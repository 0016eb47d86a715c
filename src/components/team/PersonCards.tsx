import { PersonPhoto } from '@/components/ui/PersonPhoto'
import type { Person } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './team.module.css'
import { topLevelPractices } from './team-filter'

/** How many of a partner's ratings a card shows (the bio lists them all). */
const CARD_RATINGS = 2

type Variant = 'grid' | 'partner' | 'row'

const LIST_CLASS: Record<Variant, string | undefined> = {
  grid: `cards people ${styles.grid}`,
  partner: styles.partners,
  row: styles.rows,
}

const CARD_CLASS: Record<Variant, string | undefined> = {
  grid: '',
  partner: styles.partner,
  row: styles.row,
}

/**
 * People as cards linking to their bios. `grid` (the default) is a photo grid; `partner` adds up
 * to two ratings ("partners with ratings"); `row` is a compact row with a small photo for long
 * lists. With `filterable`, each card carries the data the team filter reads.
 */
export function PersonCards({
  people,
  variant = 'grid',
  filterable = false,
}: {
  people: Person[]
  variant?: Variant
  filterable?: boolean
}) {
  return (
    <ul className={LIST_CLASS[variant]}>
      {people.map((person) => {
        const ratings = variant === 'partner' ? (person.ratings ?? []).slice(0, CARD_RATINGS) : []
        return (
          <li
            key={person.id}
            className={['person-card', styles.card, CARD_CLASS[variant]].filter(Boolean).join(' ')}
            data-person={filterable ? person.id : undefined}
            data-name={filterable ? person.name : undefined}
            data-role={filterable ? person.role : undefined}
            data-practices={
              filterable ? topLevelPractices(person.practices ?? []).join(' ') : undefined
            }
          >
            <div className={styles.photo}>
              {/* The name beside it says who this is; the photo adds nothing for a reader. */}
              <PersonPhoto
                name={person.name}
                photo={person.photo}
                size={variant === 'row' ? 'small' : 'card'}
                alt=""
              />
            </div>
            <div className={styles.text}>
              <h3 className={styles.name}>
                {/* The link covers the whole card (see the CSS), so the card is one tab stop. */}
                <Link href={paths.person(person)} className={styles.link}>
                  {person.name}
                </Link>
              </h3>
              {person.roleLabel ? <p className={styles.role}>{person.roleLabel}</p> : null}
              {ratings.length > 0 ? (
                <ul className={styles.ratings}>
                  {ratings.map((rating) => (
                    <li key={rating.id ?? rating.source}>
                      <span className={styles.source}>{rating.source}</span>
                      {rating.text ? <span> {rating.text}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
