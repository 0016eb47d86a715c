/**
 * /search's query region (src/lib/query-regions.ts) as HTML: the kind tabs and the search form,
 * then for a query the count, the results in the press center's list style (kind and date, the
 * title as a link, an excerpt, matching words marked) and the page links. The page (Next) and the
 * custom server's answer from a frame both show exactly this.
 */
import 'server-only'

import { createTranslator } from 'next-intl'
import list from '@/components/news/news.module.css'
import {
  dateHtml,
  element,
  perCatalogue,
  regionTools,
  resultBarHtml,
  searchFormHtml,
  toolbarHtml,
  typeTabsHtml,
} from '@/components/ui/region-html'
import { type Locale, SEARCH } from '@/config/constants'
import { searchSite } from '@/data/site-search'
import { escapeHtml } from '@/lib/html'
import { paths } from '@/lib/paths'
import type { SearchParamsRecord } from '@/lib/query-regions'
import type { SearchHit, TextPart } from '@/search/types'
import { SEARCH_TYPES } from '@/search/types'

import styles from './search.module.css'
import { parseSiteSearchQuery, siteSearchHref } from './search-page-query'

/** Kinds whose date is shown. */
const DATED = new Set(['news', 'publication', 'event'])

/** Text with the words that match the search in `<mark>`, escaped (Highlighted). */
const highlighted = (parts: TextPart[]): string =>
  parts.map((part) => element(part.match ? 'mark' : 'span', {}, escapeHtml(part.text))).join('')

/** The page's texts, made once per language (perCatalogue). */
const searchTexts = perCatalogue((locale, messages) =>
  createTranslator({ locale, messages, namespace: 'search' }),
)

/** The region of /search for the page's URL parameters. */
export async function searchRegion(locale: Locale, search: SearchParamsRecord): Promise<string> {
  const query = parseSiteSearchQuery(search)
  const [{ messages, format, href, pageLinks }, found] = await Promise.all([
    regionTools(locale),
    searchSite(locale, query),
  ])
  const t = searchTexts(locale, messages)

  const total = Object.values(found.facets).reduce((sum, n) => sum + (n ?? 0), 0)
  const kinds = SEARCH_TYPES.filter((type) => found.facets[type] || query.type === type)
  const tabs =
    query.q && total > 0
      ? typeTabsHtml(
          t('filter'),
          [null, ...kinds].map((type) => ({
            key: type ?? 'all',
            href: href(siteSearchHref({ q: query.q, type, page: 1 })),
            label: `${t(`types.${type ?? 'all'}`)} (${type ? (found.facets[type] ?? 0) : total})`,
            current: query.type === type,
          })),
        )
      : ''
  const form = searchFormHtml({
    action: href(paths.search),
    id: 'site-q',
    q: query.q,
    keep: { type: query.type },
    texts: {
      label: t('placeholder'),
      placeholder: t('placeholder'),
      submit: query.q ? t('again') : t('submit'),
    },
  })
  if (!query.q) return toolbarHtml(tabs, form)

  const bar = resultBarHtml({
    found: found.count > 0,
    status: found.count > 0 ? t('resultsFor', { count: found.count, query: query.q }) : t('empty'),
    link: element('a', { href: href('/'), class: styles.back }, escapeHtml(t('back'))),
  })
  const hits = found.hits.map((hit: SearchHit) => {
    const { document, title, excerpt } = hit
    const date = document.date && DATED.has(document.type) ? dateHtml(format, document.date) : ''
    return element(
      'li',
      { class: list.item },
      element(
        'p',
        { class: list.meta },
        element('span', { class: list.type }, escapeHtml(t(`types.${document.type}`))) + date,
      ) +
        element(
          'h2',
          { class: list.title },
          element('a', { href: href(document.path) }, highlighted(title)),
        ) +
        (excerpt.length > 0
          ? element('p', { class: `${list.summary} ${styles.excerpt}` }, highlighted(excerpt))
          : ''),
    )
  })
  const results =
    hits.length > 0 ? element('ol', { class: `${list.list} ${styles.results}` }, hits.join('')) : ''
  const pages = pageLinks(query.page, Math.ceil(found.count / SEARCH.pageSize), (page) =>
    siteSearchHref({ ...query, page }),
  )
  return toolbarHtml(tabs, form) + bar + results + pages
}
