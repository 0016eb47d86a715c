/**
 * Next's cache-tag expirations, kept beside the build so that the next process on it knows them.
 *
 * Next keeps pages and data it rendered on disk (`{distDir}/server/route-cache`, `cache/`), but the
 * tags a content change expired only in the memory of the process that heard the change
 * (`tags-manifest.external.js`). A page cached before a change and not asked for again before the
 * process stopped was served as it was by the next process on that build, for good (pages have no
 * time limit): a post answered 404 before it was published stayed 404 after a restart. Every
 * expiration is now appended here (`recordExpiredTags`, by the bus listener every change passes
 * through) and handed back to Next at start (`restoreExpiredTags`, by the custom server): an entry
 * written before a change to one of its tags is rendered anew on first use, one written after is
 * kept.
 *
 * The file is bounded: past COMPACT_AT_BYTES, a start keeps each tag's latest time for the newest
 * KEEP_TAGS tags and folds the older ones into the root layout's tag, which every page and data
 * entry carries (older entries than that time are rendered anew, which is safe).
 */
import fs from 'node:fs'
import path from 'node:path'

/** The file's name in the build directory (copied with the build, unlike Next's `cache/`). */
export const EXPIRED_TAGS_FILE = 'expired-tags.log'
/** A start rewrites the file once it is larger than this. */
export const COMPACT_AT_BYTES = 256 * 1024
/** Tags kept one by one when the file is rewritten. */
export const KEEP_TAGS = 2_000
/** The tag Next gives every page and its data (the root layout's): the floor of a rewritten file. */
export const EVERY_ENTRY_TAG = '_N_T_/layout'

/** The log of this build directory (the process's NEXT_DIST_DIR, as next.config.ts reads it). */
export function expiredTagsFile(
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  dir = process.cwd(),
): string {
  return path.join(dir, distDir, EXPIRED_TAGS_FILE)
}

/** One line per expiration: the time (ms since the epoch) and the tags, space-separated. */
export function expirationLine(tags: readonly string[], at: number): string {
  return `${at} ${tags.filter((tag) => tag && !/\s/.test(tag)).join(' ')}\n`
}

/** Each tag's latest expiration in a log's text; lines that do not parse are skipped. */
export function latestExpirations(text: string): Map<string, number> {
  const latest = new Map<string, number>()
  for (const line of text.split('\n')) {
    const [time, ...tags] = line.trim().split(/\s+/)
    const at = Number(time)
    if (!Number.isSafeInteger(at) || at <= 0) continue
    for (const tag of tags) {
      if (tag && (latest.get(tag) ?? 0) < at) latest.set(tag, at)
    }
  }
  return latest
}

/**
 * The log rewritten: the newest `keep` tags with their times, the others folded into
 * EVERY_ENTRY_TAG at the latest of their times.
 */
export function compactedLog(latest: Map<string, number>, keep = KEEP_TAGS): string {
  const newestFirst = [...latest].sort((a, b) => b[1] - a[1])
  const kept = new Map(newestFirst.slice(0, keep))
  const folded = newestFirst.slice(keep)
  const newestFolded = folded[0]
  if (newestFolded) {
    const floor = Math.max(newestFolded[1], kept.get(EVERY_ENTRY_TAG) ?? 0)
    kept.set(EVERY_ENTRY_TAG, floor)
  }
  return [...kept].map(([tag, at]) => expirationLine([tag], at)).join('')
}

/**
 * Appends an expiration (one short append: processes sharing a build directory do not mix their
 * lines). A failure is reported, not thrown: the change itself is done.
 */
export function recordExpiredTags(
  tags: readonly string[],
  at = Date.now(),
  file = expiredTagsFile(),
  log: (message: string, error?: unknown) => void = console.error,
): void {
  if (tags.length === 0) return
  try {
    fs.appendFileSync(file, expirationLine(tags, at))
  } catch (error) {
    log(`page cache: expiration of ${tags.join(', ')} not kept for the next start`, error)
  }
}

/** Where Next keeps tag expirations: `tags-manifest.external.js`'s map (tag → times in ms). */
export type TagsManifest = Map<string, { stale?: number; expired?: number }>

/**
 * Hands the log's expirations to Next (before it serves), and rewrites a log grown past
 * COMPACT_AT_BYTES. Returns how many tags were restored.
 */
export function restoreExpiredTags(manifest: TagsManifest, file = expiredTagsFile()): number {
  let text: string
  try {
    // The log is the build's runtime data, nothing to trace into the output; without the marker
    // Turbopack traces the whole project for this read (vercel/next.js#95125 shows the marker's use).
    text = fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8')
  } catch {
    return 0 // no change recorded on this build yet
  }
  const latest = latestExpirations(text)
  for (const [tag, at] of latest) {
    const entry = manifest.get(tag) ?? {}
    if ((entry.expired ?? 0) >= at) continue
    manifest.set(tag, { ...entry, stale: Math.max(entry.stale ?? 0, at), expired: at })
  }
  if (Buffer.byteLength(text) > COMPACT_AT_BYTES) {
    // A line another process appends between the read and the rename is lost; it is one
    // expiration, which that process still applies itself, and only a start rewrites.
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, compactedLog(latest))
    fs.renameSync(temporary, file)
  }
  return latest.size
}
