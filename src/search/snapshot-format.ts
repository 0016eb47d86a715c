/**
 * The static content database of SPEC §7: per language, the public content as one JSON file at a
 * path named by the hash of its content, and a small manifest naming the current hashes. Shared by
 * the server that writes it and the browser that reads it.
 */
import type { Locale } from '@/config/constants'

import type { ContentDocument } from './types'

export type ContentSnapshot = {
  version: 1
  locale: Locale
  documents: ContentDocument[]
}

/** The current snapshot hash of each language. */
export type ContentManifest = Record<Locale, string>

export const CONTENT_MANIFEST_PATH = '/_content/manifest.json'
export const snapshotPath = (hash: string) => `/_content/${hash}/db.json`
/**
 * How long caches keep a snapshot. Briefly, though its bytes never change under its hash: it is
 * withdrawn once a document it holds leaves the index or changes (docs/search.md), and a cache in
 * front (nginx, a CDN) must not go on serving a post that was unpublished.
 */
export const SNAPSHOT_SHARED_MAX_AGE_SECONDS = 5
export const SNAPSHOT_CACHE_CONTROL = `public, max-age=60, s-maxage=${SNAPSHOT_SHARED_MAX_AGE_SECONDS}`

/**
 * The answer for a hash not (or no longer) served: cacheable briefly, so that a cache in front
 * replaces the copy it held (nginx keeps serving a stale copy while the answer is `no-store`).
 */
export const NO_SNAPSHOT_CACHE_CONTROL = `public, max-age=0, s-maxage=${SNAPSHOT_SHARED_MAX_AGE_SECONDS}`

/** A snapshot hash as the server writes it: 16 lower-case hex digits. */
export const SNAPSHOT_HASH = /^[0-9a-f]{16}$/
