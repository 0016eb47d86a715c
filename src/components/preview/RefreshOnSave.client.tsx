'use client'

import { useRefreshOnSave } from './use-refresh-on-save'
import { useSiteOrigin } from './use-site-origin'

/**
 * Re-renders the page's server components when the admin's live preview saves the document: the
 * admin is on this same origin, the only one whose messages are accepted.
 */
export function RefreshOnSave() {
  useRefreshOnSave(useSiteOrigin())
  return null
}
