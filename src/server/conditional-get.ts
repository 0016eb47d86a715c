/** Conditional requests for what the server sends from disk (RFC 9110, 13.1). */

/** Whether `If-None-Match` names this tag or is `*` (weak comparison, as for a GET). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
