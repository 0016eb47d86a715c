import { describe, expect, it } from 'vitest'

import { adminCsp, cameOverHttps, isAdminPath, publicCsp, securityHeaders } from './headers'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d === name || d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

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
    expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined()
  })

  it('images may come from the public address (media URLs are absolute)', () => {
    const headers = securityHeaders({ path: '/', https: false, siteUrl: 'https://example.ru/x' })
    expect(directive(headers['content-security-policy'] ?? '', 'img-src')).toContain(
      'https://example.ru',
    )
  })

  it('development allows eval (React debugging) and the hot reload socket', () => {
    const csp = publicCsp({ dev: true })
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(csp, 'connect-src')).toContain('ws:')
  })

  it('the admin gets its own, looser policy, still unframeable', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/posts')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/api/posts')).toBe(false)
    const headers = securityHeaders({ path: '/admin/login', https: false })
    expect(headers['content-security-policy']).toBe(adminCsp())
    expect(directive(adminCsp(), 'frame-ancestors')).toEqual(["'none'"])
    expect(securityHeaders({ path: '/news', https: false })['content-security-policy']).toBe(
      publicCsp(),
    )
  })

  it('the admin loads scripts, styles and fonts from the site only (no CDN)', () => {
    for (const name of ['script-src', 'style-src', 'font-src', 'connect-src', 'default-src']) {
      for (const source of directive(adminCsp({ https: true }), name) ?? []) {
        expect(source, name).not.toMatch(/^https:|jsdelivr/)
      }
    }
  })

  it('carries the fixed headers on every path, HSTS only over HTTPS', () => {
    for (const path of ['/', '/en/news', '/graphql', '/api/users', '/healthz', '/sitemap.xml']) {
      const headers = securityHeaders({ path, https: false })
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toBeUndefined()
    }
    const secure = securityHeaders({ path: '/', https: true })
    expect(secure['strict-transport-security']).toBe('max-age=31536000')
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  it('HTTPS: from SITE_URL, or from X-Forwarded-Proto of a trusted proxy only', () => {
    const base = { siteUrl: 'http://localhost:3004' }
    expect(
      cameOverHttps({ siteUrl: 'https://example.ru', forwardedProto: undefined, trustedHops: 0 }),
    ).toBe(true)
    // Nobody is trusted: any client could send the header.
    expect(cameOverHttps({ ...base, forwardedProto: 'https', trustedHops: 0 })).toBe(false)
    expect(cameOverHttps({ ...base, forwardedProto: 'https', trustedHops: 1 })).toBe(true)
    expect(cameOverHttps({ ...base, forwardedProto: 'http', trustedHops: 1 })).toBe(false)
    expect(cameOverHttps({ ...base, forwardedProto: undefined, trustedHops: 1 })).toBe(false)
    // A client's own value first, then the one our proxy appended: the proxy's counts.
    expect(cameOverHttps({ ...base, forwardedProto: 'http, https', trustedHops: 1 })).toBe(true)
    expect(cameOverHttps({ ...base, forwardedProto: 'https, http', trustedHops: 1 })).toBe(false)
    expect(cameOverHttps({ ...base, forwardedProto: 'https, http', trustedHops: 2 })).toBe(true)
    expect(cameOverHttps({ ...base, forwardedProto: ['HTTPS'], trustedHops: 3 })).toBe(true)
  })
})
