import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/config/constants'
import { getPageByKey } from '@/data/content'
import { getDocumentSeo } from '@/data/seo-meta'
import { siteMetadata } from '@/data/site-metadata'
import { pageLocale } from '@/i18n/page-locale'
import { samePath } from '@/lib/page-metadata'

/** A page of the `pages` collection by its key; an empty page renders cleanly, not as an error. */
export async function CmsPage({ pageKey, locale }: { pageKey: string; locale: Locale }) {
  const [page, t] = await Promise.all([getPageByKey(pageKey, locale), getTranslations('page')])
  if (!page) notFound()
  const hasBody = Boolean(
    (page.body as { root?: { children?: unknown[] } } | null)?.root?.children?.length,
  )
  return (
    <article>
      <Breadcrumbs trail={[{ label: page.title, path: `/${pageKey}` }]} />
      <PageHeader title={page.title} lead={page.summary} />
      {hasBody ? <RichText data={page.body} /> : <p className="meta">{t('empty')}</p>}
    </article>
  )
}

type RouteProps = { params: Promise<{ locale: string }> }

/** The route module of a CMS-backed page such as /privacy: metadata and page in one. */
export function cmsRoute(pageKey: string) {
  return {
    generateMetadata: async ({ params }: RouteProps) => {
      const locale = await pageLocale(params)
      const page = await getPageByKey(pageKey, locale)
      const metadata = await siteMetadata({
        locale,
        paths: samePath(`/${pageKey}`),
        title: page?.title,
        description: page?.summary,
        seo: page ? await getDocumentSeo('pages', page.id, locale) : null,
      })
      // "Not ready": noindex here and in the server's X-Robots-Tag (src/server/hidden-page-header.ts).
      return page?.hidden ? { ...metadata, robots: { index: false, follow: true } } : metadata
    },
    // biome-ignore lint/correctness/noComponentHookFactories: an async server component, which uses no hooks
    Page: async ({ params }: RouteProps) => (
      <CmsPage pageKey={pageKey} locale={await pageLocale(params)} />
    ),
  }
}
