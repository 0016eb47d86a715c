import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** What the admin's live preview posts to the page after each save (Payload's protocol). */
const SAVED = 'payload-document-event'
/** What the page tells the admin once it listens. */
const READY = { type: 'payload-live-preview', ready: true } as const

const isSaved = (event: MessageEvent, origin: string) => {
  const data = event.data as { type?: unknown } | null
  return event.origin === origin && typeof data === 'object' && data?.type === SAVED
}

/**
 * Re-renders the page's server components whenever the admin's live preview (an iframe or a popup
 * of the admin, on this same origin) saves the document, and tells the admin the page is ready.
 * The few lines of `@payloadcms/live-preview-react`'s RefreshRouteOnSave: that package was never
 * published in the version of the rest of Payload, and Payload refuses mixed versions.
 */
export function useRefreshOnSave(origin: string | null) {
  const router = useRouter()
  const announced = useRef(false)
  useEffect(() => {
    if (!origin) return
    const onMessage = (event: MessageEvent) => {
      if (isSaved(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (!announced.current) {
      announced.current = true
      ;(window.opener ?? window.parent)?.postMessage(READY, origin)
      // What was saved before the page listened.
      router.refresh()
    }
    return () => window.removeEventListener('message', onMessage)
  }, [origin, router])
}
