/**
 * Server step: the security headers (src/security/headers.ts) on every response, set before
 * anything answers (Next keeps headers already set).
 */
import { forwardedClient, type ProxyTrust } from '@/security/forwarded'
import { cameOverHttps, securityHeaders } from '@/security/headers'
import type { RequestStep } from './request-steps'

/** Step: sets the security headers for the request's path. */
export function setSecurityHeaders(site: {
  siteUrl: string
  trust: ProxyTrust
  dev: boolean
}): RequestStep {
  return ({ req, res, path }) => {
    const { trustedHops } = forwardedClient(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      site.trust,
    )
    const https = cameOverHttps({
      siteUrl: site.siteUrl,
      forwardedProto: req.headers['x-forwarded-proto'],
      trustedHops,
    })
    const headers = securityHeaders({ path, https, dev: site.dev, siteUrl: site.siteUrl })
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    return 'next'
  }
}
