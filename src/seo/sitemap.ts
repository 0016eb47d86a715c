import 'server-only'

import { LOCALES } from '@/config/constants'
import { absoluteUrl } from '@/data/site-metadata'
import { listSitemapPages } from '@/data/sitemap'
import { hreflangLinks, localizedHref } from '@/lib/page-metadata'
import { renderSitemap, type SitemapUrl } from '@/lib/sitemap-xml'

/** Every page in every language, each with the alternates its head names. */
export async function sitemapXml(): Promise<string> {
  const pages = await listSitemapPages()
  const urls: SitemapUrl[] = pages.flatMap((page) => {
    const alternates = Object.fromEntries(
      Object.entries(hreflangLinks(page.paths)).map(([lang, href]) => [lang, absoluteUrl(href)]),
    )
    return LOCALES.map((locale) => ({
      loc: absoluteUrl(localizedHref(locale, page.paths[locale])),
      alternates,
      lastModified: page.lastModified,
    }))
  })
  return renderSitemap(urls)
}
