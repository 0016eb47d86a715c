/**
 * Several instances on one PostgreSQL server behind nginx (scripts/topology/start-topology.ts), on 127.0.0.1: a
 * post published through instance A shows within 5 s on instance B's pages (home and the press
 * center's list, both cached by Next on B beforehand, and the post's own page), in B's search and
 * in B's live channel; nginx, which honours the app's Cache-Control, serves the new home page
 * once its copy expires. Needs the production build in NEXT_DIST_DIR (scripts/test/run-all-tests.sh makes it) and nginx.
 * Its servers are its own (their database, their copies of the build), so it runs with the other
 * own-copies files beside the running-server step.
 */
import { type Client, createClient } from 'graphql-ws'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SNAPSHOT_SHARED_MAX_AGE_SECONDS } from '@/search/snapshot-format'
import { PAGE_CACHE } from '@/security/headers'
import { startTopology, type Topology } from '../../../scripts/topology/start-topology'
import { PAGE_CACHE_CONTROL } from '../../../src/security/headers'
import { eventually } from '../../helpers/eventually'
import {
  adminToken,
  field,
  postGraphql,
  publishNewsPost,
  TEST_ADMIN,
} from '../../helpers/graphql-http'

/** nginx on this port, the instances on the next two (the ports this test may use). */
const PORT = Number(process.env.MULTI_INSTANCE_PORT ?? 3160)
const APPEARS_WITHIN_MS = 5_000
/** How late nginx may be past the copy's s-maxage: one background refresh, polled every 250 ms. */
const NGINX_MARGIN_MS = 3_000

let topology: Topology
let a: string
let b: string
let live: Client | undefined

const page = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, headers: res.headers, text: await res.text() }
}

beforeAll(async () => {
  topology = await startTopology({
    port: PORT,
    dir: 'tmp/topology-test',
    admin: TEST_ADMIN,
    log: () => undefined,
  })
  const [first, second] = topology.instances
  if (!first || !second) throw new Error('the topology has fewer than two instances')
  a = first.url
  b = second.url
})

/**
 * A Payload of this test process on the topology's database, to queue what the admin's schedule
 * drawer queues (jobs are never queued through REST). It runs no crons (it is not a server).
 */
let local: Payload | undefined
async function localPayload(): Promise<Payload> {
  if (local) return local
  process.env.DATABASE_URL = topology.databaseUrl
  process.env.DATA_DIR = `${topology.dir}/test-process`
  const { loadPayload } = await import('@/cms/bootstrap')
  local = await loadPayload()
  return local
}

afterAll(async () => {
  await live?.dispose()
  if (local) {
    const { closeDatabase } = await import('@/cms/database-lifecycle')
    await closeDatabase(local)
  }
  await topology?.stop()
})

describe('two instances on PostgreSQL behind nginx', () => {
  it('balances requests over both instances', async () => {
    for (let i = 0; i < 6; i++) expect((await fetch(`${topology.url}/readyz`)).status).toBe(200)
    const upstreams = new Set(
      topology
        .accessLog()
        .split('\n')
        .filter((line) => line.includes('GET /readyz'))
        .map((line) => line.split(' ').at(-2)),
    )
    expect([...upstreams].sort()).toEqual(topology.instances.map((it) => new URL(it.url).host))
  })

  it('keeps each coding of a build file apart in its cache: gzip for one browser, plain for another', async () => {
    const html = (await page(`${topology.url}/en/team`)).text
    const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const codingOf = async (acceptEncoding: string) => {
      const res = await fetch(`${topology.url}${script}`, {
        headers: { 'accept-encoding': acceptEncoding },
      })
      return [res.headers.get('content-encoding'), (await res.text()).length] as const
    }
    // Next compresses with gzip only; the cached gzip copy never reaches a client without it.
    const gzip = await codingOf('gzip, br')
    const plain = await codingOf('identity')
    expect([gzip[0], plain[0]]).toEqual(['gzip', null])
    expect(await codingOf('gzip')).toEqual(gzip)
    expect(await codingOf('identity')).toEqual(plain)
    expect(gzip[1]).toBe(plain[1])
  })

  it('shares the root per language choice: the cookie, then Accept-Language', async () => {
    const root = async (headers: Record<string, string>) => {
      const res = await fetch(`${topology.url}/`, { headers, redirect: 'manual' })
      const text = await res.text()
      return {
        status: res.status,
        location: res.headers.get('location'),
        cache: res.headers.get('x-cache-status'),
        lang: /<html[^>]*lang="(\w+)"/.exec(text)?.[1],
      }
    }
    const russian = { 'accept-language': 'ru-RU,ru;q=0.9' }
    await root(russian)
    expect(await root(russian)).toMatchObject({ status: 200, lang: 'ru', cache: 'HIT' })
    // Each choice is its own copy: the Russian one never answers an English browser.
    const english = { 'accept-language': 'en-US,en;q=0.9' }
    expect(await root(english)).toMatchObject({ status: 302, location: '/en', cache: 'MISS' })
    expect(await root(english)).toMatchObject({ status: 302, location: '/en', cache: 'HIT' })
    const chose = { ...english, cookie: 'i18n_redirected=ru' }
    expect(await root(chose)).toMatchObject({ status: 200, lang: 'ru', cache: 'MISS' })
    const choseEnglish = { ...russian, cookie: 'i18n_redirected=en' }
    expect(await root(choseEnglish)).toMatchObject({ status: 302, location: '/en' })
  })

  it('passes the live channel (WebSocket) through nginx', async () => {
    const client = createClient({
      url: `${topology.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    })
    try {
      const connected = await new Promise<boolean>((resolve) => {
        client.on('connected', () => resolve(true))
        client.on('closed', () => resolve(false))
      })
      expect(connected).toBe(true)
    } finally {
      await client.dispose()
    }
  })

  it('shows a post published on instance A on instance B and, once its copy expires, through nginx', async () => {
    // The checks look for this run's title, not for the post's id: a page an earlier run left in
    // the shared build directory may link another database's post with the same id.
    const word = `мультиинстанс${Date.now() % 100_000}`
    const title = `Коллегия проверила ${word}`

    // B holds the English home page (it lists the newest posts, in Russian until translated) and
    // the press center as they were (Next's cache); nginx keeps the home page for a few seconds.
    expect((await page(`${b}/en`)).text).not.toContain(word)
    expect((await page(`${b}/news`)).text).not.toContain(word)
    const first = await page(`${topology.url}/en`)
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    const cached = await page(`${topology.url}/en`)
    expect(cached.headers.get('x-cache-status')).toBe('HIT')
    expect(cached.text).not.toContain(word)

    // B's live channel, opened before the publish.
    live = createClient({
      url: `${b.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    })
    const announced = new Promise<{ id: number; title: string; path: string }>(
      (resolve, reject) => {
        live?.subscribe(
          { query: 'subscription { postPublished(locale: ru) { id title path } }' },
          {
            next: ({ data }) =>
              resolve(
                (data as { postPublished: { id: number; title: string; path: string } })
                  .postPublished,
              ),
            error: reject,
            complete: () => undefined,
          },
        )
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 500)) // the subscription is registered

    // Published through A, as the administrator.
    const token = await adminToken(`${a}/graphql`)
    const id = await publishNewsPost(`${a}/graphql`, token, title)
    const publishedAt = Date.now()

    const event = await Promise.race([
      announced,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no postPublished on B')), APPEARS_WITHIN_MS),
      ),
    ])
    expect(event).toEqual({ id, title, path: `/news/${id}` })

    // Everything within 5 s of A's answer, checked side by side.
    const left = () => APPEARS_WITHIN_MS - (Date.now() - publishedAt)
    await Promise.all([
      eventually(async () => {
        expect((await page(`${b}/en`)).text).toContain(title)
      }, left()),
      eventually(async () => {
        expect((await page(`${b}/news`)).text).toContain(title)
      }, left()),
      eventually(async () => {
        const own = await page(`${b}/news/${id}`)
        expect(own.status).toBe(200)
        expect(own.text).toContain(word)
      }, left()),
      eventually(async () => {
        const { json } = await postGraphql(`${b}/graphql`, {
          query: 'query ($q: String!) { search(q: $q, locale: ru) { hits { id path } } }',
          variables: { q: word },
        })
        const hits = field<{ hits: { id: string }[] }>(json, 'search').hits
        expect(hits.map((hit) => hit.id)).toEqual([`posts:${id}`])
      }, left()),
    ])
    // A check's last try may end a request's length after its deadline.
    expect(Date.now() - publishedAt).toBeLessThan(APPEARS_WITHIN_MS + 1_000)

    // nginx: the old copy until it expires (s-maxage), then the new one.
    const seen: string[] = []
    await eventually(
      async () => {
        const res = await page(`${topology.url}/en`)
        seen.push(
          `${Date.now() - publishedAt} ms ${res.headers.get('x-cache-status')} ${res.text.includes(word)}`,
        )
        expect(res.text).toContain(title)
      },
      PAGE_CACHE.sMaxAgeSeconds * 1000 + NGINX_MARGIN_MS,
    )
    expect(Date.now() - publishedAt).toBeLessThan(
      PAGE_CACHE.sMaxAgeSeconds * 1000 + NGINX_MARGIN_MS,
    )
    console.info(`post ${id}; nginx after the publish: ${seen.join(', ')}`)

    await postGraphql(
      `${a}/graphql`,
      { query: `mutation { deletePost(id: ${id}) { id } }` },
      {
        token,
      },
    )
  })

  it('withdraws the snapshot of a post unpublished on A from both instances and from nginx', async () => {
    const word = `мультиотзыв${Date.now() % 100_000}`
    const token = await adminToken(`${a}/graphql`)
    const id = await publishNewsPost(`${a}/graphql`, token, `Коллегия отозвала ${word}`)
    const manifest = async (origin: string) =>
      ((await (await fetch(`${origin}/_content/manifest.json`)).json()) as { ru: string }).ru
    const snapshotOf = (origin: string, hash: string) => fetch(`${origin}/_content/${hash}/db.json`)

    // Both instances name the same snapshot, which holds the post; nginx keeps a copy of it.
    let withPost = ''
    await eventually(async () => {
      const [onA, onB] = [await manifest(a), await manifest(b)]
      expect(onB).toBe(onA)
      expect(await (await snapshotOf(b, onB)).text()).toContain(word)
      withPost = onA
    }, APPEARS_WITHIN_MS)
    expect((await snapshotOf(topology.url, withPost)).status).toBe(200)
    const kept = await snapshotOf(topology.url, withPost)
    expect(kept.headers.get('x-cache-status')).toBe('HIT')

    await postGraphql(
      `${a}/graphql`,
      {
        query: `mutation ($id: Int!) { updatePost(id: $id, data: { _status: draft }) { id } }`,
        variables: { id },
      },
      { token },
    )
    const unpublishedAt = Date.now()
    // Every instance, on the bus's event: the old snapshot is refused, the new one agreed on.
    await eventually(async () => {
      for (const origin of [a, b]) {
        expect((await snapshotOf(origin, withPost)).status).toBe(404)
      }
      const [onA, onB] = [await manifest(a), await manifest(b)]
      expect(onB).toBe(onA)
      expect(await (await snapshotOf(b, onB)).text()).not.toContain(word)
    }, APPEARS_WITHIN_MS)
    // nginx: its copy until it expires (s-maxage), then the refusal, never the copy again.
    await eventually(
      async () => expect((await snapshotOf(topology.url, withPost)).status).toBe(404),
      SNAPSHOT_SHARED_MAX_AGE_SECONDS * 1000 + NGINX_MARGIN_MS,
    )
    expect(Date.now() - unpublishedAt).toBeLessThan(
      SNAPSHOT_SHARED_MAX_AGE_SECONDS * 1000 + NGINX_MARGIN_MS,
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect((await snapshotOf(topology.url, withPost)).status).toBe(404)

    await postGraphql(
      `${a}/graphql`,
      { query: `mutation { deletePost(id: ${id}) { id } }` },
      {
        token,
      },
    )
  })

  it('runs each scheduled publication once, on one instance, and B shows it', async () => {
    // Every instance polls the jobs on the same wall-clock seconds; a job two instances took ran
    // twice (seen here before the jobs lease: each publication logged twice; a callback would be
    // mailed twice). One instance runs them now (src/cms/jobs/lease.ts).
    const token = await adminToken(`${a}/graphql`)
    const stamp = Date.now() % 100_000
    const titles = [1, 2, 3].map((n) => `Запланированная публикация ${stamp}-${n}`)
    const ids: number[] = []
    for (const title of titles) {
      const created = await postGraphql(
        `${a}/graphql`,
        {
          query: `mutation ($data: mutationPostInput!) { createPost(data: $data, draft: true) { id } }`,
          variables: {
            data: {
              title,
              summary: 'Проверка расписания',
              type: 'news',
              publishedAt: new Date().toISOString(),
              _status: 'draft',
            },
          },
        },
        { token },
      )
      ids.push(field<{ id: number }>(created.json, 'createPost').id)
    }
    const admin = await fetch(`${a}/api/users/me`, {
      headers: { authorization: `JWT ${token}` },
    })
    const adminId = ((await admin.json()) as { user: { id: number } }).user.id
    const payload = await localPayload()
    const due = Date.now() + 1_000
    for (const id of ids) {
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(due),
        input: {
          type: 'publish',
          doc: { relationTo: 'posts', value: id },
          user: { relationTo: 'users', value: adminId },
        },
      })
    }

    // The schedule's queue is polled every SCHEDULE_PUBLISH.cron (10 s): published within a poll
    // and B's answer.
    for (const id of ids) {
      await eventually(async () => {
        expect((await fetch(`${b}/api/posts/${id}?depth=0`)).status).toBe(200)
      }, 15_000)
    }
    await eventually(async () => {
      const list = (await page(`${b}/news`)).text
      for (const title of titles) expect(list).toContain(title)
    }, APPEARS_WITHIN_MS)

    // Once each: one entry in the publication log per post, and no instance failed a job.
    for (const id of ids) {
      const res = await fetch(
        `${a}/api/publication-log?where[target][equals]=posts&where[documentId][equals]=${id}&depth=0`,
        { headers: { authorization: `JWT ${token}` } },
      )
      const { docs } = (await res.json()) as { docs: { action: string }[] }
      expect(docs.map((doc) => doc.action)).toEqual(['published'])
    }
    for (const instance of topology.instances) {
      expect(instance.output()).not.toMatch(/Error running job|Error in job queue/)
    }
    for (const id of ids) {
      await postGraphql(
        `${a}/graphql`,
        { query: `mutation { deletePost(id: ${id}) { id } }` },
        { token },
      )
    }
  }, 60_000)
})
