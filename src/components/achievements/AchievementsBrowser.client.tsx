'use client'

import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react'

import { replaceAddress } from '@/browser/replace-address'
import { FilterSelect } from '@/components/ui/FilterSelect'
import type { ClientTexts } from '@/i18n/client-texts'
import {
  type AchievementFacets,
  type AchievementFilter,
  FILTER_PARAMS,
  filterSearch,
  matchesFilter,
  NO_FILTER,
  parseFilter,
} from '@/lib/achievements-filter'
import { groupInOrder } from '@/lib/display-order'
import styles from './achievements.module.css'

/** The form's change handler updates the state; React still wants one on each controlled select. */
const noop = () => {}

/** A server-rendered item with what the filter matches it by. */
export type BrowserEntry = { id: number; facets: AchievementFacets; node: ReactNode }

type PracticeOption = {
  id: number
  title: string
  /** The option for the practice with all its areas ("{title}: all areas"). */
  allAreas: string
  children: { id: number; title: string }[]
}

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
  texts,
}: {
  entries: BrowserEntry[]
  years: number[]
  sources: { key: string; label: string }[]
  practices: PracticeOption[]
  /** The filter's texts; `count` is "Showing # of N", "#" for the number shown. */
  texts: ClientTexts<'achievements'>
}) {
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
    replaceAddress(pathname + filterSearch(next, new URLSearchParams(search)) + hash)
  }

  // The three selects are read together from the form, so quick successive changes never work
  // from a stale state.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const search = new URLSearchParams()
    for (const name of FILTER_PARAMS) search.set(name, String(form.get(name) ?? ''))
    apply(parseFilter(search, choices))
  }

  const visible = entries.filter((entry) => matchesFilter(entry.facets, filter))
  // Entries come in display order (`order` first, then year): a year's group stands where its
  // first entry does, so an editor's order moves whole years and never splits one.
  const groups = groupInOrder(visible, (entry) => entry.facets.year).map(({ key, items }) => ({
    year: key,
    items,
  }))

  return (
    <>
      <form
        className={styles.filter}
        aria-label={texts.filter}
        onSubmit={(event) => event.preventDefault()}
        onChange={onChange}
      >
        <FilterSelect
          formId={id}
          name="year"
          className={styles.field}
          onChange={noop}
          label={texts.year}
          value={filter.year}
          anyLabel={texts.anyYear}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          formId={id}
          name="source"
          className={styles.field}
          onChange={noop}
          label={texts.source}
          value={filter.source}
          anyLabel={texts.anySource}
        >
          {sources.map((source) => (
            <option key={source.key} value={source.key}>
              {source.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          formId={id}
          name="practice"
          className={styles.field}
          onChange={noop}
          label={texts.practice}
          value={filter.practice}
          anyLabel={texts.anyPractice}
        >
          {practices.map((practice) =>
            practice.children.length > 0 ? (
              <optgroup key={practice.id} label={practice.title}>
                <option value={practice.id}>{practice.allAreas}</option>
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
        </FilterSelect>
        <button type="button" className={styles.reset} onClick={() => apply(NO_FILTER)}>
          {texts.reset}
        </button>
      </form>
      <p className={styles.count} role="status">
        {/* As the catalogue's `{shown}` would: a plain number, without grouping. */}
        {texts.count.replace('#', String(visible.length))}
      </p>
      {visible.length === 0 ? (
        <div className={styles.empty}>
          <p>{texts.empty}</p>
          <button type="button" className={styles.reset} onClick={() => apply(NO_FILTER)}>
            {texts.reset}
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
