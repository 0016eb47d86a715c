/** The plain routes of SPEC §2 (without the language prefix). */
export const PLAIN_ROUTES = [
  '/',
  '/accessibility',
  '/achievements',
  '/app',
  '/careers',
  '/collegium',
  '/contacts',
  '/demo',
  '/industry-sectors',
  '/news',
  '/news?type=news',
  '/news?type=publication',
  '/news?type=event',
  '/practices',
  '/privacy',
  '/qemo',
  '/search',
  '/search?q=арбитраж',
  '/team',
] as const

export const LOCALE_PREFIXES = { ru: '', en: '/en' } as const

/** Prefixes a route with the locale's path prefix (ru has none). */
export function localized(route: string, locale: keyof typeof LOCALE_PREFIXES): string {
  const prefix = LOCALE_PREFIXES[locale]
  if (!prefix) return route
  return route === '/' ? prefix : `${prefix}${route}`
}

/** The first link in a page's HTML whose path matches, e.g. a detail page from a list. */
export function firstLink(html: string, pattern: RegExp): string | undefined {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]
    if (href && pattern.test(href)) return href
  }
  return undefined
}

/** Detail pages to visit, found from the list pages of a locale: [list route, link pattern]. */
export const DETAIL_SOURCES: [string, RegExp][] = [
  ['/practices', /\/practices\/\d+\/[a-z0-9-]+$/],
  ['/industry-sectors', /\/industry-sectors\/\d+\/[a-z0-9-]+$/],
  ['/team', /\/team\/\d+\/[a-z0-9-]+$/],
  ['/news', /\/news\/\d+$/],
]

/**
 * Every plain route and the first detail page of each kind, in both languages: the pages a
 * measurement of "every page type" visits. `read` gives a page's HTML by its route.
 */
export async function everyPageType(read: (route: string) => Promise<string>): Promise<string[]> {
  const routes: string[] = []
  for (const locale of Object.keys(LOCALE_PREFIXES) as (keyof typeof LOCALE_PREFIXES)[]) {
    routes.push(...PLAIN_ROUTES.map((route) => localized(route, locale)))
    for (const [list, pattern] of DETAIL_SOURCES) {
      const route = localized(list, locale)
      const href = firstLink(await read(route), pattern)
      if (!href) throw new Error(`no link matching ${pattern} on ${route}`)
      routes.push(href)
    }
  }
  return routes
}
