/** Conditional requests for what the server sends itself (RFC 9110, 13.1). */

/** A tag as compared weakly: without its `W/`. */
const bare = (tag: string): string => tag.trim().replace(/^W\//, '')

/** Whether `If-None-Match` names this tag or is `*` (weak comparison, as for a GET). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}
