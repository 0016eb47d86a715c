import type { IndustrySector } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './home.module.css'

/** Industry sectors as a compact index of links. */
export function SectorLinks({ sectors }: { sectors: IndustrySector[] }) {
  return (
    <ul className={styles.sectorList}>
      {sectors.map((sector) => (
        <li key={sector.id}>
          <Link href={paths.sector(sector)} className={styles.sectorLink}>
            <span>{sector.title}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
