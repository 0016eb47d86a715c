/**
 * The browser's copy of the static content database (SPEC §7): the manifest names the current
 * snapshot of each language, the snapshot is fetched by its hash (its bytes never change, so it is
 * downloaded once), kept in memory and in the Cache Storage, so that search keeps working offline
 * (SPEC §4) with the last snapshot this browser saw. A newer one is looked for when the page comes
 * back into view after a while and when the connection returns, so newly published content shows
 * up.
 */
import type { Locale } from '@/config/constants'

import {
  CONTENT_MANIFEST_PATH,
  type ContentSnapshot,
  SNAPSHOT_HASH,
  snapshotPath,
} from './snapshot-format'

/**
 * How long a snapshot counts as current before the manifest is asked again (on the next load, or
 * when the page becomes visible): publishing is rare, a request per keystroke or tab switch waste.
 */
export const SNAPSHOT_STALE_AFTER_MS = 5 * 60_000

/** The Cache Storage holding the snapshots (one per language) and which one is the latest. */
export const SNAPSHOT_CACHE = 'content-db-v1'

/** Where the hash of a language's latest stored snapshot is kept in that cache (never fetched). */
export const latestKey = (locale: Locale) => `/_content/latest-${locale}`

/** Why there is no snapshot: no network and none stored, or the server could not give one. */
export type SnapshotFailure = 'offline' | 'unavailable'

/** A failed load, with the reason the popup shows. */
export class SnapshotLoadError extends Error {
  override name = 'SnapshotLoadError'
  constructor(
    readonly reason: SnapshotFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** What the client needs of the browser; tests give their own. */
export type SnapshotEnvironment = {
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  /** Absent where the browser has no Cache Storage (insecure origins, some private modes). */
  caches?: Pick<CacheStorage, 'open'>
  online: () => boolean
  now: () => number
}

/** The hash of a language in a manifest, or undefined when the manifest is not one. */
export function manifestHash(json: unknown, locale: Locale): string | undefined {
  if (!json || typeof json !== 'object') return undefined
  const hash = (json as Record<string, unknown>)[locale]
  return typeof hash === 'string' && SNAPSHOT_HASH.test(hash) ? hash : undefined
}

/** Whether a parsed body is a snapshot of this language (the shape the popup relies on). */
export function isSnapshot(json: unknown, locale: Locale): json is ContentSnapshot {
  if (!json || typeof json !== 'object') return false
  const { version, locale: own, documents } = json as Record<string, unknown>
  return (
    version === 1 &&
    own === locale &&
    Array.isArray(documents) &&
    documents.every(
      (doc: unknown) =>
        !!doc &&
        typeof doc === 'object' &&
        ['id', 'type', 'title', 'path'].every(
          (field) => typeof (doc as Record<string, unknown>)[field] === 'string',
        ),
    )
  )
}

/** Whether a snapshot checked at `checkedAt` should be checked against the manifest again. */
export function isStale(checkedAt: number, now: number): boolean {
  return now - checkedAt >= SNAPSHOT_STALE_AFTER_MS
}

type Held = { hash: string; snapshot: ContentSnapshot; checkedAt: number }

/** The server no longer serves the snapshot the manifest named: withdrawn, or replaced. */
class SnapshotGone extends Error {
  override name = 'SnapshotGone'
}

export type SnapshotClient = {
  /**
   * The current snapshot of a language: from memory while recent, else after asking the manifest;
   * the stored one when the network is gone. Rejects with a SnapshotLoadError.
   */
  load: (locale: Locale, options?: { force?: boolean }) => Promise<ContentSnapshot>
  /** The snapshot in memory, if any, without asking anything. */
  peek: (locale: Locale) => ContentSnapshot | undefined
}

/** A snapshot client over a given environment (the browser's, or a test's). */
export function createSnapshotClient(env: SnapshotEnvironment): SnapshotClient {
  const held = new Map<Locale, Held>()
  const pending = new Map<Locale, Promise<ContentSnapshot>>()

  async function openCache(): Promise<Cache | undefined> {
    try {
      return await env.caches?.open(SNAPSHOT_CACHE)
    } catch {
      // Storage refused (quota, private mode): the snapshot still works from memory.
      return undefined
    }
  }

  async function readStored(locale: Locale, hash?: string): Promise<Held | undefined> {
    const cache = await openCache()
    if (!cache) return undefined
    try {
      const wanted = hash ?? (await (await cache.match(latestKey(locale)))?.text())
      if (!wanted || !SNAPSHOT_HASH.test(wanted)) return undefined
      const stored = await cache.match(snapshotPath(wanted))
      const json: unknown = stored ? await stored.json() : undefined
      return isSnapshot(json, locale) ? { hash: wanted, snapshot: json, checkedAt: 0 } : undefined
    } catch {
      return undefined
    }
  }

  async function store(locale: Locale, hash: string, body: string): Promise<void> {
    const cache = await openCache()
    if (!cache) return
    try {
      const previous = await (await cache.match(latestKey(locale)))?.text()
      const json = { headers: { 'content-type': 'application/json; charset=utf-8' } }
      await cache.put(snapshotPath(hash), new Response(body, json))
      await cache.put(latestKey(locale), new Response(hash))
      // One snapshot per language is enough to search offline; older ones only take space.
      if (previous && previous !== hash) await cache.delete(snapshotPath(previous))
    } catch {
      // Not stored: this page still has it in memory.
    }
  }

  async function fetchSnapshot(locale: Locale, hash: string): Promise<ContentSnapshot> {
    const stored = await readStored(locale, hash)
    if (stored) return stored.snapshot
    const response = await env.fetch(snapshotPath(hash))
    if (response.status === 404 || response.status === 410) {
      throw new SnapshotGone(`content snapshot ${hash}: HTTP ${response.status}`)
    }
    if (!response.ok) {
      throw new SnapshotLoadError('unavailable', `content snapshot: HTTP ${response.status}`)
    }
    const body = await response.text()
    const json: unknown = JSON.parse(body)
    if (!isSnapshot(json, locale)) {
      throw new SnapshotLoadError('unavailable', `content snapshot ${hash} is not a ${locale} one`)
    }
    await store(locale, hash, body)
    return json
  }

  /** What to answer when the network cannot: memory, else the stored snapshot, else offline. */
  async function fallback(locale: Locale, cause?: unknown): Promise<ContentSnapshot> {
    const known = held.get(locale) ?? (await readStored(locale))
    if (known) {
      held.set(locale, known)
      return known.snapshot
    }
    throw new SnapshotLoadError('offline', 'offline, and no content snapshot stored', { cause })
  }

  async function revalidate(locale: Locale, again = false): Promise<ContentSnapshot> {
    if (!env.online()) return fallback(locale)
    let hash: string | undefined
    try {
      const response = await env.fetch(CONTENT_MANIFEST_PATH, {
        // Revalidated every time (ETag): the manifest changes with every publish.
        cache: 'no-cache',
        headers: { accept: 'application/json' },
      })
      if (!response.ok) {
        const known = held.get(locale) ?? (await readStored(locale))
        if (known) return known.snapshot
        throw new SnapshotLoadError('unavailable', `content manifest: HTTP ${response.status}`)
      }
      hash = manifestHash(await response.json(), locale)
    } catch (error) {
      if (error instanceof SnapshotLoadError) throw error
      // fetch rejects only when there is no answer at all: the network is gone.
      if (error instanceof TypeError) return fallback(locale, error)
      throw new SnapshotLoadError('unavailable', 'content manifest unreadable', { cause: error })
    }
    if (!hash) throw new SnapshotLoadError('unavailable', `content manifest without ${locale}`)
    const known = held.get(locale)
    let snapshot: ContentSnapshot
    if (known?.hash === hash) snapshot = known.snapshot
    else {
      try {
        snapshot = await fetchSnapshot(locale, hash)
      } catch (error) {
        if (error instanceof SnapshotGone) {
          // Withdrawn since the manifest named it (a post unpublished): the manifest now names
          // its successor. Asked once more only: a cache may still hand out the old manifest.
          if (!again) return revalidate(locale, true)
          const kept = held.get(locale) ?? (await readStored(locale))
          if (!kept) throw new SnapshotLoadError('unavailable', error.message, { cause: error })
          held.set(locale, { ...kept, checkedAt: env.now() })
          return kept.snapshot
        }
        if (error instanceof SnapshotLoadError) throw error
        if (error instanceof TypeError) return fallback(locale, error)
        throw new SnapshotLoadError('unavailable', 'content snapshot unreadable', { cause: error })
      }
    }
    held.set(locale, { hash, snapshot, checkedAt: env.now() })
    return snapshot
  }

  return {
    load(locale, { force = false } = {}) {
      const known = held.get(locale)
      if (known && !force && !isStale(known.checkedAt, env.now())) {
        return Promise.resolve(known.snapshot)
      }
      let loading = pending.get(locale)
      if (!loading) {
        loading = revalidate(locale).finally(() => pending.delete(locale))
        pending.set(locale, loading)
      }
      return loading
    },
    peek: (locale) => held.get(locale)?.snapshot,
  }
}

let browserClient: SnapshotClient | undefined

/** The page's snapshot client (one per page, so every caller shares memory and requests). */
function client(): SnapshotClient {
  browserClient ??= createSnapshotClient({
    fetch: (url, init) => fetch(url, init),
    caches: typeof caches === 'undefined' ? undefined : caches,
    online: () => navigator.onLine !== false,
    now: () => Date.now(),
  })
  return browserClient
}

/** The current content snapshot of a language (see SnapshotClient.load). */
export function loadSnapshot(locale: Locale, options?: { force?: boolean }) {
  return client().load(locale, options)
}

/** The snapshot already in memory, if any. */
export function peekSnapshot(locale: Locale): ContentSnapshot | undefined {
  return client().peek(locale)
}

/** Where the page tells about visibility and the connection; tests give their own. */
export type FreshnessEvents = {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>
}

/**
 * Looks for a newer snapshot when the page becomes visible (the load asks the manifest only when
 * the one in memory is older than SNAPSHOT_STALE_AFTER_MS) and, at once, when the connection
 * returns; `onSnapshot` gets each snapshot that differs from the one held before. Returns a stop
 * function.
 */
export function keepSnapshotFresh(
  locale: Locale,
  onSnapshot: (snapshot: ContentSnapshot) => void,
  {
    snapshots = client(),
    events = { document, window },
  }: { snapshots?: SnapshotClient; events?: FreshnessEvents } = {},
): () => void {
  let last = snapshots.peek(locale)
  let stopped = false
  const check = (force: boolean) => {
    snapshots.load(locale, { force }).then(
      (snapshot) => {
        if (!stopped && snapshot !== last) {
          last = snapshot
          onSnapshot(snapshot)
        }
      },
      // Whoever needs the snapshot shows load failures when loading it; this check stays quiet.
      () => undefined,
    )
  }
  const onVisible = () => {
    if (events.document.visibilityState === 'visible') check(false)
  }
  const onOnline = () => check(true)
  events.document.addEventListener('visibilitychange', onVisible)
  events.window.addEventListener('online', onOnline)
  return () => {
    stopped = true
    events.document.removeEventListener('visibilitychange', onVisible)
    events.window.removeEventListener('online', onOnline)
  }
}
