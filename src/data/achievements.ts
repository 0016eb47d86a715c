import 'server-only'

import { slugify } from '@/cms/fields/slugify'
import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Practice } from '@/config/payload-types'
import type { AchievementFacets } from '@/lib/achievements-filter'
import { type DirectorySummary, summarizeRankings } from '@/lib/achievements-summary'
import { type AchievementView, achievementView } from '@/lib/achievements-view'
import { displaySort } from '@/lib/display-order'
import { practiceTree, refId } from '@/lib/practice-tree'
import { cached } from './cache'
import { listAllPractices } from './content'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** A ranking or award with what the filter matches it by. */
export type AchievementEntry = AchievementView & { facets: AchievementFacets }

/** A choice of the practice filter: a practice, with its sub-areas that occur. */
export type PracticeOption = {
  id: number
  title: string
  children: { id: number; title: string }[]
}

export type AchievementsData = {
  entries: AchievementEntry[]
  years: number[]
  sources: { key: string; label: string }[]
  practices: PracticeOption[]
  /** The latest rank per category of each directory, shown before the detail. */
  summary: DirectorySummary[]
}

/** Sorting ignores opening quotation marks, so «Коммерсантъ» sorts under К. */
const sortKey = (label: string) => label.replace(/^[«"“'‘]+/, '')

/**
 * Every published ranking and award, newest first, with what the filter offers: the years,
 * ranking sources and practices that occur (a sub-area also counts for its parent practice), and
 * the summary of the latest ranks.
 */
export const listAchievementEntries = cached(
  'achievement-entries',
  async (locale: Locale): Promise<AchievementsData> => {
    const payload = await payloadClient()
    const [achievements, practices] = await Promise.all([
      payload.find({
        collection: 'achievements',
        locale,
        sort: displaySort('achievements'),
        limit: 1000,
        depth: 1,
        // Only the logo is needed from the linked documents; practices come from their own read.
        populate: { practices: { title: true }, people: { name: true } },
        ...readRights(),
      }),
      listAllPractices(locale),
    ])
    const byId = new Map<number, Practice>(practices.map((p) => [p.id, p]))
    const used = new Set<number>()
    const entries = achievements.docs.map((doc): AchievementEntry => {
      const view = achievementView(doc, byId)
      // Choosing a practice also finds what its sub-areas won.
      const ids = new Set<number>()
      for (const link of view.practices) {
        ids.add(link.id)
        const parent = refId(byId.get(link.id)?.parent)
        if (parent !== null && byId.has(parent)) ids.add(parent)
      }
      for (const id of ids) used.add(id)
      return {
        ...view,
        facets: { year: doc.year, source: slugify(doc.source), practices: [...ids] },
      }
    })
    const years = [...new Set(entries.map((e) => e.year))].sort((a, b) => b - a)
    const sources = [...new Map(entries.map((e) => [e.facets.source, e.source])).entries()]
      .map(([key, label]) => ({ key, label }))
      .sort((a, b) => sortKey(a.label).localeCompare(sortKey(b.label), locale))
    const options = practiceTree(practices)
      .filter(({ practice }) => used.has(practice.id))
      .map(({ practice, children }) => ({
        id: practice.id,
        title: practice.title,
        children: children.filter((c) => used.has(c.id)).map((c) => ({ id: c.id, title: c.title })),
      }))
    const summary = summarizeRankings(
      entries.map((e) => ({ ...e, sourceKey: e.facets.source })),
      locale,
    )
    return { entries, years, sources, practices: options, summary }
  },
  () => ['achievements', 'practices', 'media'].map(collectionTag),
)
