/**
 * Whose page sent a request. A browser names the page's origin in `Origin` (on every cross-origin
 * request, and on same-origin POSTs) and says how it relates to the target in `Sec-Fetch-Site`; a
 * request that acts with a visitor's cookie or records a visitor's decision is accepted only from
 * the site's own pages (cross-site request forgery).
 */
import { getEnv } from '@/config/env'

type HeaderReader = { get(name: string): string | null }

/**
 * The site's origin as visitors see it: the deployment's SITE_URL, or else the host this request
 * was sent to (a server with no proxy in front is reached directly).
 */
export function siteOrigin(
  headers: HeaderReader,
  siteUrl: string | undefined = getEnv().SITE_URL,
): string {
  if (siteUrl) return new URL(siteUrl).origin
  return `http://${headers.get('host') ?? 'localhost'}`
}

/**
 * Whether the request comes from one of the site's own pages: the browser says so
 * (`Sec-Fetch-Site: same-origin`), or names the site as the `Origin`. A request with neither is
 * not a browser's page, and is refused too.
 */
export function cameFromSite(
  headers: HeaderReader,
  siteUrl: string | undefined = getEnv().SITE_URL,
): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  if (siteUrl) return origin === new URL(siteUrl).origin
  // Without SITE_URL the scheme is not known (a TLS proxy may be in front): the host decides.
  return hostOf(origin) === headers.get('host')
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}
