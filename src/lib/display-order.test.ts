import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { collections } from '@/cms/collections'

import { DISPLAY_SORT, displaySort, groupInOrder, pickInOrder } from './display-order'

const hasOrderField = (fields: Field[]): boolean =>
  fields.some(
    (field) =>
      ('name' in field && field.name === 'order') ||
      ('fields' in field && !('name' in field) && hasOrderField(field.fields)),
  )

describe('DISPLAY_SORT', () => {
  it('lists every collection with an order field, order first', () => {
    const ordered = collections.filter((c) => hasOrderField(c.fields)).map((c) => c.slug)
    expect(ordered.length).toBeGreaterThanOrEqual(8)
    expect(Object.keys(DISPLAY_SORT).sort()).toEqual([...ordered].sort())
    for (const slug of ordered) {
      expect(displaySort(slug as keyof typeof DISPLAY_SORT)[0], slug).toBe('order')
    }
  })

  it('keeps the natural order second and the id last, for a stable order', () => {
    expect(displaySort('achievements')).toEqual(['order', '-year', 'id'])
    expect(displaySort('cases')).toEqual(['order', '-year', 'id'])
    for (const sort of Object.values(DISPLAY_SORT)) expect(sort.at(-1)).toBe('id')
  })

  it('gives a fresh copy that a caller may change', () => {
    displaySort('clients').push('-name')
    expect(displaySort('clients')).toEqual(['order', 'id'])
  })
})

describe('groupInOrder', () => {
  it('keeps the order of the items and puts each group where its first item is', () => {
    const items = [
      { id: 1, year: 2019 },
      { id: 2, year: 2026 },
      { id: 3, year: 2019 },
      { id: 4, year: 2025 },
      { id: 5, year: 2026 },
    ]
    expect(groupInOrder(items, (i) => i.year)).toEqual([
      { key: 2019, items: [items[0], items[2]] },
      { key: 2026, items: [items[1], items[4]] },
      { key: 2025, items: [items[3]] },
    ])
  })

  it('gives no groups for no items', () => {
    expect(groupInOrder([], () => 1)).toEqual([])
  })
})

describe('pickInOrder', () => {
  it('returns the documents in the order of the ids and skips unknown ones', () => {
    const docs = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(pickInOrder(docs, [3, 9, 1])).toEqual([{ id: 3 }, { id: 1 }])
    expect(pickInOrder(docs, [])).toEqual([])
  })
})
