/**
 * The jobs lease (src/cms/jobs/lease.ts): leases on one real PostgreSQL server stand for site
 * instances. Exactly one holds it at a time; another takes it at its next ask when the holder
 * gives it up, when the holder's connection is killed, and after the database was away.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PostgresJobsLease } from '../../../src/cms/jobs/lease'
import { startPostgres, type TestPostgres } from '../../../support/postgres'

let server: TestPostgres
const leases: PostgresJobsLease[] = []
const messages: string[] = []
const lease = () => {
  const made = new PostgresJobsLease(server.url, (message) => messages.push(message))
  leases.push(made)
  return made
}
const holders = async (of: PostgresJobsLease[]) => {
  const answers = await Promise.all(of.map((it) => it.held()))
  return answers.filter(Boolean).length
}

beforeAll(async () => {
  server = await startPostgres('lease')
})

afterAll(async () => {
  await Promise.all(leases.map((it) => it.close()))
  server?.stop()
})

describe('the jobs lease on PostgreSQL', () => {
  it('is held by exactly one of three instances, asked at the same moment, again and again', async () => {
    const three = [lease(), lease(), lease()]
    for (let tick = 0; tick < 5; tick++) expect(await holders(three)).toBe(1)
    // The same one every time: it is kept, not taken in turns.
    const first = await Promise.all(three.map((it) => it.held()))
    const again = await Promise.all(three.map((it) => it.held()))
    expect(again).toEqual(first)
    await Promise.all(three.map((it) => it.close()))
  })

  it('passes to another instance when the holder gives it up, never back to a closed one', async () => {
    const [one, two] = [lease(), lease()]
    expect(await one.held()).toBe(true)
    expect(await two.held()).toBe(false)
    await one.close()
    expect(await two.held()).toBe(true)
    expect(await one.held()).toBe(false)
    await two.close()
  })

  it("passes on when the holder's connection dies, and the old holder knows it lost it", async () => {
    const [one, two] = [lease(), lease()]
    expect(await one.held()).toBe(true)
    expect(await two.held()).toBe(false)
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted`,
    )
    expect(rows).toHaveLength(1)
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid])
    await admin.end()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await two.held()).toBe(true)
    expect(await one.held()).toBe(false)
    await Promise.all([one.close(), two.close()])
  })

  it('is held by nobody while the database is away, and by one again once it is back', async () => {
    const [one, two] = [lease(), lease()]
    expect(await holders([one, two])).toBe(1)
    messages.length = 0
    server.pause()
    try {
      expect(await holders([one, two])).toBe(0)
      expect(messages.join('\n')).toMatch(/no job runs here/)
    } finally {
      server.resume()
    }
    const deadline = Date.now() + 20_000
    let count = 0
    while (count === 0 && Date.now() < deadline) {
      count = await holders([one, two])
      if (count === 0) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(count).toBe(1)
    expect(await holders([one, two])).toBe(1)
  })
})
