/**
 * Server step: a visitor's search (`/search?q=`, the press center's `/news?q=`, both languages)
 * answered without a React render (issue 18: searches never seen before). Next renders each of
 * these pages once per language and content change as a frame, its query region left empty
 * (src/lib/query-regions.ts); each search is then the region made for its query (Next's bundle
 * registered the maker) put into the frame's HTML. The page's payload for React is the frame's:
 * the browser hydrates it and adopts the region as it is (src/components/ui/use-query-region.ts).
 *
 * What the page copy (./page-response-cache.ts) keeps, it still answers first; this step's answers
 * are kept there like Next's. Anything it cannot do (no maker yet, a frame that cannot be had, a
 * failed search, a staff session, Next's own navigation requests) goes on to Next as before.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import { LOCALES, type Locale, QUERY_FRAME_FETCH } from '@/config/constants'
import { firstParam } from '@/data/params'
import { contentGeneration } from '@/events/content-generation'
import { localizedHref } from '@/lib/page-metadata'
import {
  FRAME_HEADER,
  frameToken,
  QUERY_REGION_PAGES,
  type QueryRegionMaker,
  type QueryRegionName,
  registeredQueryRegion,
  searchParamsRecord,
} from '@/lib/query-regions'
import { normalizeSearchQuery } from '@/search/query'
import { readText } from './not-found-page'
import { codingFor, NOT_KEPT, pageCacheKey } from './page-response-cache'
import type { RequestStep } from './request-steps'

const gzipped = promisify(gzip)

/** A page's frame: its HTML before and after the region, and the headers Next answered it with. */
export type QueryFrame = { before: string; after: string; headers: OutgoingHttpHeaders }

/** The frame of a page in a language; null when it cannot be had. */
export type QueryFrames = (name: QueryRegionName, locale: Locale) => Promise<QueryFrame | null>

/** Headers of Next's answer that belong to that one answer (its body), not to the frame. */
const NOT_OF_FRAME = new Set([...NOT_KEPT, 'content-encoding', 'etag', 'age'])

/**
 * The frame's HTML split at its region: the one element with the region's id, rendered empty.
 * Null when the page has none, or more than one.
 */
export function splitFrame(html: string, id: string): { before: string; after: string } | null {
  const open = `<div id="${id}"`
  const start = html.indexOf(open)
  if (start < 0 || html.indexOf(open, start + 1) >= 0) return null
  const end = html.indexOf('>', start)
  if (end < 0 || !html.startsWith('</div>', end + 1)) return null
  return { before: html.slice(0, end + 1), after: html.slice(end + 1) }
}

/** The headers of a frame answer that every search answered from it carries. */
function keptHeaders(headers: Headers): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {}
  for (const [name, value] of headers) {
    if (!NOT_OF_FRAME.has(name) && name !== 'set-cookie') kept[name] = value
  }
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) kept['set-cookie'] = cookies
  return kept
}

/**
 * The frames, fetched from this server (`origin`, where it listens) with the frame token, kept
 * until content changes; concurrent requests for one wait for the same fetch. Four at most
 * (two pages, two languages), each at most `limits.maxBytes`.
 */
export function queryFramesFrom(origin: string, limits = QUERY_FRAME_FETCH): QueryFrames {
  const kept = new Map<string, { frame: Promise<QueryFrame | null>; generation: number }>()
  return (name, locale) => {
    const key = `${name} ${locale}`
    const generation = contentGeneration()
    const copy = kept.get(key)
    if (copy && copy.generation === generation) return copy.frame
    const frame = fetchFrame(origin, name, locale, limits)
    kept.set(key, { frame, generation })
    // A failure is not kept: the next search asks again.
    frame.then(
      (made) => {
        if (made === null && kept.get(key)?.frame === frame) kept.delete(key)
      },
      () => kept.delete(key),
    )
    return frame
  }
}

async function fetchFrame(
  origin: string,
  name: QueryRegionName,
  locale: Locale,
  limits: typeof QUERY_FRAME_FETCH,
): Promise<QueryFrame | null> {
  const page = QUERY_REGION_PAGES[name]
  try {
    const response = await fetch(`${origin}${localizedHref(locale, page.path)}`, {
      redirect: 'manual',
      headers: { [FRAME_HEADER]: frameToken(), 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    })
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (response.status !== 200 || !isHtml) {
      await response.body?.cancel()
      return null
    }
    const html = await readText(response, limits.maxBytes)
    const parts = html === null ? null : splitFrame(html, page.id)
    return parts && { ...parts, headers: keptHeaders(response.headers) }
  } catch {
    return null
  }
}

/** The query page a path is, with its language; null for any other path. */
export function queryRegionPageOf(path: string): { name: QueryRegionName; locale: Locale } | null {
  for (const name of Object.keys(QUERY_REGION_PAGES) as QueryRegionName[]) {
    for (const locale of LOCALES) {
      if (path === localizedHref(locale, QUERY_REGION_PAGES[name].path)) return { name, locale }
    }
  }
  return null
}

/**
 * Whether a request may be answered from a frame: a visitor's GET that a copy could answer (not
 * staff, not Next's own requests, not the frame request itself: `pageCacheKey` says so).
 */
const mayUseFrame = (req: IncomingMessage): boolean => pageCacheKey(req) !== null

/** Step: a search on a query page is its frame with the query's region (see above). */
export function answerSearchesFromFrames(
  frames: QueryFrames,
  makerOf: (name: QueryRegionName) => QueryRegionMaker | undefined = registeredQueryRegion,
): RequestStep {
  return ({ req, res, path }) => {
    if (!mayUseFrame(req)) return 'next'
    const page = queryRegionPageOf(path)
    const maker = page && makerOf(page.name)
    if (!page || !maker) return 'next'
    const search = searchParamsRecord((req.url ?? '').split('?')[1] ?? '')
    // Without a query the page is a list, which Next renders and the page copy keeps.
    if (!normalizeSearchQuery(firstParam(search.q))) return 'next'
    return Promise.all([frames(page.name, page.locale), maker(page.locale, search)]).then(
      async ([frame, region]) => {
        if (!frame) return 'next'
        const html = frame.before + region + frame.after
        const gzip = codingFor(req.headers['accept-encoding']) === 'gzip'
        const body = gzip ? await gzipped(html) : Buffer.from(html)
        if (res.headersSent || res.destroyed) return 'answered'
        for (const [name, value] of Object.entries(frame.headers)) {
          // The server's own headers for this request (security, the copy's mark) stay its own.
          if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value)
        }
        if (gzip) res.setHeader('content-encoding', 'gzip')
        res.setHeader('content-length', body.length)
        res.writeHead(200)
        res.end(body)
        return 'answered'
      },
    )
  }
}
