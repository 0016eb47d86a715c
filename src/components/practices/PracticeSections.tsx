import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import type { Practice } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'

import styles from './practices.module.css'
import { SectionTarget } from './SectionTarget.client'

/** The anchor of a sub-area: its `?section=` key, or its id when it has none. */
export function sectionAnchor(section: Practice): string {
  return section.sectionKey ?? `section-${section.id}`
}

/**
 * A practice's sub-areas as sections: an index of `?section=` links, then every sub-area with its
 * title, summary and (collapsible) text. The selected one is open, highlighted and brought into
 * view; all texts are in the page, so search engines and find-in-page see them.
 */
export async function PracticeSections({
  sections,
  selected,
  practicePath,
}: {
  sections: Practice[]
  selected: Practice | undefined
  /** The practice's canonical path, which the `?section=` links extend. */
  practicePath: string
}) {
  const t = await getTranslations('practice')
  const hrefOf = (s: Practice) =>
    s.sectionKey
      ? `${practicePath}?section=${encodeURIComponent(s.sectionKey)}`
      : `${practicePath}#${sectionAnchor(s)}`
  return (
    <div className={styles.sections}>
      <nav aria-label={t('areasNav')} className={styles.sectionsNav}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                href={hrefOf(s)}
                scroll={false}
                aria-current={s === selected ? 'true' : undefined}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <ol className={styles.sectionList}>
        {sections.map((s) => {
          const isSelected = s === selected
          const anchor = sectionAnchor(s)
          return (
            <li
              key={s.id}
              id={anchor}
              className={`${styles.section} ${isSelected ? styles.selected : ''}`}
              data-selected={isSelected ? 'true' : undefined}
            >
              <h3 id={`${anchor}-title`} tabIndex={-1}>
                {s.title}
              </h3>
              {s.summary ? <p>{s.summary}</p> : null}
              <details className={styles.details} open={isSelected}>
                <summary>
                  <span className={styles.more}>{t('more')}</span>
                  <span className={styles.less}>{t('less')}</span>
                  <span className="visually-hidden">: {s.title}</span>
                </summary>
                <RichText data={s.body} />
              </details>
            </li>
          )
        })}
      </ol>
      <SectionTarget id={selected ? sectionAnchor(selected) : null} />
    </div>
  )
}
