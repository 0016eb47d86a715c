import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The HTML of a page's query region (src/lib/query-regions.ts) that this document was served with,
 * by the page's address: the custom server may answer with a frame whose region React was given
 * empty, and fill it in the HTML alone. Kept for the document's life, so that going back to that
 * address (Next replays the frame's payload) shows it again. One or two entries per document.
 */
const served = new Map<string, string>()

/**
 * The region's HTML to show: the page's own (`html`, from a client navigation or a whole render),
 * else the HTML this document was served with for this address (read from the DOM while React
 * hydrates it), else null until a refresh of the page brings it.
 */
export function useQueryRegion(id: string, html: string): string | null {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const address = search ? `${pathname}?${search}` : pathname
  const [adopted] = useState(() => {
    if (html || typeof document === 'undefined') return null
    const kept = served.get(address)
    if (kept !== undefined) return kept
    // Hydration: the element holds what the server put in the region (React leaves it alone).
    const element = document.getElementById(id)
    if (!element) return null
    served.set(address, element.innerHTML)
    return element.innerHTML
  })
  // The server renders what it was given (a frame's empty region is filled after React).
  const onServer = typeof document === 'undefined'
  const content = html || (onServer ? '' : (adopted ?? served.get(address) ?? null))
  const router = useRouter()
  useEffect(() => {
    if (content === null) router.refresh()
  }, [content, router])
  return content
}
