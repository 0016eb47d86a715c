import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_CACHE_CONTROL } from '../../../src/security/headers'
import { type AppServer, startApp } from '../../../support/app-server'
import { extractScriptPaths } from '../../../support/page-scripts'
import { DETAIL_SOURCES, firstLink, localized, PLAIN_ROUTES } from '../../../support/routes'
import { pdfPages, pdfText } from '../../helpers/pdf'
import { tokenFromAnswer } from '../../helpers/session-cookie'

let app: AppServer

beforeAll(async () => {
  app = await startApp()
})
afterAll(async () => {
  await app?.stop()
})

const get = (path: string, init?: RequestInit) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', ...init })

describe('health', () => {
  it('/healthz says the process is alive', async () => {
    const res = await get('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })
  it('/readyz says the database answers', async () => {
    const res = await get('/readyz')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'up' })
  })
})

describe('routes of SPEC §2 in both languages', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`every plain route answers 200 in ${locale}`, async () => {
      for (const route of PLAIN_ROUTES) {
        const path = localized(route, locale)
        const res = await get(encodeURI(path))
        expect(res.status, path).toBe(200)
        const html = await res.text()
        expect(html, path).toContain(`<html lang="${locale}"`)
        expect(html, path).toMatch(/<h1[^>]*>[^<]+/)
      }
    })

    it(`detail pages render, and a missing or wrong slug redirects in ${locale}`, async () => {
      for (const [list, pattern] of DETAIL_SOURCES) {
        const html = await (await get(localized(list, locale))).text()
        const href = firstLink(html, pattern)
        expect(href, list).toBeDefined()
        const res = await get(href!)
        expect(res.status, href).toBe(200)
        expect(await res.text()).toMatch(/<h1[^>]*>[^<]+/)
        const slugged = href!.match(/^(.*\/\d+)\/([a-z0-9-]+)$/)
        if (slugged) {
          for (const wrong of [slugged[1], `${slugged[1]}/wrong-slug`]) {
            const redirect = await get(wrong!)
            expect(redirect.status, wrong).toBe(308)
            expect(new URL(redirect.headers.get('location')!, app.url).pathname).toBe(href)
          }
        }
      }
    })
  }

  it('vanity links redirect to their practice pages, keeping the section', async () => {
    for (const prefix of ['', '/en']) {
      const res = await get(`${prefix}/dispute-resolution?section=international-sanctions`)
      expect(res.status).toBe(308)
      const location = new URL(res.headers.get('location')!, app.url)
      expect(location.pathname).toMatch(new RegExp(`^${prefix}/practices/\\d+/[a-z0-9-]+$`))
      expect(location.searchParams.get('section')).toBe('international-sanctions')
      const page = await get(location.pathname + location.search)
      expect(page.status).toBe(200)
      for (const from of ['/corporate', '/criminal-defence', '/mzs-private-client']) {
        const r = await get(`${prefix}${from}`)
        expect(r.status, from).toBe(308)
      }
    }
  })
})

describe('downloads and structured data', () => {
  it("a lawyer's vCard comes in the language of the path", async () => {
    const ru = await get('/team/1/vcard')
    expect(ru.status).toBe(200)
    expect(ru.headers.get('content-type')).toMatch(/^text\/vcard/)
    expect(ru.headers.get('content-disposition')).toMatch(/attachment; filename="[a-z0-9-]+\.vcf"/)
    const ruCard = (await ru.text()).replace(/\r\n /g, '')
    expect(ruCard).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
    expect(ruCard).toMatch(/FN:[А-ЯЁ]/)
    const enCard = (await (await get('/en/team/1/vcard')).text()).replace(/\r\n /g, '')
    expect(enCard).toMatch(/FN:[A-Z][a-z]+ [A-Z]/)
    for (const bad of ['/team/abc/vcard', '/team/999999/vcard', '/team/0/vcard']) {
      expect((await get(bad)).status, bad).toBe(404)
    }
  })

  it("a lawyer's bio comes as a PDF of at most two pages in the language of the path", async () => {
    for (const locale of ['ru', 'en'] as const) {
      const prefix = locale === 'en' ? '/en' : ''
      const person = (await (await get(`/api/people/1?locale=${locale}&depth=1`)).json()) as {
        name: string
        slug: string
        roleLabel: string
        practices: { title: string }[]
      }
      const firm = (await (await get(`/api/globals/site?locale=${locale}`)).json()) as {
        address: string
      }
      const res = await get(`${prefix}/team/1/pdf`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${person.slug}.pdf"; filename*=UTF-8''${encodeURIComponent(`${person.name}.pdf`)}`,
      )
      const pdf = new Uint8Array(await res.arrayBuffer())
      expect(pdf.length).toBeLessThan(200_000)
      expect(pdfPages(pdf)).toBeLessThanOrEqual(2)
      const text = pdfText(pdf)
      for (const shown of [
        person.name,
        person.roleLabel,
        person.practices[0]!.title,
        firm.address,
      ]) {
        expect(text, locale).toContain(shown.replace(/\s+/g, ' '))
      }
    }
    for (const bad of ['/team/abc/pdf', '/team/999999/pdf', '/en/team/0/pdf']) {
      const res = await get(bad)
      expect(res.status, bad).toBe(404)
      expect(await res.text(), bad).toBe('Not found')
    }
  })

  it('an event offers an .ics file; other posts do not', async () => {
    const list = await (await get('/news?type=event')).text()
    const event = firstLink(list, /^\/news\/\d+$/)
    expect(event).toBeDefined()
    const ics = await get(`${event}/ics`)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/)
    const text = await ics.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/)
    const news = firstLink(await (await get('/news?type=news')).text(), /^\/news\/\d+$/)
    expect((await get(`${news}/ics`)).status).toBe(404)
  })

  it('person and post pages carry JSON-LD that parses', async () => {
    const html = await (await get('/en/team/1/andrey-gromov')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    const data = blocks.map((b) => JSON.parse(b[1]!) as { '@type': string; name?: string })
    expect(data.find((d) => d['@type'] === 'Person')).toMatchObject({ name: 'Andrey Gromov' })
    // The trail Home / Team / the lawyer, with absolute addresses.
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { position: number; name: string; item: string }[]
    }
    expect(trail.itemListElement.map((i) => i.position)).toEqual([1, 2, 3])
    expect(trail.itemListElement[2]).toMatchObject({ name: 'Andrey Gromov' })
    expect(trail.itemListElement[2]?.item).toMatch(/^https?:\/\/[^/]+\/en\/team\/1\/andrey-gromov$/)
  })
})

describe('the JavaScript of the pages', () => {
  /** The /_next/ scripts a browser fetches for the page (support/page-scripts.ts). */
  const scriptsOf = async (path: string) =>
    extractScriptPaths(await (await get(path)).text(), `${app.url}${path}`)
  const hinted = async (src: string) =>
    (await (await get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n')

  it('is compiled as it loads on public pages, pre-rendered or not; the admin’s own is not', async () => {
    // V8's explicit compile hint (scripts/app/compile-hints.ts): every script a public page
    // loads at first starts with it, the press center's and the search's (rendered on request)
    // included.
    for (const path of [
      '/',
      '/en/news/64',
      '/news?type=event',
      `/search?q=${encodeURIComponent('суд')}`,
    ]) {
      const scripts = await scriptsOf(path)
      expect(scripts.length, path).toBeGreaterThan(3)
      for (const src of scripts) expect(await hinted(src), `${path}: ${src}`).toBe(true)
    }
    const admin = await scriptsOf('/admin/login')
    const adminOwn = []
    for (const src of admin) if (!(await hinted(src))) adminOwn.push(src)
    expect(adminOwn.length).toBeGreaterThan(0)
  })
})

describe('bad input is a 404 or 400, never a 500', () => {
  const notFound = [
    '/no-such-page',
    '/en/no-such-page',
    '/de/news',
    '/news/abc',
    '/news/0',
    '/news/01',
    '/news/99999999',
    '/news/1e3',
    '/news/-1',
    '/news/1/extra/segments',
    '/team/999999',
    `/team/1/${'a'.repeat(300)}`,
    '/team/1/Bad_Slug',
    '/practices/1/%D0%B0',
    '/industry-sectors/2147483648',
    '/404',
    '/en/404',
  ]
  it('answers 404 for unknown paths, malformed ids and slugs', async () => {
    for (const path of notFound) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(html, path).toMatch(/This page could not be found|Страница не найдена/)
    }
  })
  it('answers 400 for encoded control characters in the path', async () => {
    for (const path of ['/practices/%00', '/en/news/%0d%0aSet-Cookie:x=1', '/team/%7f']) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await res.text()).toMatch(
        path.startsWith('/en') ? /Bad request/ : /Некорректный запрос/,
      )
    }
  })
  it('answers 400 for broken percent-escapes in the path, in the language of the path', async () => {
    for (const path of ['/news/%', '/en/team/%zz', '/api/users/V%~i', '/%ff%', '/en/%E0%A4%A']) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(await res.text()).toMatch(
        path.startsWith('/en') ? /Bad request/ : /Некорректный запрос/,
      )
    }
  })
  it('answers 404 for an encoded percent sign in the path (Next answered 500)', async () => {
    for (const path of ['/news/a%25b', '/0/tDrB%25_', '/en/team/%25']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toMatch(path.startsWith('/en') ? /not be found/ : /не найдена/)
    }
  })
  it('answers 414 for an address longer than a redirect could carry', async () => {
    for (const path of [`/?type=${'x'.repeat(9000)}`, `/en/news?q=${'я'.repeat(1500)}`]) {
      const res = await get(path)
      expect(res.status, path.slice(0, 40)).toBe(414)
      expect(res.headers.get('location')).toBeNull()
    }
  })
  it('survives garbage query strings', async () => {
    const queries = [
      '/news?type=%00%ff',
      '/news?type[]=x&page=-5',
      '/news?page=99999999999999999999',
      '/news?page=abc',
      `/search?q=${'%F0%9F%98%80'.repeat(100)}`,
      '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      "/search?q=' OR 1=1 --",
      '/search?q=%25%5F%5C',
      `/search?q=${'x'.repeat(5000)}`,
      '/practices/1/x?section=%00',
    ]
    for (const path of queries) {
      const res = await get(path)
      expect(res.status, path).toBeLessThan(500)
      if (res.status === 200) expect(await res.text()).not.toContain('<script>alert(1)</script>')
    }
  })
})

describe('access control', () => {
  it('REST: private collections are closed to anonymous callers', async () => {
    for (const collection of ['users', 'callback-requests']) {
      const res = await get(`/api/${collection}`)
      expect(res.status, collection).toBe(403)
    }
  })
  it('REST: anonymous callers get published posts only', async () => {
    const res = await get('/api/posts?limit=100&depth=0&draft=true')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: { _status: string }[] }
    expect(body.docs.length).toBeGreaterThan(0)
    for (const doc of body.docs) expect(doc._status).toBe('published')
  })
  it('GraphQL: private collections are closed to anonymous callers', async () => {
    for (const query of [
      '{ Users { docs { email } } }',
      '{ CallbackRequests { docs { name phone } } }',
    ]) {
      const res = await get('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      const body = (await res.json()) as {
        data?: Record<string, unknown>
        errors?: { message: string; extensions?: { code?: string } }[]
      }
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN')
      expect(body.errors?.[0]?.message, query).toMatch(/not allowed/i)
      expect(
        Object.values(body.data ?? {}).every((v) => v === null),
        query,
      ).toBe(true)
    }
  })
})

describe('staff accounts', () => {
  const admin = {
    email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
    password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
  }
  const login = (email: string, password: string) =>
    get('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  it('editors publish content but cannot manage users; repeated bad logins slow an account down', async () => {
    const adminLogin = await login(admin.email, admin.password)
    expect(adminLogin.status).toBe(200)
    const token = tokenFromAnswer(adminLogin)
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }

    const email = `editor-${Date.now()}@test.example`
    const password = 'editor-password-42'
    const created = await get('/api/users', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email, password, roles: ['editor'] }),
    })
    expect(created.status).toBe(201)

    const editorLogin = await login(email, password)
    expect(editorLogin.status).toBe(200)
    const editorToken = tokenFromAnswer(editorLogin)
    const asEditor = { authorization: `JWT ${editorToken}`, 'content-type': 'application/json' }
    const forbidden = await get('/api/users', {
      method: 'POST',
      headers: asEditor,
      body: JSON.stringify({ email: `x-${email}`, password, roles: ['admin'] }),
    })
    expect(forbidden.status).toBe(403)
    const draft = await get('/api/posts?limit=1&draft=true', { headers: asEditor })
    expect(draft.status).toBe(200)

    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-password')).status).toBe(401)
    // Slowed down, never locked out (issue 16): a short wait, then the right password works.
    const throttled = await login(email, password)
    expect(throttled.status).toBe(429)
    const wait = Number(throttled.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200))
    expect((await login(email, password)).status).toBe(200)
  })
})

describe('pages follow content at once, and shared caches may keep them briefly', () => {
  const admin = {
    email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
    password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
  }
  const staffHeaders = async () => {
    const loggedIn = await get('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const token = tokenFromAnswer(loggedIn)
    return {
      auth: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      cookie: `collegium-token=${token}`,
    }
  }

  it('keeps a page in Next’s cache, and shows a change the moment it is saved', async () => {
    const bio = '/en/team/1/andrey-gromov'
    await (await get(bio)).text()
    const repeat = await get(bio)
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(repeat.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    const { auth, cookie } = await staffHeaders()
    // A staff session's answers are its own: no shared cache keeps them.
    expect((await get(bio, { headers: { cookie } })).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    const person = '/api/people/1?locale=en&depth=0'
    const before = ((await (await get(person, { headers: auth })).json()) as { languages: string })
      .languages
    const changed = `${before}, Latin ${Date.now()}`
    try {
      const saved = await get(person, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ languages: changed }),
      })
      expect(saved.status).toBe(200)
      expect(await (await get(bio)).text()).toContain(changed)
    } finally {
      await get(person, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ languages: before }),
      })
    }
    expect(await (await get(bio)).text()).not.toContain(changed)
  })

  it("a lawyer's PDF is remade when the person or the firm's address changes; a draft has none", async () => {
    const { auth } = await staffHeaders()
    const pdf = '/en/team/1/pdf'
    const textOf = async () => pdfText(new Uint8Array(await (await get(pdf)).arrayBuffer()))
    const edits = [
      { api: '/api/people/1?locale=en&depth=0', field: 'languages' },
      { api: '/api/globals/site?locale=en&depth=0', field: 'address' },
    ] as const
    for (const { api, field } of edits) {
      const before = ((await (await get(api, { headers: auth })).json()) as Record<string, string>)[
        field
      ]!
      await textOf()
      const changed = `${before}, PDF ${Date.now()}`
      const save = (value: string) =>
        get(api, {
          method: api.includes('globals') ? 'POST' : 'PATCH',
          headers: auth,
          body: JSON.stringify({ [field]: value }),
        })
      try {
        expect((await save(changed)).status, api).toBe(200)
        expect(await textOf(), api).toContain(changed)
      } finally {
        await save(before)
      }
      expect(await textOf(), api).not.toContain(changed)
    }
    const created = await get('/api/people?draft=true', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: 'Draft Lawyer', role: 'attorney', _status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect((await get(`/team/${doc.id}/pdf`)).status).toBe(404)
      expect((await get(`/en/team/${doc.id}/pdf`)).status).toBe(404)
    } finally {
      await get(`/api/people/${doc.id}`, { method: 'DELETE', headers: auth })
    }
  })

  it('renders the press center’s lists and searches with React, for shared caches to keep', async () => {
    for (const [path, q, found] of [
      [`/search?q=${encodeURIComponent('арбитраж')}`, 'арбитраж', /<mark>/],
      ['/en/news?q=sanctions', 'sanctions', /results for “sanctions”/],
    ] as const) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL)
      const html = await res.text()
      expect(html, path).toContain(`value="${q}"`)
      expect(html, path).toMatch(found)
    }
    // Unknown parameters still answer as before: the first page of all posts.
    expect((await get('/news?type=nonsense&page=abc')).status).toBe(200)
  })

  it('shows a published post on the lists at once, and not after it is deleted', async () => {
    const list = '/en/news?type=news'
    await (await get(list)).text()
    const { auth } = await staffHeaders()
    const title = `List test ${Date.now()}`
    const created = await get('/api/posts?locale=en', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title,
        type: 'news',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect(await (await get(list)).text()).toContain(title)
      expect(await (await get('/en/news')).text()).toContain(title)
    } finally {
      await get(`/api/posts/${doc.id}`, { method: 'DELETE', headers: auth })
    }
    expect(await (await get(list)).text()).not.toContain(title)
  })
})

describe('graceful shutdown', () => {
  it('SIGTERM lets a slow in-flight request finish, then exits cleanly', async () => {
    const server = await startApp()
    const body = JSON.stringify({ query: '{ Posts(limit: 1) { totalDocs } }' })
    // Warm: the first GraphQL request loads the endpoint's code (a busy loop for a moment, during
    // which the slow request below would not yet count as in flight when SIGTERM arrives).
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const { port } = new URL(server.url)
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = ''
          res.on('data', (d) => {
            text += d
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      // Half the body now; the rest after SIGTERM, so the request is in flight during shutdown.
      req.write(body.slice(0, 10))
      setTimeout(() => {
        server.proc.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(10)), 700)
      }, 300)
    })
    const result = await response
    expect(result.status).toBe(200)
    expect(JSON.parse(result.text)).toMatchObject({
      data: { Posts: { totalDocs: expect.any(Number) } },
    })
    expect(await server.exited).toBe(0)
    expect(server.output(), server.output()).toContain('SIGTERM: draining')
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })

  it('after SIGTERM it goes on answering for the delay, /readyz 503, then stops listening', async () => {
    const server = await startApp({ SHUTDOWN_DELAY_MS: '2000' })
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    const signalledAt = Date.now()
    server.proc.kill('SIGTERM')
    // The signal is handled once the server's event loop is free (it may still be warming up).
    while (!server.output().includes('SIGTERM: draining')) {
      await new Promise((r) => setTimeout(r, 20))
    }
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status, server.output()).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    // A connection opened after the signal is still served, and told not to stay open.
    const page = await fetch(`${server.url}/healthz`)
    expect(page.status).toBe(200)
    expect(page.headers.get('connection')).toBe('close')
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000)
    expect(server.output()).toContain('closing in 2000 ms')
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })
})
