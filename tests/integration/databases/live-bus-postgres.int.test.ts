/**
 * The live-event bus across instances: two buses on one real PostgreSQL server stand for two site
 * instances. An event raised on one reaches subscribers of both (LISTEN/NOTIFY), also after the
 * database went away and came back.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type LiveEvent, PG_CHANNEL, PostgresBus } from '../../../src/events/bus'

import { startPostgres, type TestPostgres } from '../../../support/postgres'

let server: TestPostgres
let first: PostgresBus
let second: PostgresBus
const quiet = () => undefined

/** The next event a bus delivers, or a failure after `ms`. */
function nextEvent(bus: PostgresBus, ms = 5000): Promise<LiveEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('no event'))
    }, ms)
    const stop = bus.subscribe((event) => {
      clearTimeout(timer)
      stop()
      resolve(event)
    })
  })
}

beforeAll(async () => {
  server = await startPostgres('live')
  first = new PostgresBus(server.url, quiet)
  second = new PostgresBus(server.url, quiet)
  await Promise.all([first.listen(), second.listen()])
})

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
  server?.stop()
})

describe('PostgreSQL live bus (two instances)', () => {
  it('delivers an event raised on one instance to both', async () => {
    const onFirst = nextEvent(first)
    const onSecond = nextEvent(second)
    await first.publish({ type: 'post-published', id: 41 })
    expect(await onFirst).toEqual({ type: 'post-published', id: 41 })
    expect(await onSecond).toEqual({ type: 'post-published', id: 41 })
  })

  it('ignores anything else on the channel', async () => {
    const received = nextEvent(second)
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await client.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, '{"type":"drop-tables","id":1}'])
    await client.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, 'not json'])
    await client.end()
    await second.publish({ type: 'callback-received', id: 7 })
    expect(await received).toEqual({ type: 'callback-received', id: 7 })
  })

  it('listens again after the database comes back', async () => {
    server.pause()
    await new Promise((r) => setTimeout(r, 500))
    server.resume()
    const deadline = Date.now() + 20_000
    let delivered: LiveEvent | undefined
    while (!delivered && Date.now() < deadline) {
      const received = nextEvent(second, 1000).catch(() => undefined)
      await first.publish({ type: 'post-published', id: 42 }).catch(() => undefined)
      delivered = await received
    }
    expect(delivered).toEqual({ type: 'post-published', id: 42 })
  })
})
