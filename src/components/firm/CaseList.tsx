import type { Case } from '@/config/payload-types'

import styles from './firm.module.css'

/** Best projects and recent experience: numbered, the outcome first, then what the matter was. */
export function CaseList({ cases }: { cases: Case[] }) {
  return (
    <ol className={styles.projects}>
      {cases.map((item) => (
        <li key={item.id} className={styles.project}>
          <p className={styles.projectMeta}>
            {item.value ? <span className={styles.projectValue}>{item.value}</span> : null}
            {item.year ? <span>{item.year}</span> : null}
          </p>
          <h3 className={styles.projectTitle}>{item.title}</h3>
          {item.summary ? <p className={styles.projectSummary}>{item.summary}</p> : null}
        </li>
      ))}
    </ol>
  )
}
