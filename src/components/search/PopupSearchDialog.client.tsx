'use client'

import { type FormEvent, useId } from 'react'

import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'
import { Link, useRouter } from '@/i18n/navigation'
import { formatCount } from '@/i18n/plural-templates'
import { localizedHref } from '@/lib/page-metadata'
import { SEARCH } from '@/search/query'

import { Highlighted } from './Highlighted'
import { searchPageHref } from './popup-search-state'
import { usePopupDialog } from './use-popup-dialog'
import { usePopupSearch } from './use-popup-search'

/** The popup's texts: its own namespace, and the empty result and type names of /search. */
export type PopupSearchTexts = ClientTexts<'popupSearch'> & ClientTexts<'search'>

/** The class names of popup-search.module.css, passed from the server so the styles load with the page. */
export type PopupSearchClasses = Record<
  | 'dialog'
  | 'head'
  | 'title'
  | 'close'
  | 'form'
  | 'field'
  | 'status'
  | 'spinner'
  | 'results'
  | 'result'
  | 'kind'
  | 'resultTitle'
  | 'excerpt'
  | 'foot'
  | 'all'
  | 'keys',
  string
>

export type PopupSearchDialogProps = {
  locale: Locale
  open: boolean
  /** How many times the dialog was opened: each new count shows it, even if `open` did not change. */
  opening?: number
  /** The dialog closed; `followLink` when it cannot work and the trigger should be a link again. */
  onClose: (followLink?: boolean) => void
  texts: PopupSearchTexts
  classes: PopupSearchClasses
}

/**
 * The header's popup search: a modal dialog answering every keystroke from the content snapshot,
 * in the browser (so also offline, once loaded). Mounted closed on the visitor's intent or when the
 * page has settled, so that the search code and the snapshot are ready before the first click.
 * The search lives in usePopupSearch, the dialog's focus and keys in usePopupDialog.
 */
export function PopupSearchDialog({
  locale,
  open,
  opening = 0,
  onClose,
  texts,
  classes,
}: PopupSearchDialogProps) {
  const titleId = useId()
  const fieldId = useId()
  const router = useRouter()
  const { q, setQ, query, ready, state, shown, load } = usePopupSearch(locale, open)
  const { dialogProps, field, list, close, onFieldKey, onListKey } = usePopupDialog(
    open,
    opening,
    load,
    onClose,
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in the field: every result on the /search page.
    event.preventDefault()
    router.push(searchPageHref(query))
    close()
  }

  const status = {
    loading: texts.loading,
    offline: texts.offline,
    error: texts.error,
    hint: texts.hint,
    empty: texts.empty,
    results: formatCount(texts.count, locale, shown?.count ?? 0),
  }[state]

  return (
    <dialog
      {...dialogProps}
      className={classes.dialog}
      aria-labelledby={titleId}
      // Whether it can answer (tests wait for it before going offline).
      data-ready={ready}
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
