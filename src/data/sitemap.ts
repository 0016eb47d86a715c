import 'server-only'

import { collectionTag } from '@/config/cache-tags'
import type { LocalizedPaths } from '@/lib/page-metadata'
import { samePath } from '@/lib/page-metadata'
import { CMS_PAGE_ROUTES, paths } from '@/lib/paths'
import { asVisitor } from '@/lib/visitor'
import { cached } from './cache'
import { getPageByKey } from './content'
import { payloadClient } from './payload'
import { documentPaths } from './site-metadata'

/** A page of the sitemap: its path in each language and when its content last changed. */
export type SitemapPage = { paths: LocalizedPaths; lastModified?: string }

/** Collections whose documents have pages, or whose lists make a page. */
type Listed = 'posts' | 'people' | 'practices' | 'industry-sectors' | 'achievements'

const LISTED: Listed[] = ['posts', 'people', 'practices', 'industry-sectors', 'achievements']

type Row = { id: number; updatedAt: string }

/** The public documents of a collection (top-level practices only: sub-areas are sections). */
async function readRows(collection: Listed): Promise<Row[]> {
  const result = await (await payloadClient()).find({
    collection,
    locale: 'ru',
    pagination: false,
    depth: 0,
    select: { updatedAt: true },
    ...(collection === 'practices' ? { where: { parent: { exists: false } } } : {}),
    ...asVisitor,
  })
  return result.docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }))
}

/** The open vacancies' last changes: /careers is noindex, and left out, while there are none. */
async function openVacancyRows(): Promise<Row[]> {
  const result = await (await payloadClient()).find({
    collection: 'vacancies',
    locale: 'ru',
    pagination: false,
    depth: 0,
    where: { hiringStatus: { equals: 'open' } },
    select: { updatedAt: true },
    ...asVisitor,
  })
  return result.docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }))
}

const newest = (rows: Row[]): string | undefined =>
  rows.reduce<string | undefined>(
    (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
    undefined,
  )

/**
 * Every public, indexable page (the search page, CMS pages marked "not ready" and /careers with no
 * open vacancy are `noindex` and stay out), with the same paths
 * the pages' own canonical and hreflang tags are made from (`documentPaths`, `samePath`).
 */
export const listSitemapPages = cached(
  'sitemap',
  async (): Promise<SitemapPage[]> => {
    const [posts, people, practices, sectors, achievements, vacancies] = await Promise.all([
      readRows('posts'),
      readRows('people'),
      readRows('practices'),
      readRows('industry-sectors'),
      readRows('achievements'),
      openVacancyRows(),
    ])
    const cmsPages = await Promise.all(
      CMS_PAGE_ROUTES.map(async (key) => ({ key, page: await getPageByKey(key, 'ru') })),
    )
    const detail = async (collection: 'people' | 'practices' | 'industry-sectors', rows: Row[]) =>
      Promise.all(
        rows.map(async (row) => ({
          paths: await documentPaths({ collection, id: row.id }),
          lastModified: row.updatedAt,
        })),
      )
    const lists: SitemapPage[] = [
      { paths: samePath(paths.home) },
      { paths: samePath(paths.collegium) },
      { paths: samePath(paths.practices), lastModified: newest(practices) },
      { paths: samePath(paths.sectors), lastModified: newest(sectors) },
      { paths: samePath(paths.team), lastModified: newest(people) },
      { paths: samePath(paths.achievements), lastModified: newest(achievements) },
      { paths: samePath(paths.news), lastModified: newest(posts) },
      { paths: samePath(paths.contacts) },
      ...(vacancies.length
        ? [{ paths: samePath(paths.careers), lastModified: newest(vacancies) }]
        : []),
    ]
    const cms: SitemapPage[] = cmsPages.flatMap(({ key, page }) =>
      // A page marked "not ready" is noindex: a sitemap lists indexable pages only.
      page && !page.hidden ? [{ paths: samePath(`/${key}`), lastModified: page.updatedAt }] : [],
    )
    return [
      ...lists,
      ...cms,
      ...(await detail('practices', practices)),
      ...(await detail('industry-sectors', sectors)),
      ...(await detail('people', people)),
      ...posts.map((row) => ({
        paths: samePath(paths.post(row)),
        lastModified: row.updatedAt,
      })),
    ]
  },
  () => [...LISTED, 'pages', 'vacancies'].map(collectionTag),
)
