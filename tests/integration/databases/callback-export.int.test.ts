import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { batchReader, newestFirst } from '@/cms/endpoints/csv-export'

import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

/**
 * The CSV export's batches on a real database (SQLite): Payload's where on dates and ids must page
 * through rows created in the same millisecond without repeating or skipping one.
 */
describe('callback export batches (SQLite)', () => {
  let payload: Payload
  let dataDir: string
  let inbox: TypedUser
  let editor: TypedUser
  const ids: number[] = []

  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
    // The staff member who handles requests (the inbox role), and an editor, who may not read them.
    inbox = (await payload.create({
      collection: 'users',
      data: { email: 'inbox@test.example', password: 'inbox-password-1991', roles: ['inbox'] },
    })) as TypedUser
    editor = (await payload.create({
      collection: 'users',
      data: { email: 'editor@test.example', password: 'editor-password-1991', roles: ['editor'] },
    })) as TypedUser
    // Seven requests, three of them at the same moment, one of those marked done.
    const moments = [1, 5, 5, 5, 2, 9, 3]
    for (const [i, minute] of moments.entries()) {
      const created = await payload.create({
        collection: 'callback-requests',
        data: {
          name: `Заявитель ${i}`,
          phone: `+7925000000${i}`,
          status: i === 2 ? 'done' : 'new',
          // No mail job for these: only their order matters here.
          notification: 'skipped',
          consent: { agreed: true },
          createdAt: `2025-05-01T10:0${minute}:00.000Z`,
        },
        context: { disableRevalidate: true },
      })
      ids.push(created.id)
    }
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  async function exported(filter?: Parameters<typeof newestFirst>[1]) {
    const rows: { id: number; createdAt: string }[] = []
    const sizes: number[] = []
    for await (const batch of newestFirst(batchReader(payload, inbox), filter, 2)) {
      sizes.push(batch.length)
      rows.push(...batch)
    }
    return { rows, sizes }
  }

  it('keeps the creation time given (the rows below share one)', async () => {
    const doc = await payload.findByID({ collection: 'callback-requests', id: ids[1] as number })
    expect(doc.createdAt).toBe('2025-05-01T10:05:00.000Z')
  })

  it('reads every request once, newest first, ties by id', async () => {
    const { rows, sizes } = await exported()
    // minute 9 (i=5); minute 5 (i=3, 2, 1 by id, descending); 3 (i=6); 2 (i=4); 1 (i=0)
    expect(rows.map((r) => r.id)).toEqual([5, 3, 2, 1, 6, 4, 0].map((i) => ids[i]))
    expect(sizes).toEqual([2, 2, 2, 1])
  })

  it('keeps the filter in every batch', async () => {
    const { rows } = await exported({ status: { equals: 'new' } })
    expect(rows.map((r) => r.id)).toEqual([5, 3, 1, 6, 4, 0].map((i) => ids[i]))
  })

  it('reads nothing for an editor without the inbox role', async () => {
    const read = newestFirst(batchReader(payload, editor), undefined, 2)
    await expect(read.next()).rejects.toMatchObject({ status: 403 })
  })

  it('reads nothing for a visitor (access rules apply)', async () => {
    const read = newestFirst(batchReader(payload, null as unknown as TypedUser), undefined, 2)
    await expect(read.next()).rejects.toMatchObject({ status: 403 })
  })
})
