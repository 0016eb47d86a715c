import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import type { VanityFinder } from '@/lib/vanity-redirects'
import { json } from './plain-answers'
import { handleWithSteps, type RequestStep } from './request-steps'
import { answerVanityRedirects } from './vanity-redirect'

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server of the vanity step, then a step that says which request reached it. */
async function serve(finder: VanityFinder | undefined) {
  const reached: RequestStep = ({ res, path }) => {
    json(res, 200, { reached: path })
    return 'answered'
  }
  const server = createServer(handleWithSteps([answerVanityRedirects(() => finder), reached]))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return (path: string, method = 'GET') =>
    fetch(`http://127.0.0.1:${port}${path}`, { method, redirect: 'manual' })
}

// The table of src/data/vanity-redirects.ts as the finder gives it: what it was asked is recorded.
const asked: string[] = []
const table: VanityFinder = async (locale, from) => {
  asked.push(`${locale}:${from}`)
  if (from === '/a/b')
    return { status: 301, target: locale === 'en' ? '/en/news' : '/news', section: null }
  if (from === '/t') return { status: 302, target: '/contacts', section: null }
  if (from === '/p') return { status: 301, target: '/practices/1/x', section: null }
  if (from === '/down') throw new Error('database unreachable')
  return null
}

describe('vanity links answered by the server', () => {
  it('answers a two-segment link in each language with 301 and its Location', async () => {
    const get = await serve(table)
    const ru = await get('/a/b')
    expect(ru.status).toBe(301)
    expect(ru.headers.get('location')).toBe('/news')
    expect(ru.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=5')
    const en = await get('/en/a/b')
    expect(en.status).toBe(301)
    expect(en.headers.get('location')).toBe('/en/news')
    expect((await get('/a/b', 'HEAD')).status).toBe(301)
  })

  it('answers 302 when the link says so, never cached by the browser', async () => {
    const get = await serve(table)
    const res = await get('/t')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/contacts')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5')
  })

  it('keeps the requested section of a practice link', async () => {
    const get = await serve(table)
    expect((await get('/p?section=courts')).headers.get('location')).toBe(
      '/practices/1/x?section=courts',
    )
  })

  it("passes on unknown links, writes, the site's sections, a failed lookup and a server without a table", async () => {
    const get = await serve(table)
    asked.length = 0
    for (const path of ['/nope/x', '/news/1', '/en', '/', '/down']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(await res.json()).toEqual({ reached: path })
    }
    expect((await get('/a/b', 'POST')).status).toBe(200)
    // Sections of the site are never looked up at all.
    expect(asked).toEqual(['ru:/nope/x', 'ru:/down'])
    close?.()
    const bare = await serve(undefined)
    expect((await bare('/a/b')).status).toBe(200)
  })
})
