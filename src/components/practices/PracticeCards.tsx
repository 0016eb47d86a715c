import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import type { IndustrySector, Practice } from '@/payload-types'

/** Cards of practices or industry sectors, each linking to its page. */
export function TopicCards({
  items,
  kind,
}: {
  items: (Practice | IndustrySector)[]
  kind: 'practice' | 'sector'
}) {
  const href = kind === 'practice' ? paths.practice : paths.sector
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.id} className="card">
          <h3>
            <Link href={href(item)}>{item.title}</Link>
          </h3>
          {item.summary ? <p>{item.summary}</p> : null}
        </li>
      ))}
    </ul>
  )
}
