import 'server-only'

import { collectionTag, globalTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'

import { cached } from './cache'
import { getFirm, getSite, listPeople, listSectors } from './content'
import { readHomeContent } from './home-content'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** How many items the home page's fixed blocks show; the rest is one click away. */
const HOME_LIMITS = { projects: 6, partners: 8 } as const

/**
 * The `home` global and the lists it curates, cached under its own tag (the global's hooks, the
 * same as the `site` global's, expire it on every instance) and the tags of what it lists.
 */
export const getHomeContent = cached(
  'home',
  // readRights(): the published global for visitors, the latest draft in a staff preview.
  async (locale: Locale) => readHomeContent(await payloadClient(), locale, readRights()),
  () => [
    globalTag('home'),
    ...['posts', 'achievements', 'practices', 'clients', 'media'].map(collectionTag),
  ],
)

/** Everything the home page shows, from the cached reads. */
export async function getHome(locale: Locale) {
  const [content, site, sectors, firm, people] = await Promise.all([
    getHomeContent(locale),
    getSite(locale),
    listSectors(locale),
    getFirm(locale),
    listPeople(locale),
  ])
  const featured = firm.cases.filter((c) => c.featured)
  return {
    ...content,
    site,
    sectors,
    projects: (featured.length > 0 ? featured : firm.cases).slice(0, HOME_LIMITS.projects),
    partners: people.filter((p) => p.role === 'partner').slice(0, HOME_LIMITS.partners),
  }
}
