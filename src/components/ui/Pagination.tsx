import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pageWindow } from '@/lib/page-window'

/**
 * Page links with real hrefs (crawlable, work without JavaScript): previous, a window of numbers
 * around the current page with the first and last always present, and next.
 */
export async function Pagination({
  page,
  totalPages,
  hrefOf,
}: {
  page: number
  totalPages: number
  /** The path (without language prefix) of a page number, query string included. */
  hrefOf: (page: number) => string
}) {
  if (totalPages <= 1) return null
  const t = await getTranslations('pagination')
  return (
    <nav aria-label={t('label')} className="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefOf(page - 1)} rel="prev" scroll={false}>
              <span aria-hidden="true">←</span> {t('previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link href={hrefOf(n)} scroll={false}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefOf(page + 1)} rel="next" scroll={false}>
              {t('next')} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
