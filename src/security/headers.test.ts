import { describe, expect, it } from 'vitest'

import {
  adminCsp,
  DRAFT_MODE_COOKIE,
  headerRules,
  PAGE_CACHE_CONTROL,
  PAGES,
  PRIVATE_CACHE_CONTROL,
  PRIVATE_COOKIES,
  publicCsp,
} from './headers'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d === name || d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

/** The headers a rule list gives a request, as Next applies them (later rules win). */
function headersFor(
  path: string,
  request: { cookies?: string[]; headers?: Record<string, string> } = {},
  rules = headerRules(),
) {
  const pages = new RegExp(`^/${PAGES.slice('/:path('.length, -1)}$`)
  const out: Record<string, string> = {}
  for (const rule of rules) {
    const matches =
      rule.source === '/:path*' ||
      (rule.source === PAGES && pages.test(path)) ||
      (rule.source === '/admin/:path*' && (path === '/admin' || path.startsWith('/admin/'))) ||
      rule.source === path
    const has = (rule.has ?? []).every((condition) =>
      condition.type === 'cookie'
        ? request.cookies?.includes(condition.key)
        : condition.type === 'header' && request.headers?.[condition.key] === condition.value,
    )
    if (matches && has) for (const { key, value } of rule.headers) out[key] = value
  }
  return out
}

describe('security headers', () => {
  it('public pages: no eval, inline scripts for Next, Metrika allowed, no framing', () => {
    const csp = publicCsp()
    expect(csp).not.toContain('unsafe-eval')
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", "'unsafe-inline'", 'https://mc.yandex.ru']),
    )
    expect(directive(csp, 'connect-src')).toContain('https://mc.yandex.ru')
    expect(directive(csp, 'img-src')).toContain('https://mc.yandex.ru')
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
  })

  it('development allows eval (React debugging) and the hot reload socket', () => {
    const csp = publicCsp({ dev: true })
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(csp, 'connect-src')).toContain('ws:')
  })

  it('the admin gets its own, looser policy, still unframeable, with no CDN', () => {
    expect(headersFor('/admin/login')['content-security-policy']).toBe(adminCsp())
    expect(headersFor('/administration')['content-security-policy']).toBe(publicCsp())
    expect(directive(adminCsp(), 'frame-ancestors')).toEqual(["'none'"])
    for (const name of ['script-src', 'style-src', 'font-src', 'connect-src', 'default-src']) {
      for (const source of directive(adminCsp(), name) ?? []) {
        expect(source, name).not.toMatch(/^https:|jsdelivr/)
      }
    }
  })

  it('carries the fixed headers on every path, HSTS only when the proxy says HTTPS', () => {
    for (const path of ['/', '/en/news', '/graphql', '/api/users', '/healthz', '/sitemap.xml']) {
      const headers = headersFor(path)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toBeUndefined()
    }
    const secure = headersFor('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(secure['strict-transport-security']).toBe('max-age=31536000')
  })
})

describe('cache lifetimes', () => {
  it('pages may be kept briefly by shared caches; the APIs and Next’s files keep their own', () => {
    for (const path of ['/', '/en', '/news', '/en/team/3/ivanov', '/search', '/en/news/rss']) {
      expect(headersFor(path)['cache-control'], path).toBe(PAGE_CACHE_CONTROL)
    }
    const ownRules = ['/sitemap.xml', '/robots.txt', '/news/rss.xml', '/en/news/rss.xml']
    for (const path of [
      '/admin',
      '/api/posts',
      '/graphql',
      '/_next/static/x.js',
      '/sw.js',
      ...ownRules,
    ]) {
      expect(headersFor(path)['cache-control'], path).not.toBe(PAGE_CACHE_CONTROL)
    }
    expect(headersFor('/sw.js')['cache-control']).toBe('no-cache')
  })

  it('a staff session’s or a preview’s pages are private; a preview is framable by the site', () => {
    for (const cookie of PRIVATE_COOKIES) {
      expect(headersFor('/news', { cookies: [cookie] })['cache-control']).toBe(
        PRIVATE_CACHE_CONTROL,
      )
    }
    const preview = headersFor('/news', { cookies: [DRAFT_MODE_COOKIE] })
    expect(preview['x-robots-tag']).toBe('noindex')
    expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    expect(directive(preview['content-security-policy'] ?? '', 'frame-ancestors')).toEqual([
      "'self'",
    ])
  })
})
