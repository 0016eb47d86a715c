/**
 * Issue 19: vanity links of any depth answered by the running server (308/307 with the right
 * Location in both languages), refused saves with a clear message in both languages, and CMS
 * pages marked "not ready" kept out of search engines, the sitemap, the site search and the
 * content snapshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentSnapshot } from '@/search/snapshot-format'
import { type AppServer, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { adminToken, field, postGraphql } from '../../helpers/graphql-http'

let app: AppServer
let auth: Record<string, string>

beforeAll(async () => {
  app = await startApp()
  const token = await adminToken(`${app.url}/graphql`)
  auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
})
afterAll(async () => {
  await app?.stop()
})

const get = (path: string, init?: RequestInit) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', ...init })

const api = (path: string, method: string, body?: unknown, language = 'en') =>
  get(`/api/${path}`, {
    method,
    headers: { ...auth, 'accept-language': language },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('vanity links', () => {
  it('a seeded two-segment link answers a permanent redirect (308) in both languages, keeping its practice section', async () => {
    for (const prefix of ['', '/en']) {
      const res = await get(`${prefix}/disputes/sanctions`)
      expect(res.status).toBe(308)
      const location = new URL(res.headers.get('location') ?? '', app.url)
      expect(location.pathname).toMatch(new RegExp(`^${prefix}/practices/\\d+/[a-z0-9-]+$`))
      expect(location.searchParams.get('section')).toBe('international-sanctions')
      expect((await get(location.pathname + location.search)).status).toBe(200)
    }
  })

  it('a seeded temporary link answers a temporary redirect (307) with the target in the language of the path', async () => {
    const ru = await get('/events/forum-2026')
    expect(ru.status).toBe(307)
    expect(ru.headers.get('location')).toBe('/news')
    const en = await get('/en/events/forum-2026')
    expect(en.status).toBe(307)
    expect(en.headers.get('location')).toBe('/en/news')
    expect(en.headers.get('content-security-policy')).toBeTruthy()
  })

  it('a link saved through REST answers at once; changed to permanent it follows; deleted it is a 404', async () => {
    const created = await api('redirects', 'POST', {
      from: '/internships/trainees-2027',
      url: '/contacts',
      status: '302',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await eventually(async () => {
        const res = await get('/en/internships/trainees-2027')
        expect(res.status).toBe(307)
        expect(res.headers.get('location')).toBe('/en/contacts')
      })
      expect((await api(`redirects/${doc.id}`, 'PATCH', { status: '301' })).status).toBe(200)
      await eventually(async () =>
        expect((await get('/internships/trainees-2027')).status).toBe(308),
      )
    } finally {
      await api(`redirects/${doc.id}`, 'DELETE')
    }
    await eventually(async () => expect((await get('/internships/trainees-2027')).status).toBe(404))
  })

  it('refuses bad sources, the site’s own sections, chains and loops with a readable message', async () => {
    const refusals: [unknown, string, RegExp, RegExp][] = [
      [
        { from: '/news', url: '/contacts' },
        'from',
        /^\/news is the site's own address/,
        /^\/news — адрес самого сайта/,
      ],
      [
        { from: '/team/1', url: '/contacts' },
        'from',
        /^\/team is the site's own address/,
        /^\/team — адрес самого сайта/,
      ],
      // The offline page (the service worker's install needs it), the worker itself, the 404 page
      // and the web app manifest: addresses of the site itself, in either language.
      [
        { from: '/offline', url: '/contacts' },
        'from',
        /^\/offline is the site's own address \(a section, a service page or a file\)/,
        /^\/offline — адрес самого сайта \(раздел, служебная страница или файл\)/,
      ],
      [
        { from: '/sw.js', url: '/contacts' },
        'from',
        /^\/sw\.js is the site's own address/,
        /^\/sw\.js — адрес самого сайта/,
      ],
      [
        { from: '/en/404', url: '/contacts' },
        'from',
        /^\/en\/404 is the site's own address/,
        /^\/en\/404 — адрес самого сайта/,
      ],
      [
        { from: '/manifest.webmanifest', url: '/contacts' },
        'from',
        /^\/manifest\.webmanifest is the site's own address/,
        /^\/manifest\.webmanifest — адрес самого сайта/,
      ],
      [{ from: '/a?b=1', url: '/contacts' }, 'from', /No \? or #/, /Без \? и #/],
      [{ from: '/en/x', url: '/contacts' }, 'from', /language prefix/, /языкового префикса/],
      [{ from: '/Bad Path', url: '/contacts' }, 'from', /Lower-case/, /строчные/],
      [{ from: '/x/y', url: 'http://example.com/' }, 'url', /https/, /https/],
      [{ from: '/x/y', url: '/x/y' }, 'url', /points at itself/, /сам на себя/],
      // A chain: the target is the seeded vanity link /corporate.
      [{ from: '/x/y', url: '/en/corporate' }, 'url', /\/corporate.*chain/, /\/corporate.*цепочка/],
      [{ from: '/x/y' }, 'url', /practice or enter/, /практику или укажите/],
    ]
    // The manifest's real address (Next's name for src/app/manifest.ts).
    expect((await get('/manifest.webmanifest')).status).toBe(200)
    for (const [body, path, en, ru] of refusals) {
      for (const [language, message] of [
        ['en', en],
        ['ru', ru],
      ] as const) {
        const res = await api('redirects', 'POST', body, language)
        expect(res.status, JSON.stringify(body)).toBe(400)
        const json = (await res.json()) as {
          errors: { data?: { errors?: { path: string; message: string }[] } }[]
        }
        const fields = json.errors[0]?.data?.errors ?? []
        expect(
          fields.map((f) => f.path),
          JSON.stringify(body),
        ).toContain(path)
        expect(fields.find((f) => f.path === path)?.message, JSON.stringify(body)).toMatch(message)
      }
    }
  })

  it('refuses a link to a path another link already leads to (a chain from the other end)', async () => {
    const first = await api('redirects', 'POST', { from: '/old/offer', url: '/new/offer' })
    expect(first.status).toBe(201)
    const { doc } = (await first.json()) as { doc: { id: number } }
    try {
      const second = await api('redirects', 'POST', { from: '/new/offer', url: '/contacts' })
      expect(second.status).toBe(400)
      expect(await second.text()).toMatch(/\/old\/offer already leads to this path/)
      // Closing the loop by editing the first one's target back is refused too.
      const loop = await api(`redirects/${doc.id}`, 'PATCH', { url: '/old/offer' })
      expect(loop.status).toBe(400)
    } finally {
      await api(`redirects/${doc.id}`, 'DELETE')
    }
  })
})

describe('a CMS page marked "not ready"', () => {
  const SEARCH = `query ($q: String!) { search(q: $q, locale: ru) { hits { path } } }`
  const searchPaths = async (q: string) => {
    const { json } = await postGraphql(`${app.url}/graphql`, { query: SEARCH, variables: { q } })
    return field<{ hits: { path: string }[] }>(json, 'search').hits.map((hit) => hit.path)
  }
  const snapshotPaths = async () => {
    const manifest = (await (await get('/_content/manifest.json')).json()) as { ru: string }
    const db = (await (await get(`/_content/${manifest.ru}/db.json`)).json()) as ContentSnapshot
    return db.documents.map((doc) => doc.path)
  }

  it('is noindex, out of the sitemap, the site search and the snapshot; shown again when unmarked', async () => {
    const list = await api('pages?where[key][equals]=qemo&depth=0', 'GET')
    const id = ((await list.json()) as { docs: { id: number }[] }).docs[0]?.id
    expect(id).toBeDefined()
    // Both languages, every time: a page left rendered as hidden would stay so in the build
    // directory the later steps' servers share (the SEO step reads every sitemap address).
    const visible = async () => {
      for (const path of ['/qemo', '/en/qemo']) {
        const page = await get(path)
        expect(page.status, path).toBe(200)
        expect(await page.text(), path).not.toMatch(/<meta name="robots" content="noindex/)
      }
      expect(await (await get('/sitemap.xml')).text()).toContain('/qemo</loc>')
      expect(await searchPaths('управления качеством')).toContain('/qemo')
      expect(await snapshotPaths()).toContain('/qemo')
    }
    await visible()
    expect((await api(`pages/${id}`, 'PATCH', { hidden: true })).status).toBe(200)
    try {
      await eventually(async () => {
        for (const path of ['/qemo', '/en/qemo']) {
          const page = await get(path)
          expect(page.status, path).toBe(200)
          expect(await page.text(), path).toMatch(/<meta name="robots" content="noindex/)
        }
        expect(await (await get('/sitemap.xml')).text()).not.toContain('/qemo</loc>')
        expect(await searchPaths('управления качеством')).not.toContain('/qemo')
        expect(await snapshotPaths()).not.toContain('/qemo')
      }, 10_000)
    } finally {
      await api(`pages/${id}`, 'PATCH', { hidden: false })
    }
    await eventually(visible, 10_000)
  })
})
