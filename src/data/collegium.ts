import 'server-only'

import type { Locale } from '@/config/constants'

import { getFirm, getPageByKey, getSite, listAchievements, listPeople } from './content'

/** How many recent achievements the firm page shows before linking to all of them. */
const RECOGNITION_COUNT = 9

/** Everything the firm's page (/collegium) shows, from the cached reads. */
export async function getCollegium(locale: Locale) {
  const [site, history, qualification, advisorsIntro, firm, people, achievements] =
    await Promise.all([
      getSite(locale),
      getPageByKey('collegium-history', locale),
      getPageByKey('collegium-qualification', locale),
      getPageByKey('collegium-advisors', locale),
      getFirm(locale),
      listPeople(locale),
      listAchievements(locale),
    ])
  return {
    site,
    history,
    qualification,
    advisorsIntro,
    recognition: achievements.slice(0, RECOGNITION_COUNT),
    offices: firm.offices.filter((o) => o.kind !== 'network'),
    network: firm.offices.filter((o) => o.kind === 'network'),
    proBono: firm.proBono,
    advisors: people.filter((p) => p.role === 'advisor'),
    clients: firm.clients,
  }
}
