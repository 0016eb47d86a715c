import { describe, expect, it } from 'vitest'

import { type PracticeRef, practiceHref, practiceTree, refId, sectionQuery } from './practice-tree'

const disputes: PracticeRef = { id: 1, slug: 'dispute-resolution', order: 0 }
const sanctions: PracticeRef = {
  id: 11,
  slug: 'international-sanctions',
  sectionKey: 'international-sanctions',
  parent: 1,
  order: 9,
}
const bankruptcy: PracticeRef = {
  id: 4,
  slug: 'bankruptcy',
  sectionKey: 'bankruptcy',
  parent: { id: 1 },
  order: 2,
}
const corporate: PracticeRef = { id: 14, slug: 'corporate-and-m-a', order: 3 }
const criminal: PracticeRef = { id: 12, slug: 'criminal-defence', order: 1 }
const orphan: PracticeRef = { id: 30, slug: 'orphan', sectionKey: 'orphan', parent: 99 }

describe('refId', () => {
  it('reads ids of populated and unpopulated relationships', () => {
    expect(refId(3)).toBe(3)
    expect(refId({ id: 5 })).toBe(5)
    expect(refId(null)).toBeNull()
    expect(refId(undefined)).toBeNull()
  })
})

describe('practiceTree', () => {
  it('puts sub-areas under their parent, both in display order', () => {
    const tree = practiceTree([sanctions, corporate, bankruptcy, disputes, criminal, orphan])
    expect(tree.map((b) => b.practice.id)).toEqual([1, 12, 14])
    expect(tree[0]?.children.map((c) => c.id)).toEqual([4, 11])
    expect(tree[1]?.children).toEqual([])
  })

  it('leaves out sub-areas whose parent is not listed', () => {
    const ids = practiceTree([orphan, criminal]).flatMap((b) => [
      b.practice.id,
      ...b.children.map((c) => c.id),
    ])
    expect(ids).toEqual([12])
  })
})

describe('practiceHref', () => {
  const byId = new Map([disputes, sanctions, bankruptcy, corporate].map((p) => [p.id, p]))

  it('links a practice to its own page', () => {
    expect(practiceHref(corporate, byId)).toBe('/practices/14/corporate-and-m-a')
  })

  it('links a sub-area to its section on the parent page', () => {
    expect(practiceHref(sanctions, byId)).toBe(
      '/practices/1/dispute-resolution?section=international-sanctions',
    )
    expect(practiceHref(bankruptcy, byId)).toBe(
      '/practices/1/dispute-resolution?section=bankruptcy',
    )
  })

  it('falls back to the own page when the parent is unknown', () => {
    expect(practiceHref(orphan, byId)).toBe('/practices/30/orphan')
  })
})

describe('sectionQuery', () => {
  it('is empty for a practice without a section key', () => {
    expect(sectionQuery(disputes)).toBe('')
    expect(sectionQuery(sanctions)).toBe('?section=international-sanctions')
  })
})
