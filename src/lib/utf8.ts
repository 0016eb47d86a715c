/**
 * The UTF-8 length of a text, in the browser and on the server: what a string weighs in a cache's
 * byte budget, or in a vCard line's 75 octets. Node's native count where there is one (a cached
 * GraphQL answer may be 256 KB), the same count by hand elsewhere.
 */
export function utf8Bytes(text: string): number {
  if (typeof Buffer !== 'undefined') return Buffer.byteLength(text, 'utf8')
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4
      i++
    } else bytes += 3 // the rest of the BMP, and a lone surrogate (written as U+FFFD)
  }
  return bytes
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}
