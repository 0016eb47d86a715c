/**
 * The one check every redirect built from input goes through (the preview's way back, vanity
 * links, the language switch): a target is followed only when a browser would resolve it to the
 * site's own origin. The check is the browser's own parser (WHATWG URL: it drops tabs and
 * newlines, reads `\` as `/`), so what it accepts is what the browser will open.
 */

/**
 * The target as a path of `origin` (`/news?type=event#x`), or null when a browser would leave the
 * site for it, or when it is not a string. Absolute addresses of the site itself are accepted and
 * returned as paths.
 */
export function sameOriginPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target === '') return null
  let base: URL
  let url: URL
  try {
    base = new URL(origin)
    url = new URL(target, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // "/.//host" resolves to the path "//host", which a browser reads as another site's address.
  return path.startsWith('//') ? null : path
}

/** Where to send a visitor for `target`: its path when it stays on `origin`, else the home page. */
export function redirectPath(target: unknown, origin: string, fallback = '/'): string {
  return sameOriginPath(target, origin) ?? fallback
}
