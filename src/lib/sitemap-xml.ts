import { escapeXml } from './xml'

/** One `<url>` of a sitemap: its address, its language alternates and its last change. */
export type SitemapUrl = { loc: string; alternates: Record<string, string>; lastModified?: string }

/** A sitemap (sitemaps.org 0.9) with hreflang alternates as `xhtml:link` (Google's format). */
export function renderSitemap(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = Object.entries(url.alternates)
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
        )
        .join('\n')
      const lastmod = url.lastModified
        ? `\n    <lastmod>${new Date(url.lastModified).toISOString()}</lastmod>`
        : ''
      return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>${lastmod}\n${links}\n  </url>`
    })
    .join('\n')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  )
}
