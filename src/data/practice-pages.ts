import 'server-only'

import type { Payload, Where } from 'payload'
import { collectionTag, documentTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type {
  Achievement,
  Case,
  IndustrySector,
  Person,
  Post,
  Practice,
} from '@/config/payload-types'
import { displaySort } from '@/lib/display-order'
import { type PracticeBranch, practiceTree, refId } from '@/lib/practice-tree'
import { cached } from './cache'
import { listAllPractices } from './content'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** How many related items a practice or sector page shows before "all …". */
const RELATED_POSTS = 4
const RELATED_CASES = 6
const RELATED_ACHIEVEMENTS = 6

/** The people, publications, cases and rankings linked to a practice or a sector. */
export type Related = {
  partners: Person[]
  team: Person[]
  posts: Post[]
  cases: Case[]
  achievements: Achievement[]
}

export type PracticePage =
  | { kind: 'practice'; practice: Practice; sections: Practice[]; related: Related }
  /** A sub-area has no page of its own: it is a section of its parent's page. */
  | { kind: 'section'; practice: Practice; parent: Practice }

export type SectorPage = {
  sector: IndustrySector
  practices: PracticeBranch<Practice>[]
  related: Related
}

/** Partners first (SPEC: "partners and team"), then everyone else; display order within each. */
function splitTeam(people: Person[]): Pick<Related, 'partners' | 'team'> {
  return {
    partners: people.filter((p) => p.role === 'partner'),
    team: people.filter((p) => p.role !== 'partner'),
  }
}

/** Everything linked through a relationship field (`practices` or `sectors`) to any of `ids`. */
async function readRelated(
  payload: Payload,
  locale: Locale,
  field: 'practices' | 'sectors',
  ids: number[],
  withCasesAndAchievements: boolean,
): Promise<Related> {
  const where: Where = { [field]: { in: ids } }
  const none = Promise.resolve({ docs: [] as never[] })
  const [people, posts, cases, achievements] = await Promise.all([
    payload.find({
      collection: 'people',
      locale,
      where,
      sort: displaySort('people'),
      limit: 200,
      depth: 1,
      // Only the photo is needed from the linked documents; the rest would bloat the cache entry.
      populate: { practices: { title: true }, 'industry-sectors': { title: true } },
      ...readRights(),
    }),
    payload.find({
      collection: 'posts',
      locale,
      where,
      sort: '-publishedAt',
      limit: RELATED_POSTS,
      depth: 0,
      ...readRights(),
    }),
    withCasesAndAchievements
      ? payload.find({
          collection: 'cases',
          locale,
          where,
          sort: displaySort('cases'),
          limit: RELATED_CASES,
          depth: 0,
          ...readRights(),
        })
      : none,
    withCasesAndAchievements
      ? payload.find({
          collection: 'achievements',
          locale,
          where,
          sort: displaySort('achievements'),
          limit: RELATED_ACHIEVEMENTS,
          depth: 1,
          populate: { practices: { title: true }, people: { name: true } },
          ...readRights(),
        })
      : none,
  ])
  return {
    ...splitTeam(people.docs),
    posts: posts.docs,
    cases: cases.docs,
    achievements: achievements.docs,
  }
}

/** Every published practice with its sub-areas, in display order (the practices list). */
export async function listPracticeTree(locale: Locale): Promise<PracticeBranch<Practice>[]> {
  return practiceTree(await listAllPractices(locale))
}

/**
 * A practice's page: the practice, its sub-areas (sections), and the partners, team, cases,
 * publications and rankings linked to it or to any of its sub-areas. Null for an unknown id.
 */
export const getPracticePage = cached(
  'practice-page',
  async (id: number, locale: Locale): Promise<PracticePage | null> => {
    const payload = await payloadClient()
    const practice = await payload
      .findByID({ collection: 'practices', id, locale, depth: 1, ...readRights() })
      .catch(() => null)
    if (!practice) return null
    const parentId = refId(practice.parent)
    if (parentId !== null) {
      const parent = await payload
        .findByID({ collection: 'practices', id: parentId, locale, depth: 0, ...readRights() })
        .catch(() => null)
      if (parent) return { kind: 'section', practice, parent }
    }
    const sections = await payload.find({
      collection: 'practices',
      locale,
      where: { parent: { equals: id } },
      sort: displaySort('practices'),
      limit: 100,
      depth: 0,
      ...readRights(),
    })
    const ids = [id, ...sections.docs.map((s) => s.id)]
    const related = await readRelated(payload, locale, 'practices', ids, true)
    return { kind: 'practice', practice, sections: sections.docs, related }
  },
  (id) => [
    documentTag('practices', id),
    ...['practices', 'people', 'posts', 'cases', 'achievements', 'media'].map(collectionTag),
  ],
)

/**
 * An industry sector's page: the sector, the practices serving it, and the people and
 * publications linked to it. (Cases and rankings have no `sectors` field, so none are linked.)
 */
export const getSectorPage = cached(
  'sector-page',
  async (id: number, locale: Locale): Promise<SectorPage | null> => {
    const payload = await payloadClient()
    const sector = await payload
      .findByID({ collection: 'industry-sectors', id, locale, depth: 1, ...readRights() })
      .catch(() => null)
    if (!sector) return null
    const [practices, related] = await Promise.all([
      listAllPractices(locale),
      readRelated(payload, locale, 'sectors', [id], false),
    ])
    // A practice serves the sector when it, or one of its sub-areas, names the sector.
    const serves = (p: Practice) => (p.sectors ?? []).some((ref) => refId(ref) === id)
    const tree = practiceTree(practices)
      .map(({ practice, children }) => ({
        practice,
        children: children.filter(serves),
      }))
      .filter((branch) => serves(branch.practice) || branch.children.length > 0)
    return { sector, practices: tree, related }
  },
  (id) => [
    documentTag('industry-sectors', id),
    ...['industry-sectors', 'practices', 'people', 'posts', 'media'].map(collectionTag),
  ],
)
