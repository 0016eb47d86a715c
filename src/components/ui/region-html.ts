/**
 * The list toolbar's pieces as HTML strings, for the query regions (src/lib/query-regions.ts): the
 * same markup and classes as their React versions (TypeTabs, SearchForm, Pagination), with plain
 * links and a plain GET form, since the browser's React does not manage a region's inside.
 */
import { createFormatter, createTranslator, type DateTimeFormatOptions } from 'next-intl'
import { type Locale, SEARCH, SITE_TIME_ZONE } from '@/config/constants'
import { loadMessages, type Messages } from '@/i18n/messages'
import { escapeHtml } from '@/lib/html'
import { localizedHref } from '@/lib/page-metadata'
import { pageWindow } from '@/lib/page-window'
import { DATE_FORMAT } from './date-format'

import toolbar from './list-toolbar.module.css'
import type { TypeTab } from './TypeTabs'

/** An element with attributes (escaped; `undefined`, `null` and `false` are left out) around `inner`. */
export function element(
  tag: string,
  attributes: Record<string, string | number | boolean | null | undefined>,
  inner?: string,
): string {
  let open = `<${tag}`
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue
    open += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`
  }
  return inner === undefined ? `${open}/>` : `${open}>${inner}</${tag}>`
}

/** A list's filter by kind as links, the current one marked (TypeTabs). */
export function typeTabsHtml(label: string, tabs: TypeTab[]): string {
  const items = tabs
    .map((tab) =>
      element(
        'li',
        {},
        element(
          'a',
          { href: tab.href, 'aria-current': tab.current ? 'page' : undefined },
          escapeHtml(tab.label),
        ),
      ),
    )
    .join('')
  return element('nav', { 'aria-label': label }, element('ul', { class: toolbar.tabs }, items))
}

/** A search box as a GET form; `keep` travels along as hidden fields (SearchForm). */
export function searchFormHtml({
  action,
  id,
  q,
  keep,
  texts,
}: {
  /** The page searched, with its language prefix. */
  action: string
  id: string
  q: string
  keep: Record<string, string | null | undefined>
  texts: { label: string; placeholder: string; submit: string }
}): string {
  const hidden = Object.entries(keep)
    .map(([name, value]) => (value ? element('input', { type: 'hidden', name, value }) : ''))
    .join('')
  return element(
    'form',
    { action, role: 'search', class: toolbar.search },
    element('label', { for: id, class: 'visually-hidden' }, escapeHtml(texts.label)) +
      element('input', {
        id,
        name: 'q',
        type: 'search',
        value: q,
        maxlength: SEARCH.maxQueryLength,
        placeholder: texts.placeholder,
        autocomplete: 'off',
        enterkeyhint: 'search',
      }) +
      hidden +
      element('button', { type: 'submit' }, escapeHtml(texts.submit)),
  )
}

/** Page links: previous, a window of numbers with the first and last, next (Pagination). */
export function paginationHtml({
  page,
  totalPages,
  hrefOf,
  texts,
}: {
  page: number
  totalPages: number
  /** The address (with its language prefix) of a page number. */
  hrefOf: (page: number) => string
  texts: { label: string; previous: string; next: string }
}): string {
  if (totalPages <= 1) return ''
  const previous =
    page > 1
      ? element(
          'a',
          { href: hrefOf(page - 1), rel: 'prev' },
          `<span aria-hidden="true">←</span> ${escapeHtml(texts.previous)}`,
        )
      : ''
  const next =
    page < totalPages
      ? element(
          'a',
          { href: hrefOf(page + 1), rel: 'next' },
          `${escapeHtml(texts.next)} <span aria-hidden="true">→</span>`,
        )
      : ''
  const numbers = pageWindow(page, totalPages)
    .map((n) =>
      n === null
        ? element('li', { 'aria-hidden': 'true', class: 'pagination__gap' }, '…')
        : element(
            'li',
            {},
            n === page
              ? element('span', { 'aria-current': 'page' }, String(n))
              : element('a', { href: hrefOf(n) }, String(n)),
          ),
    )
    .join('')
  return element(
    'nav',
    { 'aria-label': texts.label, class: 'pagination' },
    element('ul', {}, element('li', {}, previous) + numbers + element('li', {}, next)),
  )
}

/** A date as a `<time>` element, in the formatter's language and clock (day, month, year by default). */
export function dateHtml(
  format: ReturnType<typeof createFormatter>,
  iso: string,
  options: DateTimeFormatOptions = DATE_FORMAT,
): string {
  return element('time', { datetime: iso }, escapeHtml(format.dateTime(new Date(iso), options)))
}

/** The toolbar around tabs (or an empty cell) and the form. */
export const toolbarHtml = (tabs: string, form: string): string =>
  element('div', { class: toolbar.toolbar }, (tabs || '<span></span>') + form)

/** The result bar: the count (announced) and a link beside it. */
export function resultBarHtml({
  found,
  status,
  link,
}: {
  found: boolean
  status: string
  link: string
}): string {
  return element(
    'div',
    { class: toolbar.resultBar },
    element(
      'p',
      { role: 'status', class: found ? toolbar.count : toolbar.empty },
      escapeHtml(status),
    ) + link,
  )
}

/**
 * `make` once per language and catalogue, then kept: use-intl's translators and formatters keep
 * the ICU messages and Intl formatters they have built, which made anew for every region were a
 * sixth of a never-seen search's CPU time (a profile of the unseen-search benchmark). A production
 * process keeps one catalogue per language (src/i18n/messages.ts), so this holds two of each; in
 * development every request's catalogue is new and its tools go with it (a weak map).
 */
export function perCatalogue<T>(make: (locale: Locale, messages: Messages) => T) {
  const made = new WeakMap<Messages, Map<Locale, T>>()
  return (locale: Locale, messages: Messages): T => {
    let ofCatalogue = made.get(messages)
    if (!ofCatalogue) {
      ofCatalogue = new Map()
      made.set(messages, ofCatalogue)
    }
    let tools = ofCatalogue.get(locale)
    if (tools === undefined) {
      tools = make(locale, messages)
      ofCatalogue.set(locale, tools)
    }
    return tools
  }
}

const toolsOf = perCatalogue((locale, messages) => {
  const pagination = createTranslator({ locale, messages, namespace: 'pagination' })
  const href = (path: string) => localizedHref(locale, path)
  return {
    messages,
    format: createFormatter({ locale, timeZone: SITE_TIME_ZONE }),
    href,
    /** The page links; `pathOf` gives a page's address without the language prefix. */
    pageLinks: (page: number, totalPages: number, pathOf: (page: number) => string) =>
      paginationHtml({
        page,
        totalPages,
        hrefOf: (n) => href(pathOf(n)),
        texts: {
          label: pagination('label'),
          previous: pagination('previous'),
          next: pagination('next'),
        },
      }),
  }
})

/**
 * What a region maker needs in a language: the catalogue, dates in the firm's clock, addresses
 * with the language prefix, and the page links (their texts from the catalogue); kept per
 * catalogue (perCatalogue).
 */
export async function regionTools(locale: Locale) {
  return toolsOf(locale, await loadMessages(locale))
}
