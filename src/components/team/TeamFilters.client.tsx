'use client'

import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { replaceAddress } from '@/browser/replace-address'
import { FilterSelect } from '@/components/ui/FilterSelect'
import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'
import { formatCount } from '@/i18n/plural-templates'
import styles from './team.module.css'
import {
  cleanQuery,
  EMPTY_FILTER,
  type FilterablePerson,
  isEmptyFilter,
  MAX_NAME_QUERY,
  matchesFilter,
  parseTeamQuery,
  TEAM_ROLES,
  type TeamFilter,
  teamQueryString,
} from './team-filter'
import type { NameSearch } from './team-name-search'

/** How long typing pauses before the address bar follows the name field. */
const URL_DELAY_MS = 250

function readCard(card: HTMLElement): FilterablePerson {
  return {
    id: Number(card.dataset.person),
    name: card.dataset.name ?? '',
    role: card.dataset.role ?? '',
    practices: (card.dataset.practices ?? '').split(' ').filter(Boolean).map(Number),
  }
}

/** The people listed on the page, with their names (from the cards the server rendered). */
function peopleOf(listId: string): { id: number; name: string }[] {
  const cards = document.getElementById(listId)?.querySelectorAll<HTMLElement>('[data-person]')
  return [...(cards ?? [])].map((card) => ({
    id: Number(card.dataset.person),
    name: card.dataset.name ?? '',
  }))
}

/**
 * Filters for the team list: practice, role and name. They narrow the server-rendered cards inside
 * `#listId` (cards carry `data-person`, groups `data-team-group`) by hiding the others, so the page
 * stays static and lists everyone without JavaScript. The state lives in the query string
 * (`?practice=&role=&q=`): a shared link reopens the same selection.
 */
export function TeamFilters({
  listId,
  practices,
  total,
  locale,
  texts,
}: {
  listId: string
  practices: { id: number; title: string }[]
  total: number
  locale: Locale
  /** `count` is "N people found" per plural category, "#" for the number. */
  texts: ClientTexts<'team'>
}) {
  const id = useId()
  const [filter, setFilter] = useState<TeamFilter>(EMPTY_FILTER)
  const [count, setCount] = useState(total)
  const [loaded, setLoaded] = useState(false)
  const practiceIds = useMemo(() => practices.map((p) => p.id), [practices])
  // The people the name search found, with the query they answer.
  const [names, setNames] = useState<{ q: string; ids: ReadonlySet<number> | null }>({
    q: '',
    ids: null,
  })
  const nameSearch = useRef<Promise<NameSearch> | undefined>(undefined)

  // The name search runs on the site's search engine, loaded with the first name typed.
  useEffect(() => {
    const q = cleanQuery(filter.q)
    if (!q) {
      setNames({ q, ids: null })
      return
    }
    let current = true
    nameSearch.current ??= import('./team-name-search').then(({ createNameSearch }) =>
      createNameSearch(locale, peopleOf(listId)),
    )
    nameSearch.current
      .then((search) => search(q))
      .then((found) => {
        if (current) setNames({ q, ids: found })
      })
    return () => {
      current = false
    }
  }, [filter.q, listId, locale])

  // A shared link: apply its query once the page is interactive.
  useEffect(() => {
    setFilter(parseTeamQuery(window.location.search, practiceIds))
    setLoaded(true)
  }, [practiceIds])

  useEffect(() => {
    const root = document.getElementById(listId)
    // While the name search is still answering, the list keeps its last state (no flashes).
    if (!root || names.q !== cleanQuery(filter.q)) return
    let shown = 0
    for (const group of root.querySelectorAll<HTMLElement>('[data-team-group]')) {
      let inGroup = 0
      for (const card of group.querySelectorAll<HTMLElement>('[data-person]')) {
        const match = matchesFilter(readCard(card), filter, names.ids)
        card.hidden = !match
        if (match) inGroup++
      }
      group.hidden = inGroup === 0
      shown += inGroup
    }
    setCount(shown)
  }, [filter, names, listId])

  useEffect(() => {
    if (!loaded) return
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location
      const query = teamQueryString(filter, search)
      if (query !== search) replaceAddress(`${pathname}${query}${hash}`)
    }, URL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [filter, loaded])

  const update = (patch: Partial<TeamFilter>) => setFilter((prev) => ({ ...prev, ...patch }))
  const reset = () => setFilter(EMPTY_FILTER)
  const active = !isEmptyFilter(filter)

  return (
    <>
      <form
        role="search"
        aria-label={texts.filters}
        className={styles.filters}
        // Set once the filter is live (tests and scripts wait for it).
        data-ready={loaded || undefined}
        // Filtering is live; Enter in the name field must not reload the page.
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{texts.name}</label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={filter.q}
            maxLength={MAX_NAME_QUERY}
            placeholder={texts.namePlaceholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
        <FilterSelect
          formId={id}
          name="practice"
          className={styles.field}
          label={texts.practice}
          value={filter.practice}
          anyLabel={texts.allPractices}
          onChange={(event) =>
            update({ practice: event.target.value ? Number(event.target.value) : null })
          }
        >
          {practices.map((practice) => (
            <option key={practice.id} value={practice.id}>
              {practice.title}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          formId={id}
          name="role"
          className={styles.field}
          label={texts.role}
          value={filter.role}
          anyLabel={texts.allRoles}
          onChange={(event) =>
            update({ role: TEAM_ROLES.find((role) => role === event.target.value) ?? null })
          }
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {texts.roles[role]}
            </option>
          ))}
        </FilterSelect>
      </form>
      <div className={styles.status}>
        <p role="status" aria-live="polite" aria-atomic="true">
          {formatCount(texts.count, locale, count)}
        </p>
        {active && count > 0 ? (
          <button type="button" className={styles.reset} onClick={reset}>
            {texts.reset}
          </button>
        ) : null}
      </div>
      {count === 0 ? (
        <div className={styles.empty}>
          <p>{texts.empty}</p>
          <button type="button" className="button" onClick={reset}>
            {texts.reset}
          </button>
        </div>
      ) : null}
    </>
  )
}
