/**
 * Brotli copies of the kept pages (src/server/page-response-cache.ts).
 *
 * Next compresses a page with gzip only. Browsers accept Brotli, which packs a page's HTML (its
 * text and the framework's inline payload) smaller: the page is the first thing a phone waits
 * for. Once a gzip copy of a page is kept, and a visitor that accepts Brotli asks for it, a Brotli
 * copy is made from it in the background (zlib's thread pool) and kept beside it, under the same
 * rules: the same headers but the coding, the same time of writing (it expires with the gzip
 * copy) and the same content generation (a content change drops both). Until it is ready that
 * visitor, like any other, gets the gzip copy. A few copies are made at a time (`maxPending`);
 * past that a page simply stays in gzip, never queued.
 */
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzip } from 'node:zlib'

import { PAGE_COPY_BROTLI } from '@/config/constants'
import { contentGeneration } from '@/events/content-generation'
import { preferredCoding } from './accept-encoding'

/** A kept page (page-response-cache.ts' `KeptPage`), as far as this file reads it. */
type Page = { headers: OutgoingHttpHeaders; body: Buffer; generation: number }

/** Where copies are kept (page-response-cache.ts' `PageResponseCache`). */
type Copies<P extends Page> = { set(key: string, page: P): void }

const unpack = promisify(gunzip)
const pack = promisify(brotliCompress)

/** The prefix of a gzip copy's key (page-response-cache.ts' `pageCacheKey`). */
const GZIP_KEY = 'gzip '

/**
 * The key of the Brotli copy a request may be answered with, beside the gzip copy `key`: null
 * when the request does not accept Brotli, or prefers gzip, or its copy is not a gzip one.
 */
export function brotliKeyFor(
  key: string,
  acceptEncoding: string | string[] | undefined,
): string | null {
  if (!key.startsWith(GZIP_KEY)) return null
  return preferredCoding(acceptEncoding, ['br', 'gzip']) === 'br'
    ? `br ${key.slice(GZIP_KEY.length)}`
    : null
}

/** Whether a kept page is a gzip copy, from which a Brotli copy can be made. */
const isGzipCopy = (page: Page): boolean => page.headers['content-encoding'] === 'gzip'

/**
 * The headers of the Brotli copy of a page with these headers: its coding, `Vary` naming
 * `Accept-Encoding`, and its ETag weak. Next gives a page's gzip and plain answers the one strong
 * tag of the page's text; a strong tag must tell codings apart, a weak one need not, and both
 * this server's copies and Next compare tags weakly for a GET, so a client holding either coding
 * still gets its 304 (`If-None-Match: W/"x"` matches `"x"`).
 */
export function brotliHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const vary = String(headers.vary ?? '')
  const etag = headers.etag
  return {
    ...headers,
    'content-encoding': 'br',
    vary: /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)
      ? vary
      : vary
        ? `${vary}, Accept-Encoding`
        : 'Accept-Encoding',
    ...(typeof etag === 'string' && !etag.startsWith('W/') ? { etag: `W/${etag}` } : {}),
  }
}

export type BrotliCopyOptions = {
  /** Brotli's quality, 0–11: how much smaller against how much CPU. */
  quality: number
  /** The most copies being made at once; past it a page stays in gzip. */
  maxPending: number
  /** The most bytes a page's text may unpack to; a larger one stays in gzip. */
  maxTextBytes: number
}

/** Makes and keeps the Brotli copies, a bounded number at a time (see above). */
export class BrotliCopies {
  private readonly pending = new Set<string>()

  constructor(private readonly options: BrotliCopyOptions = PAGE_COPY_BROTLI) {}

  /** How many copies are being made now. */
  get making(): number {
    return this.pending.size
  }

  /**
   * Makes the Brotli copy of the gzip copy `page` and keeps it in `cache` under `brotliKey`,
   * unless it is being made already, too many are, or `page` is not a gzip copy. Resolves once
   * done (kept or not); never rejects: a page whose copy fails stays in gzip.
   */
  add<P extends Page>(cache: Copies<P>, brotliKey: string, page: P): Promise<void> {
    const { pending } = this
    if (!isGzipCopy(page) || pending.has(brotliKey)) return Promise.resolve()
    if (pending.size >= this.options.maxPending) return Promise.resolve()
    pending.add(brotliKey)
    return unpack(page.body, { maxOutputLength: this.options.maxTextBytes })
      .then((text) =>
        pack(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: this.options.quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
      )
      .then((body) => {
        // A content change while it was made: the gzip copy is gone too.
        if (page.generation !== contentGeneration()) return
        cache.set(brotliKey, { ...page, headers: brotliHeaders(page.headers), body })
      })
      .catch((error: Error) => {
        // Next's own answer would not unpack, or unpacks past `maxTextBytes`: it stays in gzip.
        console.error(`page copy: no Brotli copy of ${brotliKey}: ${error.message}`)
      })
      .finally(() => pending.delete(brotliKey))
  }
}
