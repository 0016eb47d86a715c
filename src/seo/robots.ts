import { SEO } from '@/config/constants'

/** robots.txt: everything public is open; the admin, the APIs and the content snapshot are not. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...SEO.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}
