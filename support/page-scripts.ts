/**
 * The scripts a modern browser fetches for a page, read from its HTML: the first-load JavaScript
 * benchmark (scripts/bench/measure-first-load-js.ts) weighs them, and the running server's tests
 * check what they begin with.
 */
type Attributes = Map<string, string>

/** The attributes of one start tag's inner text (`src="…" async nomodule`), names lower-cased. */
export function parseAttributes(text: string): Attributes {
  const attributes: Attributes = new Map()
  for (const match of text.matchAll(
    /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const name = match[1]?.toLowerCase()
    if (name && !attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
    }
  }
  return attributes
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** A same-origin /_next/ path for a script address of the page, else null (external, data:…). */
function nextPath(src: string, pageUrl: string): string | null {
  if (!src) return null
  const page = new URL(pageUrl)
  const url = new URL(src, page)
  if (url.origin !== page.origin || !url.pathname.startsWith('/_next/')) return null
  return url.pathname + url.search
}

/**
 * The /_next/ scripts a modern browser fetches for a page, in document order, each once: script
 * sources without `nomodule`, and `modulepreload` / `preload as=script` links.
 */
export function extractScriptPaths(html: string, pageUrl: string): string[] {
  // Inline scripts and comments may contain tag-like text: drop them before looking at tags.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1')
  const found: string[] = []
  for (const tag of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(tag[2] ?? '')
    let src: string | undefined
    if (tag[1]?.toLowerCase() === 'script') {
      if (attributes.has('nomodule')) continue
      src = attributes.get('src')
    } else {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
      const isScript =
        rel.includes('modulepreload') ||
        (rel.includes('preload') && attributes.get('as')?.toLowerCase() === 'script')
      if (isScript) src = attributes.get('href')
    }
    const file = src ? nextPath(src, pageUrl) : null
    if (file && !found.includes(file)) found.push(file)
  }
  return found
}
