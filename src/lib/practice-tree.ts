import { paths } from '@/lib/paths'

/** The fields of a practice that place it in the tree and on the site. */
export type PracticeRef = {
  id: number
  slug?: string | null
  sectionKey?: string | null
  parent?: number | { id: number } | null
  order?: number | null
}

/** A top-level practice with its sub-areas. */
export type PracticeBranch<P extends PracticeRef> = { practice: P; children: P[] }

/** The id of a relationship value, populated or not. */
export function refId(ref: number | { id: number } | null | undefined): number | null {
  if (ref === null || ref === undefined) return null
  return typeof ref === 'number' ? ref : ref.id
}

const byOrder = (a: PracticeRef, b: PracticeRef) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id

/**
 * Top-level practices with their sub-areas, both in display order. A sub-area whose parent is not
 * in the list (unpublished) is left out rather than shown as a practice of its own.
 */
export function practiceTree<P extends PracticeRef>(all: P[]): PracticeBranch<P>[] {
  const roots = all.filter((p) => refId(p.parent) === null).sort(byOrder)
  return roots.map((practice) => ({
    practice,
    children: all.filter((p) => refId(p.parent) === practice.id).sort(byOrder),
  }))
}

/** The `?section=` query that opens a sub-area on its parent's page ('' for a practice). */
export function sectionQuery(practice: PracticeRef): string {
  return practice.sectionKey ? `?section=${encodeURIComponent(practice.sectionKey)}` : ''
}

/**
 * Where a practice is shown: its own page, or, for a sub-area, its parent's page opened at its
 * section (sub-areas have no page of their own).
 */
export function practiceHref<P extends PracticeRef>(practice: P, byId: Map<number, P>): string {
  const parentId = refId(practice.parent)
  const parent = parentId === null ? undefined : byId.get(parentId)
  if (!parent) return paths.practice(practice)
  return paths.practice(parent) + sectionQuery(practice)
}
