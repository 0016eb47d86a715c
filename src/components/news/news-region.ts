/**
 * The press center's search (`/news?q=`) as a query region (src/lib/query-regions.ts): the type
 * tabs and the search form, the count with the link that clears the search, the posts found (as
 * PostList shows them, without a leading post) and the page links. The page (Next) and the custom
 * server's answer from a frame both show exactly this. The lists without a search stay React
 * (PostList, LiveNews): Next renders each once and the page copy keeps it.
 */
import 'server-only'

import type { createFormatter } from 'next-intl'
import { createTranslator } from 'next-intl'
import { DATE_FORMAT } from '@/components/ui/date-format'
import toolbar from '@/components/ui/list-toolbar.module.css'
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
import { type Locale, POST_TYPES } from '@/config/constants'
import { newsHref, parseNewsQuery } from '@/data/news-query'
import { findPressPosts, type PostSummary } from '@/data/press'
import { escapeHtml } from '@/lib/html'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import type { SearchParamsRecord } from '@/lib/query-regions'
import styles from './news.module.css'

/** The texts a post needs, from the press center's messages. */
type PostTexts = (key: 'when' | 'place' | `kind.${PostSummary['type']}`) => string
type Format = ReturnType<typeof createFormatter>

/** A post as PostList shows it: type and date, the title as a link, the summary, an event's facts. */
function postHtml(post: PostSummary, t: PostTexts, format: Format, locale: Locale): string {
  const event = post.type === 'event' ? post.event : null
  const fact = (term: string, detail: string) =>
    element('div', {}, element('dt', {}, escapeHtml(term)) + element('dd', {}, detail))
  const facts =
    event?.startsAt || event?.place
      ? element(
          'dl',
          { class: styles.facts },
          (event.startsAt
            ? fact(
                t('when'),
                dateHtml(format, event.startsAt, {
                  ...DATE_FORMAT,
                  hour: 'numeric',
                  minute: '2-digit',
                }),
              )
            : '') + (event.place ? fact(t('place'), escapeHtml(event.place)) : ''),
        )
      : ''
  return element(
    'li',
    { class: styles.item },
    element(
      'div',
      { class: styles.text },
      element(
        'p',
        { class: styles.meta },
        element('span', { class: styles.type }, escapeHtml(t(`kind.${post.type}`))) +
          dateHtml(format, post.publishedAt),
      ) +
        element(
          'h2',
          { class: styles.title },
          element('a', { href: localizedHref(locale, paths.post(post)) }, escapeHtml(post.title)),
        ) +
        (post.summary ? element('p', { class: styles.summary }, escapeHtml(post.summary)) : '') +
        facts,
    ),
  )
}

/** The page's texts, made once per language (perCatalogue). */
const newsTexts = perCatalogue((locale, messages) =>
  createTranslator({ locale, messages, namespace: 'news' }),
)

/** The region of the press center for the page's URL parameters (a search). */
export async function newsRegion(locale: Locale, search: SearchParamsRecord): Promise<string> {
  const query = parseNewsQuery(search)
  const [{ messages, format, href, pageLinks }, result] = await Promise.all([
    regionTools(locale),
    findPressPosts(locale, query),
  ])
  const t = newsTexts(locale, messages)

  const tabs = typeTabsHtml(
    t('filter'),
    [null, ...POST_TYPES].map((type) => ({
      key: type ?? 'all',
      href: href(newsHref({ type, page: 1, q: query.q })),
      label: t(`types.${type ?? 'all'}`),
      current: query.type === type,
    })),
  )
  const form = searchFormHtml({
    action: href(paths.news),
    id: 'news-q',
    q: query.q,
    keep: { type: query.type },
    texts: {
      label: t('search.label'),
      placeholder: t('search.placeholder'),
      submit: t('search.submit'),
    },
  })
  const found = result.docs.length > 0
  const bar = resultBarHtml({
    found,
    status: found
      ? query.q
        ? t('countFor', { count: result.totalDocs, query: query.q })
        : t('count', { count: result.totalDocs })
      : t('empty'),
    link: query.q
      ? element(
          'a',
          { href: href(newsHref({ type: query.type, page: 1 })), class: toolbar.clear },
          escapeHtml(t('search.clear')),
        )
      : '',
  })
  const posts = found
    ? element(
        'ul',
        { class: styles.list },
        result.docs.map((post) => postHtml(post, t, format, locale)).join(''),
      )
    : ''
  const pages = pageLinks(result.page, result.totalPages, (page) =>
    newsHref({ type: query.type, page, q: query.q }),
  )
  return toolbarHtml(tabs, form) + bar + posts + pages
}
