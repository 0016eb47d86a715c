import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { plainPageMetadata } from '@/data/metadata'
import { firstParam } from '@/data/params'
import { MAX_QUERY_LENGTH, normalizeQuery, searchContent } from '@/data/search'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await plainPageMetadata(params, 'search', '/search')), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = normalizeQuery(firstParam((await searchParams).q))
  const [t, s, hits] = await Promise.all([
    getTranslations('pages'),
    getTranslations('search'),
    searchContent(query, locale),
  ])
  return (
    <>
      <PageHeader title={t('search')} />
      <search>
        <form action="" method="get" className="search-form">
          <label htmlFor="q" className="visually-hidden">
            {s('placeholder')}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={s('placeholder')}
          />
          <button type="submit" className="button">
            {query ? s('again') : s('submit')}
          </button>
        </form>
      </search>
      {query ? (
        <>
          <p role="status">{s('results', { count: hits.length })}</p>
          {hits.length === 0 ? (
            <p>{s('empty')}</p>
          ) : (
            <ul className="list">
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <Link href={hit.href}>{hit.title}</Link>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/">{s('back')}</Link>
          </p>
        </>
      ) : null}
    </>
  )
}
