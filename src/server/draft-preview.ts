/**
 * Server step: the answers of a draft preview (docs/preview.md). A request with Next's draft-mode
 * cookie is a staff member's preview (the pages show drafts only when the staff session checks out
 * too, src/data/preview.ts): its answer is never kept by any cache (`private, no-store`, besides the
 * page copy and the offline worker, which skip the cookie already), never indexed, and may be shown
 * in the admin's live preview pane, a frame of this same origin.
 */
import type { IncomingMessage } from 'node:http'

import { DRAFT_MODE_COOKIE } from '@/config/constants'
import { isAdminPath } from '@/security/headers'
import { interceptResponse } from './intercept-response'
import type { RequestStep } from './request-steps'
import { isApiPath } from './rest-guard'

const DRAFT_COOKIE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`)

/** The Cache-Control of every draft preview answer. */
export const DRAFT_PREVIEW_CACHE_CONTROL = 'private, no-store'

/** Whether the request carries Next's draft-mode cookie. */
export const isDraftPreview = (req: IncomingMessage): boolean =>
  DRAFT_COOKIE.test(String(req.headers.cookie ?? ''))

/** The site's policy, with framing by the site itself allowed (the admin's live preview). */
export function framableBySelf(csp: string): string {
  return csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'")
}

/** Step: marks a draft preview's answer private, noindex and framable by the admin. */
export const markDraftPreviewAnswers: RequestStep = ({ req, res, path }) => {
  if (!isDraftPreview(req) || isAdminPath(path) || isApiPath(path)) return 'next'
  res.setHeader('x-robots-tag', 'noindex')
  res.setHeader('x-frame-options', 'SAMEORIGIN')
  const csp = res.getHeader('content-security-policy')
  if (typeof csp === 'string') res.setHeader('content-security-policy', framableBySelf(csp))
  interceptResponse(res, {
    head: (status) => {
      res.setHeader('cache-control', DRAFT_PREVIEW_CACHE_CONTROL)
      return status
    },
  })
  return 'next'
}
