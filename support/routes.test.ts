import { describe, expect, it } from 'vitest'

import { DETAIL_SOURCES, everyPageType, PLAIN_ROUTES } from './routes'

/** A list page's HTML with one link to a detail page of its kind (and one to elsewhere first). */
function listPage(route: string): string {
  const prefix = route.startsWith('/en') ? '/en' : ''
  const list = route.replace(/^\/en/, '')
  const detail = list === '/news' ? `${prefix}/news/7` : `${prefix}${list}/3/some-slug`
  return `<a href="${prefix}/contacts">x</a><a href="${detail}">y</a>`
}

describe('everyPageType', () => {
  it('lists every plain route and the first detail page of each kind, in both languages', async () => {
    const read: string[] = []
    const routes = await everyPageType(async (route) => {
      read.push(route)
      return listPage(route)
    })
    const perLocale = PLAIN_ROUTES.length + DETAIL_SOURCES.length
    expect(routes).toHaveLength(2 * perLocale)
    expect(routes.slice(0, PLAIN_ROUTES.length)).toEqual([...PLAIN_ROUTES])
    expect(routes).toContain('/en')
    expect(routes).toContain('/en/search?q=арбитраж')
    expect(routes).toContain('/practices/3/some-slug')
    expect(routes).toContain('/en/team/3/some-slug')
    expect(routes).toContain('/en/news/7')
    expect(routes).not.toContain('/contacts/3/some-slug')
    expect(read).toEqual([
      '/practices',
      '/industry-sectors',
      '/team',
      '/news',
      '/en/practices',
      '/en/industry-sectors',
      '/en/team',
      '/en/news',
    ])
  })

  it('refuses a list without a detail link, naming it', async () => {
    await expect(everyPageType(async () => '<a href="/contacts">x</a>')).rejects.toThrow(
      'on /practices',
    )
  })
})
