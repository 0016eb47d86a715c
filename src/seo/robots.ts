/** Paths under the site that crawlers are kept out of (admin, APIs, the content snapshot). */
const DISALLOW = ['/admin', '/api', '/graphql', '/_content']

/** robots.txt: everything public is open; the admin, the APIs and the content snapshot are not. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}
