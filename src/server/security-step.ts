/**
 * Server step: the security headers (src/security/headers.ts) on every response, set before
 * anything answers (Next keeps headers already set).
 */
import { cameOverHttps, securityHeaders } from '@/security/headers'
import type { RequestStep } from './request-steps'

/** Step: sets the security headers for the request's path. */
export function setSecurityHeaders(site: {
  siteUrl: string
  trustedHops: number
  dev: boolean
}): RequestStep {
  return ({ req, res, path }) => {
    const https = cameOverHttps({
      siteUrl: site.siteUrl,
      forwardedProto: req.headers['x-forwarded-proto'],
      trustedHops: site.trustedHops,
    })
    const headers = securityHeaders({ path, https, dev: site.dev, siteUrl: site.siteUrl })
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    return 'next'
  }
}
