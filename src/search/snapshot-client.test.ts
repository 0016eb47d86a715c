import { describe, expect, it } from 'vitest'

import {
  createSnapshotClient,
  type FreshnessEvents,
  isSnapshot,
  isStale,
  keepSnapshotFresh,
  latestKey,
  manifestHash,
  SNAPSHOT_CACHE,
  SNAPSHOT_STALE_AFTER_MS,
  type SnapshotEnvironment,
  SnapshotLoadError,
} from './snapshot-client'
import { CONTENT_MANIFEST_PATH, type ContentSnapshot, snapshotPath } from './snapshot-format'

const HASH_1 = '0123456789abcdef'
const HASH_2 = 'fedcba9876543210'
const HASH_EN = 'aaaaaaaaaaaaaaaa'

const snapshot = (title: string, locale: 'ru' | 'en' = 'ru'): ContentSnapshot => ({
  version: 1,
  locale,
  documents: [
    { id: 'practice:1', type: 'practice', title, summary: '', body: '', path: '/p', date: null },
  ],
})

/** A Cache Storage in memory, with the parts of the API the client uses. */
function memoryCaches() {
  const entries = new Map<string, string>()
  const opened: string[] = []
  const cache = {
    match: async (key: string) => (entries.has(key) ? new Response(entries.get(key)) : undefined),
    put: async (key: string, response: Response) => {
      entries.set(key, await response.text())
    },
    delete: async (key: string) => entries.delete(key),
  }
  return {
    entries,
    opened,
    caches: {
      open: async (name: string) => {
        opened.push(name)
        return cache as unknown as Cache
      },
    },
  }
}

/** A server answering from a table of bodies; `down` makes every request fail as offline. */
function fakeServer(routes: Record<string, unknown>) {
  const requests: { url: string; init?: RequestInit }[] = []
  const server = {
    routes,
    requests,
    down: false,
    status: 200,
    fetch: async (url: string, init?: RequestInit) => {
      requests.push({ url, init })
      if (server.down) throw new TypeError('Failed to fetch')
      if (!(url in server.routes)) return new Response('{"error":"no"}', { status: 404 })
      return new Response(JSON.stringify(server.routes[url]), { status: server.status })
    },
  }
  return server
}

function setup(routes: Record<string, unknown>, { withCaches = true } = {}) {
  const server = fakeServer(routes)
  const storage = memoryCaches()
  let online = true
  let now = 1_000_000
  const env: SnapshotEnvironment = {
    fetch: server.fetch,
    caches: withCaches ? storage.caches : undefined,
    online: () => online,
    now: () => now,
  }
  return {
    server,
    storage,
    env,
    client: createSnapshotClient(env),
    setOnline: (value: boolean) => {
      online = value
    },
    advance: (ms: number) => {
      now += ms
    },
  }
}

const manifest = (ru: string, en = HASH_EN) => ({ ru, en })
const urls = (server: ReturnType<typeof fakeServer>) => server.requests.map((r) => r.url)

describe('the pure parts', () => {
  it('manifestHash reads a well-formed hash of the language only', () => {
    expect(manifestHash({ ru: HASH_1, en: HASH_2 }, 'en')).toBe(HASH_2)
    expect(manifestHash({ ru: '../etc/passwd' }, 'ru')).toBeUndefined()
    expect(manifestHash({ en: HASH_2 }, 'ru')).toBeUndefined()
    expect(manifestHash(null, 'ru')).toBeUndefined()
    expect(manifestHash('x', 'ru')).toBeUndefined()
  })

  it('isSnapshot checks version, language and the documents’ shape', () => {
    expect(isSnapshot(snapshot('A'), 'ru')).toBe(true)
    expect(isSnapshot(snapshot('A'), 'en')).toBe(false)
    expect(isSnapshot({ ...snapshot('A'), version: 2 }, 'ru')).toBe(false)
    expect(isSnapshot({ version: 1, locale: 'ru', documents: [{ id: 1 }] }, 'ru')).toBe(false)
    expect(isSnapshot({ version: 1, locale: 'ru', documents: [null] }, 'ru')).toBe(false)
    expect(isSnapshot({ version: 1, locale: 'ru', documents: [] }, 'ru')).toBe(true)
    expect(isSnapshot('[]', 'ru')).toBe(false)
  })

  it('isStale after SNAPSHOT_STALE_AFTER_MS', () => {
    expect(isStale(0, SNAPSHOT_STALE_AFTER_MS - 1)).toBe(false)
    expect(isStale(0, SNAPSHOT_STALE_AFTER_MS)).toBe(true)
  })
})

describe('createSnapshotClient', () => {
  it('fetches the manifest without cache, then the snapshot by hash, and stores it', async () => {
    const { client, server, storage } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Арбитраж'),
    })
    const loaded = await client.load('ru')
    expect(loaded.documents[0]?.title).toBe('Арбитраж')
    expect(urls(server)).toEqual([CONTENT_MANIFEST_PATH, snapshotPath(HASH_1)])
    expect(server.requests[0]?.init?.cache).toBe('no-cache')
    expect(storage.opened).toContain(SNAPSHOT_CACHE)
    expect(storage.entries.get(latestKey('ru'))).toBe(HASH_1)
    expect(JSON.parse(storage.entries.get(snapshotPath(HASH_1))!)).toEqual(loaded)
    expect(client.peek('ru')).toBe(loaded)
  })

  it('answers from memory while recent, and shares one load between callers', async () => {
    const { client, server, advance } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('A'),
    })
    const [a, b] = await Promise.all([client.load('ru'), client.load('ru')])
    expect(a).toBe(b)
    advance(SNAPSHOT_STALE_AFTER_MS - 1)
    expect(await client.load('ru')).toBe(a)
    expect(urls(server)).toHaveLength(2)
    // Stale: the manifest is asked again; the same hash keeps the same snapshot, no download.
    advance(1)
    expect(await client.load('ru')).toBe(a)
    expect(urls(server)).toEqual([
      CONTENT_MANIFEST_PATH,
      snapshotPath(HASH_1),
      CONTENT_MANIFEST_PATH,
    ])
  })

  it('loads the new file when the manifest names a new hash, and drops the old one', async () => {
    const { client, server, storage } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Old'),
      [snapshotPath(HASH_2)]: snapshot('New'),
    })
    await client.load('ru')
    server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_2)
    expect((await client.load('ru', { force: true })).documents[0]?.title).toBe('New')
    expect(storage.entries.get(latestKey('ru'))).toBe(HASH_2)
    expect(storage.entries.has(snapshotPath(HASH_1))).toBe(false)
    expect(storage.entries.has(snapshotPath(HASH_2))).toBe(true)
  })

  it('reads a snapshot it stored earlier instead of downloading it again', async () => {
    const first = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('A'),
    })
    await first.client.load('ru')
    // A new page (new client) of the same browser (same Cache Storage).
    const later = createSnapshotClient({ ...first.env })
    first.server.requests.length = 0
    expect((await later.load('ru')).documents[0]?.title).toBe('A')
    expect(urls(first.server)).toEqual([CONTENT_MANIFEST_PATH])
  })

  it('offline, uses the stored snapshot without touching the network', async () => {
    const { client, env, server, setOnline } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Stored'),
    })
    await client.load('ru')
    setOnline(false)
    server.requests.length = 0
    const fresh = createSnapshotClient(env)
    expect((await fresh.load('ru')).documents[0]?.title).toBe('Stored')
    expect(server.requests).toEqual([])
  })

  it('when fetch fails (network gone), uses memory or the stored snapshot', async () => {
    const { client, env, server } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Stored'),
    })
    const loaded = await client.load('ru')
    server.down = true
    expect(await client.load('ru', { force: true })).toBe(loaded)
    expect((await createSnapshotClient(env).load('ru')).documents[0]?.title).toBe('Stored')
  })

  it('rejects with reason "offline" when there is no network and nothing stored', async () => {
    const { client, server, setOnline } = setup({})
    server.down = true
    const failure = client.load('en')
    await expect(failure).rejects.toBeInstanceOf(SnapshotLoadError)
    await expect(failure).rejects.toMatchObject({ reason: 'offline' })
    setOnline(false)
    await expect(client.load('en')).rejects.toMatchObject({ reason: 'offline' })
  })

  it('rejects with reason "unavailable" on server errors and bad data; a retry can succeed', async () => {
    const { client, server } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('A', 'en'),
    })
    server.status = 503
    await expect(client.load('ru')).rejects.toMatchObject({ reason: 'unavailable' })
    server.status = 200
    // The snapshot named for ru is an English one.
    await expect(client.load('ru')).rejects.toMatchObject({
      reason: 'unavailable',
      message: expect.stringMatching(/not a ru one/),
    })
    server.routes[CONTENT_MANIFEST_PATH] = { ru: 'nonsense' }
    await expect(client.load('ru')).rejects.toMatchObject({ reason: 'unavailable' })
    server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_1)
    server.routes[snapshotPath(HASH_1)] = snapshot('A')
    expect((await client.load('ru')).documents[0]?.title).toBe('A')
  })

  it('asks the manifest once more when the snapshot it named was withdrawn meanwhile', async () => {
    const { env, server } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_2)]: snapshot('Current'),
    })
    // The post was unpublished between the manifest's answer and the snapshot's request.
    const client = createSnapshotClient({
      ...env,
      fetch: async (url, init) => {
        if (url === snapshotPath(HASH_1)) server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_2)
        return env.fetch(url, init)
      },
    })
    expect((await client.load('ru')).documents[0]?.title).toBe('Current')
    expect(urls(server)).toEqual([
      CONTENT_MANIFEST_PATH,
      snapshotPath(HASH_1),
      CONTENT_MANIFEST_PATH,
      snapshotPath(HASH_2),
    ])
  })

  it('keeps the snapshot it has when a cache still names a withdrawn one, and asks once more only', async () => {
    const { client, server } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Held'),
    })
    const held = await client.load('ru')
    server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_2)
    server.requests.length = 0
    expect(await client.load('ru', { force: true })).toBe(held)
    expect(urls(server)).toEqual([
      CONTENT_MANIFEST_PATH,
      snapshotPath(HASH_2),
      CONTENT_MANIFEST_PATH,
      snapshotPath(HASH_2),
    ])
    // Nothing held: the popup says the content is unavailable.
    const fresh = setup({ [CONTENT_MANIFEST_PATH]: manifest(HASH_2) })
    await expect(fresh.client.load('ru')).rejects.toMatchObject({ reason: 'unavailable' })
  })

  it('works without Cache Storage (memory only)', async () => {
    const { client, server } = setup(
      { [CONTENT_MANIFEST_PATH]: manifest(HASH_1), [snapshotPath(HASH_1)]: snapshot('A') },
      { withCaches: false },
    )
    const loaded = await client.load('ru')
    server.down = true
    expect(await client.load('ru', { force: true })).toBe(loaded)
  })

  it('keeps languages apart', async () => {
    const { client } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1, HASH_EN),
      [snapshotPath(HASH_1)]: snapshot('Арбитраж'),
      [snapshotPath(HASH_EN)]: snapshot('Arbitration', 'en'),
    })
    expect((await client.load('en')).documents[0]?.title).toBe('Arbitration')
    expect((await client.load('ru')).documents[0]?.title).toBe('Арбитраж')
  })
})

describe('keepSnapshotFresh', () => {
  function events() {
    const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
    doc.visibilityState = 'visible'
    const win = new EventTarget()
    const page: FreshnessEvents = { document: doc, window: win }
    return { document: doc, window: win, state: doc, page }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('looks again when the page is visible after a while and when back online', async () => {
    const { client, server, advance } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('Old'),
      [snapshotPath(HASH_2)]: snapshot('New'),
    })
    await client.load('ru')
    const seen: string[] = []
    const page = events()
    const stop = keepSnapshotFresh('ru', (s) => seen.push(s.documents[0]!.title), {
      snapshots: client,
      events: page.page,
    })
    server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_2)

    // Hidden, or visible again soon: nothing asked.
    page.state.visibilityState = 'hidden'
    page.document.dispatchEvent(new Event('visibilitychange'))
    page.state.visibilityState = 'visible'
    page.document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(seen).toEqual([])
    expect(urls(server).filter((u) => u === CONTENT_MANIFEST_PATH)).toHaveLength(1)

    // Visible after a while: the new snapshot.
    advance(SNAPSHOT_STALE_AFTER_MS)
    page.document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    await settle()
    expect(seen).toEqual(['New'])

    // Back online: asked at once, however recent; the same snapshot is not reported twice.
    page.window.dispatchEvent(new Event('online'))
    await settle()
    expect(urls(server).filter((u) => u === CONTENT_MANIFEST_PATH)).toHaveLength(3)
    expect(seen).toEqual(['New'])

    stop()
    server.routes[CONTENT_MANIFEST_PATH] = manifest(HASH_1)
    page.window.dispatchEvent(new Event('online'))
    await settle()
    expect(urls(server).filter((u) => u === CONTENT_MANIFEST_PATH)).toHaveLength(3)
  })

  it('reports the first snapshot when the load that failed offline succeeds once online', async () => {
    const { client, server } = setup({
      [CONTENT_MANIFEST_PATH]: manifest(HASH_1),
      [snapshotPath(HASH_1)]: snapshot('A'),
    })
    server.down = true
    await expect(client.load('ru')).rejects.toBeInstanceOf(SnapshotLoadError)
    const seen: string[] = []
    const page = events()
    keepSnapshotFresh('ru', (s) => seen.push(s.documents[0]!.title), {
      snapshots: client,
      events: page.page,
    })
    server.down = false
    page.window.dispatchEvent(new Event('online'))
    await settle()
    await settle()
    expect(seen).toEqual(['A'])
  })
})
