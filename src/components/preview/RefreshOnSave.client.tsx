'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

import { useSiteOrigin } from './use-site-origin'

/**
 * Re-renders the page's server components when the admin's live preview saves the document: the
 * admin is on this same origin, the only one whose messages Payload's listener accepts.
 */
export function RefreshOnSave() {
  const router = useRouter()
  const origin = useSiteOrigin()
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
