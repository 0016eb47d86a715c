'use client'

import { useTranslations } from 'next-intl'
import { type ChangeEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react'

import styles from './achievements.module.css'
import {
  type AchievementFacets,
  type AchievementFilter,
  filterSearch,
  matchesFilter,
  NO_FILTER,
  parseFilter,
} from './filter'

/** A server-rendered item with what the filter matches it by. */
export type BrowserEntry = { id: number; facets: AchievementFacets; node: ReactNode }

type PracticeOption = { id: number; title: string; children: { id: number; title: string }[] }

/**
 * The achievements list with its filter (year, ranking source, practice). The list is rendered on
 * the server in full, so without JavaScript everything shows; here it is only narrowed. The filter
 * lives in the address (?year=&source=&practice=), read on load and kept with replaceState.
 */
export function AchievementsBrowser({
  entries,
  years,
  sources,
  practices,
}: {
  entries: BrowserEntry[]
  years: number[]
  sources: { key: string; label: string }[]
  practices: PracticeOption[]
}) {
  const t = useTranslations('achievements')
  const id = useId()
  const [filter, setFilter] = useState<AchievementFilter>(NO_FILTER)

  const choices = useMemo(
    () => ({
      years,
      sources: sources.map((s) => s.key),
      practices: practices.flatMap((p) => [p.id, ...p.children.map((c) => c.id)]),
    }),
    [years, sources, practices],
  )

  // The address is only known in the browser (the page itself is static).
  useEffect(() => {
    setFilter(parseFilter(new URLSearchParams(window.location.search), choices))
  }, [choices])

  const apply = (next: AchievementFilter) => {
    setFilter(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(
      null,
      '',
      pathname + filterSearch(next, new URLSearchParams(search)) + hash,
    )
  }

  const onSelect = (key: keyof AchievementFilter) => (event: ChangeEvent<HTMLSelectElement>) => {
    const raw = event.target.value
    const value = raw === '' ? null : key === 'source' ? raw : Number(raw)
    apply({ ...filter, [key]: value })
  }

  const visible = entries.filter((entry) => matchesFilter(entry.facets, filter))
  const groups: { year: number; items: BrowserEntry[] }[] = []
  for (const entry of visible) {
    const last = groups.at(-1)
    if (last?.year === entry.facets.year) last.items.push(entry)
    else groups.push({ year: entry.facets.year, items: [entry] })
  }

  return (
    <>
      <form
        className={styles.filter}
        aria-label={t('filter')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-year`}>{t('year')}</label>
          <select id={`${id}-year`} value={filter.year ?? ''} onChange={onSelect('year')}>
            <option value="">{t('anyYear')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-source`}>{t('source')}</label>
          <select id={`${id}-source`} value={filter.source ?? ''} onChange={onSelect('source')}>
            <option value="">{t('anySource')}</option>
            {sources.map((source) => (
              <option key={source.key} value={source.key}>
                {source.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-practice`}>{t('practice')}</label>
          <select
            id={`${id}-practice`}
            value={filter.practice ?? ''}
            onChange={onSelect('practice')}
          >
            <option value="">{t('anyPractice')}</option>
            {practices.map((practice) =>
              practice.children.length > 0 ? (
                <optgroup key={practice.id} label={practice.title}>
                  <option value={practice.id}>{t('allAreas', { title: practice.title })}</option>
                  {practice.children.map((child) => (
                    <option key={child.id} value={child.id}>
                      {child.title}
                    </option>
                  ))}
                </optgroup>
              ) : (
                <option key={practice.id} value={practice.id}>
                  {practice.title}
                </option>
              ),
            )}
          </select>
        </div>
        <button type="button" className={styles.reset} onClick={() => apply(NO_FILTER)}>
          {t('reset')}
        </button>
      </form>
      <p className={styles.count} role="status">
        {t('count', { shown: visible.length, total: entries.length })}
      </p>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <button type="button" className={styles.reset} onClick={() => apply(NO_FILTER)}>
            {t('reset')}
          </button>
        </div>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section
              key={group.year}
              className={styles.yearGroup}
              aria-labelledby={`${id}-y${group.year}`}
            >
              <h2 id={`${id}-y${group.year}`} className={styles.yearHeading}>
                {group.year}
              </h2>
              <ul className={styles.items}>
                {group.items.map((entry) => (
                  <li key={entry.id}>{entry.node}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  )
}
