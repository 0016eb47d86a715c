import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, or undefined when it is none. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '')
  if (!isIPv6(bare)) return undefined
  let text = bare
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  const tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, -tail[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const left = parse(head)
  const right = rest === undefined ? [] : parse(rest)
  const zeros = rest === undefined ? [] : new Array(8 - left.length - right.length).fill(0)
  return [...left, ...zeros, ...right]
}

/**
 * The network a sign-in attempt is counted against: an IPv4 address itself, an IPv6 address by
 * its first `prefixBits` bits (one subscriber commonly holds a whole /64 and could take a fresh
 * address for every attempt). Anything else ("unknown") is its own group.
 */
export function addressGroup(address: string, prefixBits: number): string {
  const trimmed = address.trim().toLowerCase()
  if (isIPv4(trimmed)) return trimmed
  const groups = ipv6Groups(trimmed)
  if (!groups) return trimmed || 'unknown'
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  }
  const bits = Math.max(0, Math.min(128, prefixBits))
  const kept = groups.map((group, index) => {
    const start = index * 16
    if (start + 16 <= bits) return group
    if (start >= bits) return 0
    return group & (0xffff << (16 - (bits - start))) & 0xffff
  })
  return `${kept.map((g) => g.toString(16)).join(':')}/${bits}`
}
