import type { PayloadRequest, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { CSV_COLUMNS, csvRecord, exportFilename } from './callback-export'
import { csvRow } from './csv'
import { listFilter, newestFirst, type ReadBatch } from './csv-export'

type Doc = { id: number; createdAt: string; status: 'new' | 'done' | 'spam' }

/** Just enough of Payload's where semantics for the queries the export builds. */
function matches(doc: Doc, where: Where): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'and') return (condition as Where[]).every((w) => matches(doc, w))
    if (key === 'or') return (condition as Where[]).some((w) => matches(doc, w))
    const value = doc[key as keyof Doc]
    const { equals, less_than } = condition as { equals?: unknown; less_than?: string | number }
    if (equals !== undefined && value !== equals) return false
    if (less_than !== undefined && !(value < less_than)) return false
    return true
  })
}

/** A table read the way the endpoint reads it: newest first (createdAt, then id), `limit` rows. */
function table(docs: Doc[]) {
  const queries: (Where | undefined)[] = []
  const read: ReadBatch = async (where, limit) => {
    queries.push(where)
    return docs
      .filter((doc) => !where || matches(doc, where))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, limit)
  }
  return { read, queries }
}

async function all(batches: AsyncGenerator<{ id: number }[]>) {
  const sizes: number[] = []
  const ids: number[] = []
  for await (const batch of batches) {
    sizes.push(batch.length)
    ids.push(...batch.map((doc) => doc.id))
  }
  return { sizes, ids }
}

const at = (minute: number) => `2025-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`

describe('newestFirst', () => {
  it('reads every row once, newest first, in batches; rows of the same moment by id', async () => {
    const docs: Doc[] = [
      { id: 1, createdAt: at(1), status: 'new' },
      { id: 2, createdAt: at(5), status: 'new' },
      { id: 3, createdAt: at(5), status: 'done' },
      { id: 4, createdAt: at(5), status: 'new' },
      { id: 5, createdAt: at(2), status: 'new' },
      { id: 6, createdAt: at(9), status: 'spam' },
      { id: 7, createdAt: at(3), status: 'new' },
    ]
    const { read } = table(docs)
    expect(await all(newestFirst(read, undefined, 2))).toEqual({
      sizes: [2, 2, 2, 1],
      ids: [6, 4, 3, 2, 7, 5, 1],
    })
  })

  it('keeps the filter in every batch', async () => {
    const docs: Doc[] = Array.from({ length: 9 }, (_, i) => ({
      id: i + 1,
      createdAt: at(i),
      status: i % 2 ? ('done' as const) : ('new' as const),
    }))
    const { read, queries } = table(docs)
    const filter: Where = { status: { equals: 'new' } }
    expect((await all(newestFirst(read, filter, 2))).ids).toEqual([9, 7, 5, 3, 1])
    expect(queries[0]).toEqual(filter)
    for (const query of queries.slice(1)) expect((query as { and: Where[] }).and[0]).toEqual(filter)
  })

  it('neither repeats nor skips a row when one arrives during the export', async () => {
    const docs: Doc[] = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      createdAt: at(i),
      status: 'new',
    }))
    const { read } = table(docs)
    const batches = newestFirst(read, undefined, 2)
    const first = await batches.next()
    const firstIds = first.done ? [] : first.value.map((doc) => doc.id)
    docs.push({ id: 6, createdAt: at(30), status: 'new' })
    const rest = await all(batches)
    expect([...firstIds, ...rest.ids]).toEqual([5, 4, 3, 2, 1])
  })

  it('asks once and yields nothing for an empty result; a full last batch costs one more ask', async () => {
    const empty = table([])
    expect(await all(newestFirst(empty.read, undefined, 2))).toEqual({ sizes: [], ids: [] })
    expect(empty.queries).toHaveLength(1)
    const two = table([
      { id: 1, createdAt: at(1), status: 'new' },
      { id: 2, createdAt: at(2), status: 'new' },
    ])
    expect((await all(newestFirst(two.read, undefined, 2))).ids).toEqual([2, 1])
    expect(two.queries).toHaveLength(2)
  })
})

describe('csvRecord', () => {
  it('puts the fields in the order of the columns, dates as ISO 8601', () => {
    const record = csvRecord({
      id: 12,
      createdAt: '2025-05-01T10:00:00.000Z',
      name: 'Анна',
      phone: '+79161234567',
      comment: null,
      status: 'new',
      notification: 'logged',
      locale: 'ru',
      page: '/contacts',
      consent: { agreed: true, at: '2025-05-01T09:59:58.000Z', policyVersion: '2025-01' },
    })
    expect(record).toHaveLength(CSV_COLUMNS.length)
    expect(Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, record[i]]))).toEqual({
      id: 12,
      createdAt: '2025-05-01T10:00:00.000Z',
      name: 'Анна',
      phone: '+79161234567',
      comment: null,
      status: 'new',
      notification: 'logged',
      locale: 'ru',
      page: '/contacts',
      consentAgreed: true,
      consentAt: '2025-05-01T09:59:58.000Z',
      policyVersion: '2025-01',
    })
  })

  it('writes missing values as empty fields', () => {
    const record = csvRecord({ id: 1, createdAt: '2025-05-01T10:00:00.000Z' })
    expect(csvRow(record)).toBe('1,2025-05-01T10:00:00.000Z,,,,,,,,,,\r\n')
  })
})

describe('exportFilename', () => {
  it('carries the date of the export', () => {
    expect(exportFilename(new Date('2025-05-01T23:30:00.000Z'))).toBe(
      'callback-requests-2025-05-01.csv',
    )
  })
})

describe('listFilter', () => {
  const request = (query: Record<string, unknown>) =>
    ({
      query,
      payload: {
        collections: {
          'callback-requests': {
            config: { admin: { listSearchableFields: ['name', 'phone', 'comment'] } },
          },
        },
      },
    }) as unknown as PayloadRequest

  it('is no filter for an unfiltered list', () => {
    expect(listFilter(request({ limit: '10', page: '2' }))).toBeUndefined()
  })

  it("is the list's where as Payload parsed it from the address", () => {
    const where = { or: [{ and: [{ status: { equals: 'new' } }] }] }
    expect(listFilter(request({ where }))).toEqual(where)
  })

  it('turns the search into a match on any searchable field, together with the where', () => {
    expect(listFilter(request({ search: 'Анна', where: { status: { equals: 'new' } } }))).toEqual({
      and: [
        { status: { equals: 'new' } },
        {
          or: [
            { name: { like: 'Анна' } },
            { phone: { like: 'Анна' } },
            { comment: { like: 'Анна' } },
          ],
        },
      ],
    })
  })

  it('reads a where given as JSON, and refuses a malformed one with 400', () => {
    expect(listFilter(request({ where: '{"status":{"equals":"done"}}' }))).toEqual({
      status: { equals: 'done' },
    })
    expect(() => listFilter(request({ where: '{nope' }))).toThrow(
      expect.objectContaining({ status: 400 }),
    )
    expect(() => listFilter(request({ where: '[1]' }))).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })
})
