import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import type { PersonCard } from '@/data/content'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './contact-cards.module.css'

/**
 * People as compact contact cards: a small portrait, the name linking to the bio, the position,
 * and the phone (and, with `email`, the e-mail) as their own links, so a visitor can call
 * straight from a practice page or a search. The name is the only link to the bio: the phone and
 * e-mail links could not sit inside a card-wide link.
 */
export function ContactCards({
  people,
  email = true,
  headingLevel = 3,
  className,
}: {
  people: PersonCard[]
  email?: boolean
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={[styles.cards, className].filter(Boolean).join(' ')}>
      {people.map((person) => (
        <li key={person.id} className={`contact-card ${styles.card}`}>
          <div className={styles.photo}>
            {/* The name beside it says who this is; the photo adds nothing for a reader. */}
            <PersonPhoto name={person.name} photo={person.photo} size="small" alt="" />
          </div>
          <div className={styles.text}>
            <Heading className={styles.name}>
              <Link href={paths.person(person)}>{person.name}</Link>
            </Heading>
            {person.roleLabel ? <p className={styles.role}>{person.roleLabel}</p> : null}
            <p className={styles.links}>
              <PhoneLink phone={person.contacts?.phone} />
              {email ? <EmailLink email={person.contacts?.email} /> : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
