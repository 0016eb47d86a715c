import { Link } from '@/i18n/navigation'

import styles from './list-toolbar.module.css'

export type TypeTab = { key: string; href: string; label: string; current: boolean }

/** A list's filter by kind as links (crawlable, no JavaScript needed); the current one is marked. */
export function TypeTabs({ label, tabs }: { label: string; tabs: TypeTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} scroll={false} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
