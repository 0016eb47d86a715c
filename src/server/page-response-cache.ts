/**
 * The custom server's copy of the pages a shared cache may keep, in front of Next's handler.
 *
 * Next serves a cached page from its own cache, but still does per-answer work that grows with the
 * page (routing, the locale proxy, an ETag hashed over the whole body, gzip for every browser): a
 * 150 KB page is answered at a fraction of a bare page's rate. This keeps, for a few seconds, the
 * finished answer of a page that Next marked cacheable for everyone (`PAGE_CACHE_CONTROL`), per
 * host, address and content coding, and answers repeats from memory, as nginx or a CDN in front of
 * the app would. The same rules as the topology's nginx (scripts/topology/nginx-config.ts): staff sessions,
 * drafts and Next's own navigation requests are never answered from it. The root, which chooses
 * the language per visitor and which nginx therefore never keeps, is kept here per language cookie
 * and Accept-Language, the two things its answer depends on. A content change empties it at once
 * (the content generation, bumped by Payload's hooks here and by the bus for other instances').
 *
 * Pages whose answer depends on their query string but not on the visitor (the press center's lists
 * and searches, the site search: `QUERY_PAGE_PATHS`) are rendered on request, so Next marks them
 * private; they are the same for everyone all the same, and a crawler walking the press center or a
 * burst of searches must not find the slow path. They are kept in a second copy of their own
 * (`QUERY_PAGE_CACHE`, bounded in bytes, so that many distinct searches never push the other pages
 * out), until content changes, and are still sent with Next's own `Cache-Control`.
 *
 * A visitor whose browser accepts Brotli gets a Brotli copy of a kept gzip page once one is made
 * (src/server/page-copy-brotli.ts), the gzip copy until then.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import {
  LOCALE_COOKIE,
  PAGE_COPY_MAX_ACCEPT_LANGUAGE,
  PAGE_RESPONSE_CACHE,
  PRIVATE_COOKIES,
} from '@/config/constants'
import { contentGeneration } from '@/events/content-generation'
import { BoundedCache } from '@/lib/bounded-cache'
import { readCookie } from '@/lib/cookie'
import { FRAME_HEADER } from '@/lib/query-regions'
import { codingQuality } from './accept-encoding'
import { matchesTag } from './conditional-get'
import { interceptResponse } from './intercept-response'
import { PAGE_CACHE_CONTROL } from './page-cache-control'
import { BrotliCopies, brotliKeyFor } from './page-copy-brotli'
import type { RequestStep } from './request-steps'

/** Says whether an answer came from this copy (HIT) or was made by Next and may be kept (MISS). */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache'

/** Staff sessions (Payload, GraphQL) and Next's draft mode see pages no visitor shares. */
const PRIVATE_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PRIVATE_COOKIES.join('|')})=`)

/** Next's own requests (navigation payloads, prefetches, actions, revalidation) vary by these. */
const NEXT_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'x-prerender-revalidate',
]

/** The one cookie a shared page may set: the language of its own path, the same for everyone. */
const LANGUAGE_COOKIE = new RegExp(`^${LOCALE_COOKIE.name}=(?:ru|en);`)

/** Headers that belong to one connection or one moment, never to a kept answer. */
export const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])

type Coding = 'gzip' | 'identity'

/** Pages rendered per query string whose answer is the same for every visitor (see above). */
const QUERY_PAGE_PATHS = /^(?:\/en)?\/(?:news|search)\/?$/

/** Whether the page at `path` is one of the query pages, kept in their own copy. */
export const isQueryPage = (path: string): boolean => QUERY_PAGE_PATHS.test(path)

/**
 * The coding Next will answer with (it gzips when the client accepts gzip), or null when Next
 * might choose another (deflate): such requests are not answered from the copy.
 */
export function codingFor(acceptEncoding: string | string[] | undefined): Coding | null {
  const quality = codingQuality(acceptEncoding)
  if (quality('gzip') > 0) return 'gzip'
  if (quality('deflate') > 0) return null
  return 'identity'
}

/** The key of a request that may be answered from the copy, or null when it must go to Next. */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null
  const url = req.url ?? '/'
  const [path, query = ''] = url.split('?', 2)
  if (/(?:^|&)_rsc(?:=|&|$)/.test(query)) return null
  if (req.headers.authorization !== undefined) return null
  const cookie = String(req.headers.cookie ?? '')
  if (PRIVATE_COOKIE.test(cookie)) return null
  if (NEXT_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null
  // A query page's frame (src/lib/query-regions.ts) is this server's own, never a visitor's page.
  if (req.headers[FRAME_HEADER] !== undefined) return null
  const coding = codingFor(req.headers['accept-encoding'])
  if (!coding) return null
  const key = `${coding} ${req.headers.host ?? ''} ${url}`
  if (path !== '/') return key
  // The root answers in the visitor's language (src/proxy.ts: the language cookie, then
  // Accept-Language), so its copies are told apart by both.
  const languages = String(req.headers['accept-language'] ?? '')
  if (languages.length > PAGE_COPY_MAX_ACCEPT_LANGUAGE) return null
  return `${key} ${readCookie(cookie, LOCALE_COOKIE.name) ?? ''} ${languages}`
}

/**
 * Whether the client asks for an answer not taken from a cache (a browser's hard reload sends
 * `Cache-Control: no-cache`): it goes to Next, and its answer replaces the copy. A revalidation
 * (`max-age=0`, what browsers send on a plain reload and for every page with max-age=0) is answered
 * from a copy seconds old, as nginx and CDNs answer it.
 */
export function asksForFreshAnswer(req: IncomingMessage): boolean {
  const directives = `${req.headers['cache-control'] ?? ''},${req.headers.pragma ?? ''}`
  return /(?:^|,)\s*(?:no-cache|no-store)\s*(?:,|$)/i.test(directives)
}

export type KeptPage = {
  headers: OutgoingHttpHeaders
  body: Buffer
  storedAt: number
  generation: number
}

/**
 * Whether an answer with these headers may be kept and given to every visitor: a page Next marked
 * shareable, or any successful answer of a query page (`queryPage`), which Next marks private only
 * because it is rendered per request.
 */
export function isShareable(
  status: number,
  headers: OutgoingHttpHeaders,
  coding: Coding,
  queryPage = false,
): boolean {
  if (status !== 200) return false
  if (!queryPage && headers['cache-control'] !== PAGE_CACHE_CONTROL) return false
  const cookies = headers['set-cookie']
  const cookieList =
    cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]
  if (!cookieList.every((cookie) => LANGUAGE_COOKIE.test(cookie))) return false
  const encoding = headers['content-encoding']
  return coding === 'gzip' ? encoding === 'gzip' : encoding === undefined
}

export type PageCacheLimits = {
  ttlMs: number
  entries: number
  maxBytes: number
  maxEntryBytes: number
}

/**
 * Copies by key, the least recently used forgotten first, bounded in number and in bytes; copies
 * past their time are swept on every write, read or not.
 */
export class PageResponseCache {
  private readonly entries: BoundedCache<string, KeptPage>
  private readonly clock: () => number

  constructor(
    readonly limits: PageCacheLimits = PAGE_RESPONSE_CACHE,
    clock: () => number = Date.now,
  ) {
    this.clock = clock
    this.entries = new BoundedCache({
      maxBytes: limits.maxBytes,
      maxEntries: limits.entries,
      ttlMs: limits.ttlMs,
      now: clock,
    })
  }

  get size(): number {
    return this.entries.stats().entries
  }

  get byteSize(): number {
    return this.entries.stats().bytes
  }

  /** The current copy for `key`: none once it is older than the TTL or content changed since. */
  get(key: string, now = this.clock()): KeptPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt >= this.limits.ttlMs || entry.generation !== contentGeneration()) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  set(key: string, entry: KeptPage): void {
    if (entry.body.length > this.limits.maxEntryBytes) this.entries.delete(key)
    else this.entries.set(key, entry, entry.body.length)
  }
}

/** Answers the request with the kept page (304 when the client already has it). */
export function answerWithCopy(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  now = Date.now(),
): void {
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined) res.setHeader(name, value)
  }
  res.setHeader('age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))))
  res.setHeader(PAGE_CACHE_STATUS_HEADER, 'HIT')
  const etag = page.headers.etag
  if (typeof etag === 'string' && matchesTag(req.headers['if-none-match'], etag)) {
    res.removeHeader('content-encoding')
    res.writeHead(304)
    res.end()
    return
  }
  res.setHeader('content-length', page.body.length)
  res.writeHead(200)
  res.end(page.body)
}

/** The bytes of a chunk of the body. */
const bytesOf = (data: string | Uint8Array, encoding: BufferEncoding | undefined): Buffer =>
  typeof data === 'string' ? Buffer.from(data, encoding ?? 'utf8') : Buffer.from(data)

/**
 * Lets Next answer the request and keeps a copy of the answer once it has been sent in full, if it
 * is shareable, no content changed while it was made, and `spoiled()` (the request met a database
 * outage) says nothing against it. Headers set on `res` before this call are this server's own for
 * the request (security headers, draining) and are set anew on every answer, so they are not kept.
 */
export function keepCopyOfAnswer(
  res: ServerResponse,
  cache: PageResponseCache,
  key: string,
  spoiled: () => boolean,
  queryPage = false,
): void {
  res.setHeader(PAGE_CACHE_STATUS_HEADER, 'MISS')
  const own = new Set(res.getHeaderNames())
  const generation = contentGeneration()
  const coding: Coding = key.startsWith('gzip ') ? 'gzip' : 'identity'
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  interceptResponse(res, {
    chunk: (data, encoding) => {
      if (tooLarge) return
      const bytes = bytesOf(data, encoding)
      size += bytes.length
      if (size > cache.limits.maxEntryBytes) {
        tooLarge = true
        chunks.length = 0
      } else chunks.push(bytes)
    },
  })
  res.once('finish', () => {
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!own.has(name) && !NOT_KEPT.has(name)) headers[name] = value
    }
    if (tooLarge || spoiled() || generation !== contentGeneration()) return
    if (!isShareable(res.statusCode, headers, coding, queryPage)) return
    cache.set(key, {
      headers,
      body: Buffer.concat(chunks, size),
      storedAt: Date.now(),
      generation,
    })
  })
}

/**
 * Step: a page every visitor shares, answered moments ago, is sent again from memory, as a CDN
 * would, in Brotli to a browser that accepts it once that copy is made (from the gzip copy, when
 * the page is asked for again: a search nobody repeats costs no Brotli packing); any other request
 * that may be copied goes on with its answer copied as it is sent.
 */
export function answerFromPageCopy(
  pages: PageResponseCache,
  queryPages: PageResponseCache,
  brotli = new BrotliCopies(),
): RequestStep {
  return ({ req, res, path, marks }) => {
    const key = pageCacheKey(req)
    if (!key) return 'next'
    const queryPage = isQueryPage(path)
    const copies = queryPage ? queryPages : pages
    const fresh = asksForFreshAnswer(req)
    const brotliKey = brotliKeyFor(key, req.headers['accept-encoding'])
    const copy = fresh ? undefined : ((brotliKey && copies.get(brotliKey)) ?? copies.get(key))
    if (copy) {
      answerWithCopy(req, res, copy)
      if (brotliKey) void brotli.add(copies, brotliKey, copy)
      return 'answered'
    }
    keepCopyOfAnswer(res, copies, key, () => marks.databaseUnavailable, queryPage)
    return 'next'
  }
}
