import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { EventTense } from '@/components/news/EventTense'
import list from '@/components/news/news.module.css'
import { ContactCards } from '@/components/team/ContactCards'
import { PhoneLink } from '@/components/ui/ContactLinks'
import { DATE_FORMAT } from '@/components/ui/date-format'
import toolbar from '@/components/ui/list-toolbar.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { PersonPhoto } from '@/components/ui/PersonPhoto'
import { SearchForm } from '@/components/ui/SearchForm'
import { TypeTabs } from '@/components/ui/TypeTabs'
import type { Locale } from '@/config/constants'
import { plainPageMetadata } from '@/data/site-metadata'
import { PEOPLE_FIRST, searchSite } from '@/data/site-search'
import { type SiteSearchQuery, siteSearchHref } from '@/data/site-search-query'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { SEARCH } from '@/search/query'
import { SEARCH_TYPES } from '@/search/types'
import { Highlighted } from './Highlighted'
import styles from './search.module.css'

/** Kinds whose date is shown. */
const DATED = new Set(['news', 'publication', 'event'])

/** The search page's metadata (its routes: /search and /search?…): never indexed. */
export async function siteSearchMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  return { ...(await plainPageMetadata(params, 'search', paths.search)), robots: { index: false } }
}

/**
 * Site search: every kind of public content, filterable by kind, best match first. The first page
 * of "All" leads with the people who match, as contact cards: a visitor searching a field of law
 * is most often looking for someone to call.
 */
export async function SiteSearch({ locale, query }: { locale: Locale; query: SiteSearchQuery }) {
  const [pages, t, format, found] = await Promise.all([
    getTranslations('pages'),
    getTranslations('search'),
    getFormatter(),
    searchSite(locale, query),
  ])
  const { q, type } = query
  const total = Object.values(found.facets).reduce((sum, n) => sum + (n ?? 0), 0)
  const kinds = SEARCH_TYPES.filter((kind) => found.facets[kind] || type === kind)
  // "All" lists people apart (the cards), so its count is the sum of every kind's.
  const count = type ? found.count : total
  const peopleCount = found.facets.person ?? 0
  return (
    <>
      <PageHeader title={pages('search')} />
      <div className={`${toolbar.toolbar} ${toolbar.stacked}`}>
        {q && total > 0 ? (
          <TypeTabs
            label={t('filter')}
            tabs={[null, ...kinds].map((kind) => ({
              key: kind ?? 'all',
              href: siteSearchHref({ q, type: kind, page: 1 }),
              label: `${t(`types.${kind ?? 'all'}`)} (${kind ? (found.facets[kind] ?? 0) : total})`,
              current: type === kind,
            }))}
          />
        ) : (
          // The toolbar's first cell: the form keeps its place on the right.
          <span />
        )}
        <SearchForm
          locale={locale}
          path={paths.search}
          id="site-q"
          q={q}
          keep={{ type }}
          texts={{
            label: t('placeholder'),
            placeholder: t('placeholder'),
            submit: q ? t('again') : t('submit'),
          }}
        />
      </div>
      {q ? (
        <>
          <div className={toolbar.resultBar}>
            <p role="status" className={count > 0 ? toolbar.count : toolbar.empty}>
              {count > 0 ? t('resultsFor', { count, query: q }) : t('empty')}
            </p>
            <Link href="/" className={styles.back}>
              {t('back')}
            </Link>
          </div>
          {found.people.length > 0 ? (
            <section aria-labelledby="search-people" className={styles.people}>
              <div className={styles.peopleHead}>
                <h2 id="search-people">{t('people')}</h2>
                {peopleCount > PEOPLE_FIRST ? (
                  <Link href={siteSearchHref({ q, type: 'person', page: 1 })}>
                    {t('allPeople', { count: peopleCount })} <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </div>
              <ContactCards people={found.people} email={false} />
            </section>
          ) : null}
          {found.hits.length > 0 ? (
            <ol className={`${list.list} ${styles.results}`}>
              {found.hits.map(({ document, title, excerpt }) => {
                const person = found.persons[document.id]
                return (
                  <li
                    key={`${document.type}-${document.id}`}
                    className={person ? `${list.item} ${styles.personHit}` : list.item}
                  >
                    {person ? (
                      <div className={styles.photo}>
                        {/* The name beside it says who this is. */}
                        <PersonPhoto name={person.name} photo={person.photo} size="small" alt="" />
                      </div>
                    ) : null}
                    <div>
                      <p className={list.meta}>
                        <span className={list.type}>{t(`types.${document.type}`)}</span>
                        {document.date && DATED.has(document.type) ? (
                          <time dateTime={document.date}>
                            {format.dateTime(new Date(document.date), DATE_FORMAT)}
                          </time>
                        ) : null}
                        {document.date ? (
                          <EventTense
                            post={{
                              type: document.type,
                              publishedAt: document.date,
                              event: { startsAt: document.date },
                            }}
                          />
                        ) : null}
                      </p>
                      <h2 className={list.title}>
                        <Link href={document.path}>
                          <Highlighted parts={title} />
                        </Link>
                      </h2>
                      {person?.contacts?.phone ? (
                        <p className={styles.phone}>
                          <PhoneLink phone={person.contacts.phone} />
                        </p>
                      ) : null}
                      {excerpt.length > 0 ? (
                        <p className={`${list.summary} ${styles.excerpt}`}>
                          <Highlighted parts={excerpt} />
                        </p>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ol>
          ) : null}
          <Pagination
            page={query.page}
            totalPages={Math.ceil(found.count / SEARCH.pageSize)}
            hrefOf={(page) => siteSearchHref({ ...query, page })}
          />
        </>
      ) : null}
    </>
  )
}
