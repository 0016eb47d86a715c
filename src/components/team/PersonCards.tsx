import { MediaImage } from '@/components/ui/MediaImage'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import type { Person } from '@/payload-types'

export function PersonCards({ people }: { people: Person[] }) {
  return (
    <ul className="cards people">
      {people.map((person) => (
        <li key={person.id} className="person-card">
          {/* The photo repeats the name link for pointer users; keyboards and readers get one link. */}
          <Link href={paths.person(person)} tabIndex={-1} aria-hidden="true">
            <MediaImage media={person.photo} size="portrait" alt="" />
          </Link>
          <h3>
            <Link href={paths.person(person)}>{person.name}</Link>
          </h3>
          {person.roleLabel ? <p className="meta">{person.roleLabel}</p> : null}
        </li>
      ))}
    </ul>
  )
}
