/** A request's `Accept-Encoding`, read as HTTP says (RFC 9110, 12.5.3). */

/** The quality the header gives a content coding (0: refused or not named), `*` counted. */
export function codingQuality(
  acceptEncoding: string | string[] | undefined,
): (coding: string) => number {
  const accepted = new Map<string, number>()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  return (coding) => accepted.get(coding) ?? accepted.get('*') ?? 0
}

/** Of `codings`, the one the header rates highest (the first on a tie); none when all are refused. */
export function preferredCoding<C extends string>(
  acceptEncoding: string | string[] | undefined,
  codings: readonly C[],
): C | undefined {
  const quality = codingQuality(acceptEncoding)
  let best: C | undefined
  for (const coding of codings) {
    if (quality(coding) > 0 && (!best || quality(coding) > quality(best))) best = coding
  }
  return best
}
