/**
 * SPEC §4: "If a page chunk fails to load, the page reloads once; a further reload is allowed
 * only after 60 s, tracked in session storage." Pure logic: recognising a chunk failure and the
 * reload guard; the browser wiring lives in `src/components/layout/ChunkReloadGuard.client.tsx`.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants'

/** Where the time of the last reload is kept (session storage). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at'

/**
 * Messages of a failed code-split load, by bundler and browser: webpack and Turbopack
 * ("Loading chunk 12 failed", "Failed to load chunk /_next/static/chunks/….js from module …"),
 * mini-css-extract ("Loading CSS chunk 3 failed"), and native dynamic import() in Chromium,
 * Safari and Firefox.
 */
const CHUNK_FAILURE_MESSAGES = [
  /Loading (?:CSS )?chunk [\w./-]+ failed/i,
  /Failed to load chunk /i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
]

/** Error names bundlers give to a failed chunk load (webpack, Turbopack, Vite, mini-css). */
const CHUNK_FAILURE_NAMES = new Set(['ChunkLoadError', 'CSS_CHUNK_LOAD_FAILED'])

/** Where the framework serves its code and style chunks. */
const CHUNK_PATH_PREFIX = '/_next/static/'

/** Whether an error (or an unhandled rejection's reason, or a message) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_FAILURE_MESSAGES.some((re) => re.test(error))
  if (typeof error !== 'object' || error === null) return false
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  if (typeof name === 'string' && CHUNK_FAILURE_NAMES.has(name)) return true
  if (typeof code === 'string' && CHUNK_FAILURE_NAMES.has(code)) return true
  return typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((re) => re.test(message))
}

/**
 * Whether a failed <script src> or <link href> points at a framework chunk of this site; resource
 * errors carry no message, only the element.
 */
export function isChunkResourceUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === origin && parsed.pathname.startsWith(CHUNK_PATH_PREFIX)
  } catch {
    return false
  }
}

/**
 * The chunk URL of the element an `error` event came from (a <script src> or a stylesheet
 * <link href> under /_next/static/ of this site), else null: an image or a third-party script
 * failing is no chunk failure. Duck-typed, so it needs no DOM.
 */
export function failedChunkUrl(target: unknown, origin: string): string | null {
  if (typeof target !== 'object' || target === null) return null
  const { tagName, src, href, rel } = target as Record<string, unknown>
  const url = tagName === 'SCRIPT' ? src : tagName === 'LINK' && rel === 'stylesheet' ? href : null
  return typeof url === 'string' && url !== '' && isChunkResourceUrl(url, origin) ? url : null
}

/** The part of `sessionStorage` the guard needs. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Decides whether a chunk failure may reload the page, and records the reload when it may: the
 * first failure reloads; another within the guard time does not (so a chunk that is really gone
 * cannot cause a reload loop); after the guard time it reloads again. Without usable storage it
 * never reloads, for the same reason.
 */
export function shouldReloadForChunkError(
  storage: GuardStorage | null | undefined,
  now: number,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (!storage) return false
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY))
    // A missing, unreadable or future time (the clock went back) does not block the reload.
    const blocked = Number.isFinite(last) && last > 0 && last <= now && now - last < guardMs
    if (blocked) return false
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
    return true
  } catch {
    // Storage disabled or full: no record, so no reload.
    return false
  }
}
