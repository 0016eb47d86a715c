import type { Payload } from 'payload'
import type { AdminLabel } from '@/cms/fields/labels'
import { HOME_DEFAULTS, HOME_FEATURED } from '@/cms/globals/home-defaults'
import type { Locale } from '@/config/constants'
import type { Achievement, Client, Post, Practice, User } from '@/config/payload-types'
import { displaySort, pickInOrder } from '@/lib/display-order'
import { refId } from '@/lib/practice-tree'
import { asVisitor } from '@/lib/visitor'

type Shape = { readonly [key: string]: AdminLabel | string | Shape }

/** A text of each of the shape's labels, and each of its links. */
type TextsOf<S> = {
  [K in keyof S]: S[K] extends AdminLabel | string ? string : TextsOf<S[K]>
}

/** The home page's texts, as editors wrote them (the English ones fall back to Russian). */
export type HomeTexts = TextsOf<typeof HOME_DEFAULTS>

const isLabel = (value: AdminLabel | string | Shape): value is AdminLabel =>
  typeof value === 'object' && typeof value.ru === 'string' && typeof value.en === 'string'

/**
 * The global's texts in the shape of its defaults, every one a string: an empty text stays empty
 * (Russian is required, so only English can be, and Payload gives the Russian one instead), an
 * empty link goes where it went before editors could change it. A text the global does not have
 * at all is the default of the language: a visitor's read of a global never saved, or not
 * published, is empty (Payload applies the fields' defaults only to a row the reader may read).
 */
function textsOf<S extends Shape>(shape: S, values: unknown, locale: Locale): TextsOf<S> {
  const given = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>
  const texts: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(shape)) {
    const own = given[key]
    if (isLabel(value)) texts[key] = typeof own === 'string' ? own : value[locale]
    else if (typeof value === 'string') texts[key] = typeof own === 'string' && own ? own : value
    else texts[key] = textsOf(value, own, locale)
  }
  return texts as TextsOf<S>
}

/** What the `home` global decides: its texts, and each list, curated or automatic. */
export type HomeContent = {
  texts: HomeTexts
  posts: Post[]
  achievements: Achievement[]
  practices: Practice[]
  clients: Client[]
}

/** How many clients the automatic list shows (the wall stays a wall, not a directory). */
const AUTOMATIC_CLIENTS = 20

type Curated = 'posts' | 'achievements' | 'practices' | 'clients'

/** The rights of a read: a visitor's, or a previewing staff member's (`readRights()`). */
export type ReadRights =
  | typeof asVisitor
  | {
      readonly overrideAccess: false
      readonly draft: true
      readonly user: User & { collection: 'users' }
    }

/**
 * The home page's part of the CMS in one read, with the given rights (a visitor's by default:
 * the published global): the `home` global, and
 * for each list the editor's picks in the editor's order, or when there are none the automatic
 * default (newest posts; rankings by `order`, then year; top-level practices and clients by
 * `order`). Picks the reader may not read (unpublished, for a visitor) are left out. Not cached:
 * `home.ts` is, and passes `readRights()`, so that a staff member's draft preview reads the draft.
 */
export async function readHomeContent(
  payload: Payload,
  locale: Locale,
  rights: ReadRights = asVisitor,
): Promise<HomeContent> {
  const home = await payload.findGlobal({ slug: 'home', locale, depth: 0, ...rights })
  const picked = (name: Curated): number[] =>
    (home.featured?.[name] ?? []).flatMap((ref) => refId(ref) ?? [])

  const curatedOr = async <D extends { id: number }>(
    name: Curated,
    depth: number,
    automatic: () => Promise<{ docs: D[] }>,
  ): Promise<D[]> => {
    const ids = picked(name).slice(0, HOME_FEATURED[name])
    if (ids.length === 0) return (await automatic()).docs
    const found = await payload.find({
      collection: name,
      locale,
      where: { id: { in: ids } },
      limit: ids.length,
      pagination: false,
      depth,
      ...rights,
    })
    return pickInOrder(found.docs as unknown as D[], ids)
  }

  const [posts, achievements, practices, clients] = await Promise.all([
    curatedOr<Post>('posts', 0, () =>
      payload.find({
        collection: 'posts',
        locale,
        sort: ['-publishedAt', '-id'],
        limit: HOME_FEATURED.posts,
        depth: 0,
        ...rights,
      }),
    ),
    curatedOr<Achievement>('achievements', 0, () =>
      payload.find({
        collection: 'achievements',
        locale,
        sort: displaySort('achievements'),
        limit: HOME_FEATURED.achievements,
        depth: 0,
        ...rights,
      }),
    ),
    curatedOr<Practice>('practices', 1, () =>
      payload.find({
        collection: 'practices',
        locale,
        where: { parent: { exists: false } },
        sort: displaySort('practices'),
        limit: HOME_FEATURED.practices,
        depth: 1,
        ...rights,
      }),
    ),
    curatedOr<Client>('clients', 1, () =>
      payload.find({
        collection: 'clients',
        locale,
        sort: displaySort('clients'),
        limit: AUTOMATIC_CLIENTS,
        depth: 1,
        ...rights,
      }),
    ),
  ])
  return { texts: textsOf(HOME_DEFAULTS, home, locale), posts, achievements, practices, clients }
}
