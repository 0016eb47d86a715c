'use client'

import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { type Locale, SEARCH } from '@/config/constants'
import { Link, useRouter } from '@/i18n/navigation'
import { formatCount } from '@/i18n/plural-templates'
import { localizedHref } from '@/lib/metadata'
import type { QueryHit } from '@/search/content-query'
import {
  keepSnapshotFresh,
  loadSnapshot,
  peekSnapshot,
  type SnapshotFailure,
  SnapshotLoadError,
} from '@/search/snapshot-client'
import type { ContentSnapshot } from '@/search/snapshot-format'
import type { ContentDocument } from '@/search/types'

import { Highlighted } from './Highlighted'
import type { PopupSearchClasses, PopupSearchTexts } from './popup-search-texts'

/** User Timing entries of each keystroke's query and of the index build (scripts/bench-popup.ts). */
export const QUERY_MEASURE = 'popup-search:query'
export const INDEX_MEASURE = 'popup-search:index'

type Engine = typeof import('./popup-search-engine')

let engineModule: Promise<Engine> | undefined
/** The search code, fetched once per page; a failed fetch (offline) is tried again next time. */
function loadEngine(): Promise<Engine> {
  engineModule ??= import('./popup-search-engine').catch((error: unknown) => {
    engineModule = undefined
    throw error
  })
  return engineModule
}

type Found = { q: string; count: number; hits: QueryHit<ContentDocument>[] }

export type PopupSearchDialogProps = {
  locale: Locale
  open: boolean
  /** The dialog closed; `followLink` when it cannot work and the trigger should be a link again. */
  onClose: (followLink?: boolean) => void
  texts: PopupSearchTexts
  classes: PopupSearchClasses
}

/** The /search page for a query, without the language prefix (Link and the router add it). */
const searchPageHref = (q: string) => (q ? `/search?${new URLSearchParams({ q })}` : '/search')

/**
 * The header's popup search: a modal dialog answering every keystroke from the content snapshot,
 * in the browser (so also offline, once loaded). Mounted closed on the visitor's intent or when the
 * page has settled, so that the search code and the snapshot are ready before the first click.
 */
export function PopupSearchDialog({
  locale,
  open,
  onClose,
  texts,
  classes,
}: PopupSearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const titleId = useId()
  const fieldId = useId()
  const router = useRouter()
  const [snapshot, setSnapshot] = useState<ContentSnapshot | undefined>(() => peekSnapshot(locale))
  const [engine, setEngine] = useState<Engine>()
  const [failure, setFailure] = useState<SnapshotFailure>()
  const [q, setQ] = useState('')
  const [found, setFound] = useState<Found>()

  const load = useCallback(() => {
    loadSnapshot(locale).then(
      (loaded) => {
        setSnapshot(loaded)
        setFailure(undefined)
      },
      (error: unknown) =>
        setFailure(error instanceof SnapshotLoadError ? error.reason : 'unavailable'),
    )
    loadEngine().then(
      (module) => setEngine(() => module),
      () => setFailure(navigator.onLine === false ? 'offline' : 'unavailable'),
    )
  }, [locale])

  // Loads when mounted (intent or idle), and keeps the snapshot current while the page lives.
  useEffect(() => {
    load()
    return keepSnapshotFresh(locale, (fresh) => {
      setSnapshot(fresh)
      setFailure(undefined)
    })
  }, [locale, load])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      field.current?.focus()
      // Typing replaces the last query; arrows keep it.
      field.current?.select()
      // Asks the manifest again if the snapshot is old, or retries after a failure.
      load()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, load])

  // The index is built when the popup opens, so that the first keystroke does not wait for it.
  useEffect(() => {
    if (!open || !engine || !snapshot) return
    const start = performance.now()
    engine.prepareSearch(snapshot).then(
      (built) => {
        if (built) performance.measure(INDEX_MEASURE, { start, end: performance.now() })
      },
      // The first query builds it again, and says so if that fails too.
      () => undefined,
    )
  }, [open, engine, snapshot])

  useEffect(() => {
    if (!engine || !snapshot) return
    if (!q.trim()) {
      setFound(undefined)
      return
    }
    let current = true
    const start = performance.now()
    engine.searchSnapshot(snapshot, q, SEARCH.popupResults).then(
      (result) => {
        performance.measure(QUERY_MEASURE, {
          start,
          end: performance.now(),
          detail: { q, count: result.count },
        })
        if (current) setFound({ q, ...result })
      },
      () => current && setFailure('unavailable'),
    )
    return () => {
      current = false
    }
  }, [engine, snapshot, q])

  const close = () => dialog.current?.close()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in the field: every result on the /search page.
    event.preventDefault()
    router.push(searchPageHref(q.trim()))
    close()
  }

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = links()[0]
      if (first) {
        event.preventDefault()
        first.focus()
      }
    } else if (event.key === 'Escape') {
      // Chromium's search field would only clear itself on the first Escape.
      event.preventDefault()
      close()
    }
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links()
    const at = all.indexOf(event.target as HTMLAnchorElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = event.key === 'ArrowDown' ? all[Math.min(at + 1, all.length - 1)] : all[at - 1]
      ;(next ?? field.current)?.focus()
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      event.key !== ' '
    ) {
      // Typing on a result goes on typing in the field.
      field.current?.focus()
    }
  }

  // Tab goes round inside the dialog (WAI-ARIA modal dialog pattern); native modal dialogs let it
  // leave for the browser's toolbar, and the page under the dialog is inert anyway.
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('a[href], button, input'),
    ].filter((element) => element.checkVisibility())
    const first = focusable[0]
    const last = focusable.at(-1)
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first
    if (wrapTo) {
      event.preventDefault()
      wrapTo.focus()
    }
  }

  // A click on the backdrop (outside the panel) closes, as on most modal dialogs.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const element = dialog.current
    if (!element || event.target !== element) return
    const box = element.getBoundingClientRect()
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!inside) close()
  }

  const ready = Boolean(engine && snapshot)
  const query = q.trim()
  const shown = ready && query && found ? found : undefined
  const state: 'loading' | 'offline' | 'error' | 'hint' | 'empty' | 'results' = !ready
    ? failure === 'offline'
      ? 'offline'
      : failure
        ? 'error'
        : 'loading'
    : !query
      ? 'hint'
      : !shown
        ? 'loading'
        : shown.count === 0
          ? 'empty'
          : 'results'
  const status = {
    loading: texts.loading,
    offline: texts.offline,
    error: texts.error,
    hint: texts.hint,
    empty: texts.empty,
    results: formatCount(texts.counts, locale, shown?.count ?? 0),
  }[state]

  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Whether it can answer (tests wait for it before going offline).
      data-ready={ready}
      onClose={() => onClose()}
      onClick={onDialogClick}
      onKeyDown={onDialogKey}
    >
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {texts.title}
        </h2>
        <button type="button" className={classes.close} onClick={close} aria-label={texts.close}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="m6 6 12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <form
        role="search"
        className={classes.form}
        action={localizedHref(locale, '/search')}
        onSubmit={onSubmit}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <label htmlFor={fieldId} className="visually-hidden">
          {texts.label}
        </label>
        <input
          ref={field}
          id={fieldId}
          className={classes.field}
          name="q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onFieldKey}
          maxLength={SEARCH.maxQueryLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>
      {/* Always in the dialog, so that screen readers announce each new count or state. */}
      <p role="status" className={classes.status} data-tone={state}>
        {state === 'loading' ? <span className={classes.spinner} aria-hidden="true" /> : null}
        {status}
      </p>
      {state === 'results' && shown ? (
        <ul ref={list} className={classes.results} aria-label={texts.results} onKeyDown={onListKey}>
          {shown.hits.map(({ document, title, excerpt }) => (
            <li key={document.id}>
              <Link href={document.path} className={classes.result} onClick={close}>
                <span className={classes.kind}>{texts.types[document.type]}</span>
                <span className={classes.resultTitle}>
                  <Highlighted parts={title} />
                </span>
                {excerpt.length > 0 ? (
                  <span className={classes.excerpt}>
                    <Highlighted parts={excerpt} />
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {state === 'results' || state === 'empty' || state === 'error' ? (
        <div className={classes.foot}>
          <Link href={searchPageHref(query)} className={classes.all} onClick={close}>
            {state === 'error' ? texts.searchPage : texts.all}
          </Link>
          {state === 'results' ? <span className={classes.keys}>{texts.keys}</span> : null}
        </div>
      ) : null}
    </dialog>
  )
}
