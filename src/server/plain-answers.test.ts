import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { OUTAGE_RETRY_AFTER_SECONDS } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'
import { localeOfPath, plainPage } from './plain-answers'

let close: (() => void) | undefined
afterEach(() => close?.())

async function answer(write: (res: ServerResponse) => void) {
  const server = createServer((_req, res) => write(res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return fetch(`http://127.0.0.1:${port}/`)
}

describe('the server’s own minimal pages', () => {
  it('reads the language of a path: English under /en only', () => {
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/news')).toBe('en')
    expect(localeOfPath('/english')).toBe('ru')
    expect(localeOfPath('/')).toBe('ru')
  })

  it('answers a 404 in the language asked, linking home, never cached', async () => {
    const response = await answer((res) => plainPage(res, 404, 'en', 'notFound'))
    const html = await response.text()
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('retry-after')).toBeNull()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`<h1>${catalogue('en').notFound.title}</h1>`)
    expect(html).toContain('<a href="/en">')
  })

  it('answers the outage page with 503 and Retry-After', async () => {
    const response = await answer((res) => plainPage(res, 503, 'ru', 'unavailable'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS))
    const html = await response.text()
    expect(html).toContain(catalogue('ru').error.unavailableTitle)
    expect(html).toContain('<a href="/">')
  })
})
