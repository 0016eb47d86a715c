/**
 * The display order of every collection with an `order` field (issue 19): the editor's `order`
 * first (smaller first), then the list's natural order (newest year first for rankings, best
 * projects and pro bono work), then the id, so that equal values never shuffle between reads.
 * Payload's `sort` takes these as they are.
 */
export const DISPLAY_SORT = {
  achievements: ['order', '-year', 'id'],
  cases: ['order', '-year', 'id'],
  'pro-bono': ['order', '-year', 'id'],
  practices: ['order', 'id'],
  'industry-sectors': ['order', 'id'],
  people: ['order', 'id'],
  clients: ['order', 'id'],
  offices: ['order', 'id'],
} as const satisfies Record<string, readonly string[]>

/** The collections listed by display order. */
export type OrderedCollection = keyof typeof DISPLAY_SORT

/** Payload's `sort` argument for a collection's display order (a fresh, mutable copy). */
export const displaySort = (collection: OrderedCollection): string[] => [
  ...DISPLAY_SORT[collection],
]

/**
 * Items grouped under a key (a year, say) in the order they come, each group where its first
 * item is: a list sorted by `order` first stays in that order, and a key never heads two groups.
 */
export function groupInOrder<T, K>(items: T[], key: (item: T) => K): { key: K; items: T[] }[] {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return [...groups].map(([k, grouped]) => ({ key: k, items: grouped }))
}

/** Documents picked by id, in the order of the ids; ids with no document are left out. */
export function pickInOrder<D extends { id: number }>(docs: D[], ids: number[]): D[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
