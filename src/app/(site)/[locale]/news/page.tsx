import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { POST_TYPES } from '@/cms/collections/Posts'
import { PostList } from '@/components/news/PostList'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { listPosts } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { newsHref, parseNewsQuery } from '@/data/news-query'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'news', '/news')
}

export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = parseNewsQuery(await searchParams)
  const [t, types, result] = await Promise.all([
    getTranslations('pages'),
    getTranslations('news'),
    listPosts(locale, query.type, query.page),
  ])
  const filters = [null, ...POST_TYPES] as const
  return (
    <>
      <PageHeader title={t('news')} />
      <nav aria-label={types('filter')}>
        <ul className="filters">
          {filters.map((type) => (
            <li key={type ?? 'all'}>
              <Link
                href={newsHref({ type, page: 1 })}
                scroll={false}
                aria-current={query.type === type ? 'page' : undefined}
              >
                {types(`types.${type ?? 'all'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.docs.length > 0 ? <PostList posts={result.docs} /> : <p>{types('empty')}</p>}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefOf={(page) => newsHref({ type: query.type, page })}
      />
    </>
  )
}
