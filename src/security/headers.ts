import { LIMITS } from '@/config/constants'

/**
 * Security headers of every response (set by the custom server before Next answers).
 *
 * Scripts: pages are pre-rendered and cached (ISR), so one HTML serves every visitor and cannot
 * carry a per-request nonce (Next's nonce guidance requires dynamic rendering of every page). Next
 * streams its RSC payload in inline scripts, so `script-src` allows inline scripts, never `eval`:
 * the policy still confines script files to this origin and Yandex Metrika, and forbids framing,
 * plugins, foreign form targets and `<base>` rewrites. Development adds `eval` (React's debugging
 * needs it) and the hot reload socket. The admin (Payload) gets a looser policy of its own.
 */

/** Yandex Metrika's hosts: the tag, its beacons, and the session replay (webvisor) frames. */
const METRIKA = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.ru'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['blob:', 'https://mc.yandex.ru', 'https://mc.yandex.com'],
} as const

type Directives = Record<string, readonly string[]>

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')
}

/** The policy of the public site (pages, feeds, JSON, files). */
export function publicCsp({
  dev = false,
  https = false,
  siteOrigin,
}: {
  dev?: boolean
  https?: boolean
  /** SITE_URL's origin: media URLs are absolute, and the host reached may be another name. */
  siteOrigin?: string
} = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...METRIKA.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(siteOrigin ? [siteOrigin] : []), 'data:', 'blob:', ...METRIKA.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...METRIKA.connect],
    'frame-src': METRIKA.frame,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The admin's policy: Payload's editors evaluate code and show uploads from anywhere an editor
 * pastes; framing stays forbidden. Its code editor (Monaco) is served by the site itself
 * (src/server/monaco-assets.ts), so no CDN is named: jsDelivr serves any file of any npm package.
 */
export function adminCsp({ https = false } = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** Payload's admin pages (its REST API under /api answers JSON and gets the public policy). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

/**
 * Whether the visitor reached the site over HTTPS: the public address says so, or a trusted
 * reverse proxy does (`X-Forwarded-Proto`, read only from a proxy of TRUSTED_PROXIES; the
 * value the outermost trusted proxy wrote, as with `X-Forwarded-For`).
 */
export function cameOverHttps(args: {
  siteUrl: string
  forwardedProto: string | string[] | undefined
  trustedHops: number
}): boolean {
  if (args.siteUrl.startsWith('https:')) return true
  if (args.trustedHops <= 0 || args.forwardedProto === undefined) return false
  const values = (
    Array.isArray(args.forwardedProto) ? args.forwardedProto.join(',') : args.forwardedProto
  )
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
  if (values.length === 0) return false
  return values[Math.max(0, values.length - args.trustedHops)] === 'https'
}

/** Every header for a response to `path`. */
export function securityHeaders(args: {
  path: string
  https: boolean
  dev?: boolean
  siteUrl?: string
}): Record<string, string> {
  const { path, https, dev = false } = args
  const siteOrigin = args.siteUrl ? new URL(args.siteUrl).origin : undefined
  return {
    'content-security-policy': isAdminPath(path)
      ? adminCsp({ https })
      : publicCsp({ dev, https, siteOrigin }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(https ? { 'strict-transport-security': `max-age=${LIMITS.hstsMaxAgeSeconds}` } : {}),
  }
}
