import 'server-only'

import type { Locale } from '@/config/constants'

import {
  getFirm,
  getSite,
  listAchievements,
  listPeople,
  listPosts,
  listPractices,
  listSectors,
} from './content'

/** How many items each home-page block shows; the rest is one click away on its own page. */
const HOME_LIMITS = { achievements: 12, projects: 6, news: 10, partners: 8, clients: 20 } as const

/** Everything the home page shows, from the cached collection reads. */
export async function getHome(locale: Locale) {
  const [site, practices, sectors, achievements, firm, news, people] = await Promise.all([
    getSite(locale),
    listPractices(locale),
    listSectors(locale),
    listAchievements(locale),
    getFirm(locale),
    listPosts(locale, null, 1),
    listPeople(locale),
  ])
  const featured = firm.cases.filter((c) => c.featured)
  return {
    site,
    practices,
    sectors,
    achievements: achievements.slice(0, HOME_LIMITS.achievements),
    projects: (featured.length > 0 ? featured : firm.cases).slice(0, HOME_LIMITS.projects),
    news: news.docs.slice(0, HOME_LIMITS.news),
    partners: people.filter((p) => p.role === 'partner').slice(0, HOME_LIMITS.partners),
    clients: firm.clients.slice(0, HOME_LIMITS.clients),
  }
}
