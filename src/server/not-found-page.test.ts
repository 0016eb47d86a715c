import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '@/config/constants'
import {
  answerNotFoundWithSitePage,
  loopbackOrigin,
  notFoundPageFrom,
  notFoundPagePath,
  type SiteNotFoundPage,
} from './not-found-page'
import { pathOf } from './request-steps'

const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

/** A real HTTP server: the step, then `next` as Next would answer. Returns its origin. */
async function serve(
  page: SiteNotFoundPage,
  next: (res: ServerResponse, req: IncomingMessage) => void,
): Promise<string> {
  const step = answerNotFoundWithSitePage(page)
  const server = createServer((req, res) => {
    res.setHeader('x-before', 'kept')
    step({ req, res, path: pathOf(req.url), marks: { databaseUnavailable: false } })
    next(res, req)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
const sitePage: SiteNotFoundPage = async (locale: Locale) =>
  `<!DOCTYPE html><html lang="${locale}"><title>404 ${locale}</title><h1>${locale}</h1></html>`

/** Next's 404 of a page that called notFound(): the empty shell, streamed with an implicit head. */
function nextShell(res: ServerResponse) {
  res.statusCode = 404
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.setHeader('x-from-next', 'dropped')
  res.write('<!DOCTYPE html><html id="__next_error__">')
  res.end('<head></head><body></body></html>')
}

describe('answerNotFoundWithSitePage', () => {
  it('sends the site’s 404 page of the path’s language in place of Next’s empty shell', async () => {
    const origin = await serve(sitePage, nextShell)
    for (const [path, locale] of [
      ['/news/999999', 'ru'],
      ['/en/nonexistent', 'en'],
      ['/xx/whatever', 'ru'],
    ] as const) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body, path).toContain(`<html lang="${locale}">`)
      expect(body).not.toContain('__next_error__')
      expect(response.headers.get('x-before')).toBe('kept')
      expect(response.headers.get('x-from-next')).toBeNull()
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
    }
  })

  it('leaves other answers, navigation payloads and non-page paths as Next wrote them', async () => {
    const origin = await serve(sitePage, (res, req) => {
      if (req.url === '/ok') {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<p>page</p>')
        return
      }
      nextShell(res)
    })
    const ok = await fetch(`${origin}/ok`)
    expect([ok.status, await ok.text()]).toEqual([200, '<p>page</p>'])
    const payload = await fetch(`${origin}/news/999999`, { headers: { rsc: '1' } })
    expect([payload.status, await payload.text()]).toEqual([404, SHELL])
    const admin = await fetch(`${origin}/admin/nothing`)
    expect([admin.status, await admin.text()]).toEqual([404, SHELL])
    const post = await fetch(`${origin}/news/999999`, { method: 'POST' })
    expect(await post.text()).toBe(SHELL)
  })

  it('answers the /404 page itself with status 404, never kept by a shared cache', async () => {
    const origin = await serve(sitePage, (res) => {
      res.setHeader('cache-control', 's-maxage=31536000')
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<h1>404 page</h1>')
    })
    for (const locale of ['ru', 'en'] as const) {
      const response = await fetch(`${origin}${notFoundPagePath(locale)}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      expect(await response.text()).toBe('<h1>404 page</h1>')
    }
  })

  it('falls back to the minimal 404 page in the path’s language when the page cannot be had', async () => {
    const origin = await serve(async () => null, nextShell)
    const response = await fetch(`${origin}/en/news/999999`)
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).toContain('<html lang="en">')
    expect(body).toContain('This page could not be found')
  })
})

describe('notFoundPageFrom', () => {
  it('fetches /404 or /en/404 from the origin, only a whole 404 page, and keeps it briefly', async () => {
    const asked: string[] = []
    let shell = false
    const server = createServer((req, res) => {
      asked.push(req.url ?? '')
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end(shell ? SHELL : `<html lang="x">${req.url}</html>`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => server.close())
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const page = notFoundPageFrom(origin)
    expect(await page('en')).toBe('<html lang="x">/en/404</html>')
    expect(await page('en')).toBe('<html lang="x">/en/404</html>')
    expect(await page('ru')).toBe('<html lang="x">/404</html>')
    expect(asked).toEqual(['/en/404', '/404'])
    shell = true
    expect(await notFoundPageFrom(origin)('ru')).toBeNull()
    expect(await notFoundPageFrom(origin, { timeoutMs: 5_000, maxBytes: 10 })('en')).toBeNull()
    expect(await notFoundPageFrom('http://127.0.0.1:1')('en')).toBeNull()
  })

  it('reaches a wildcard address on loopback', () => {
    expect(loopbackOrigin('0.0.0.0', 3004)).toBe('http://127.0.0.1:3004')
    expect(loopbackOrigin('::', 3004)).toBe('http://[::1]:3004')
    expect(loopbackOrigin('127.0.0.1', 3201)).toBe('http://127.0.0.1:3201')
    expect(loopbackOrigin('fd00::1', 80)).toBe('http://[fd00::1]:80')
  })
})
