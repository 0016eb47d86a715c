/**
 * Drafts, the draft preview and scheduled publication against the production server on a copy
 * of the seeded demo database (issue 19, items 3 and 9; docs/preview.md): a draft never reaches an
 * anonymous reader (REST, GraphQL, pages), the preview route refuses anyone but staff, a staff
 * member's preview shows the draft (private, noindex, the bar), each version records its author,
 * the publication log says who published, and a scheduled publication happens and reaches pages.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAYLOAD_SESSION_COOKIE } from '@/security/session-token'
import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { field, postGraphql, TEST_ADMIN } from '../../helpers/graphql-http'
import { tokenFromAnswer } from '../../helpers/session-cookie'

let app: AppServer
let dataDir: string
let adminAuth: Record<string, string>
let editor: { id: number; token: string; email: string }

const stamp = Date.now()
const DRAFT_TITLE = `Черновик предпросмотра ${stamp}`

async function login(email: string, password: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${app.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { user: { id: number } }
  return { token: tokenFromAnswer(res), id: body.user.id }
}

const jwt = (token: string) => ({ authorization: `JWT ${token}` })
const sessionCookie = (token: string) => `${PAYLOAD_SESSION_COOKIE}=${token}`

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${app.url}${path}`, { redirect: 'manual', ...init })
}

async function createDraftPost(token: string, title: string): Promise<number> {
  const res = await api('/api/posts?draft=true', {
    method: 'POST',
    headers: { ...jwt(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      type: 'news',
      publishedAt: new Date().toISOString(),
      summary: `${title}: краткое описание`,
      _status: 'draft',
    }),
  })
  expect(res.status).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  return id
}

/** Opens the preview as the given session and returns the draft-mode cookie it set. */
async function openPreview(token: string, query: string): Promise<string> {
  const res = await api(`/api/preview?${query}`, { headers: { cookie: sessionCookie(token) } })
  expect(res.status).toBe(303)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
  expect(cookie).toBeDefined()
  return cookie?.split(';')[0] ?? ''
}

let localPayload: Payload | undefined

/**
 * What the admin's schedule drawer queues (Payload's schedulePublish task) for a post, due in
 * `inMs`, queued through the Local API on the server's database (one instance for the file,
 * closed at its end); the server's own cron runs it.
 */
async function schedule(type: 'publish' | 'unpublish', id: number, inMs: number): Promise<void> {
  process.env.DATA_DIR = dataDir
  const { loadPayload } = await import('@/cms/bootstrap')
  localPayload ??= await loadPayload()
  await localPayload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: new Date(Date.now() + inMs),
    input: {
      type,
      doc: { relationTo: 'posts', value: id },
      user: { relationTo: 'users', value: editor.id },
    },
  })
}

/** The publication log's entries for a post, newest first. */
async function publicationLog(id: number): Promise<Record<string, unknown>[]> {
  const log = await api(
    `/api/publication-log?where[documentId][equals]=${id}&where[target][equals]=posts&sort=-createdAt&depth=0`,
    { headers: jwt(editor.token) },
  )
  return ((await log.json()) as { docs: Record<string, unknown>[] }).docs
}

beforeAll(async () => {
  dataDir = copyOfTestData()
  app = await startApp({ DATA_DIR: dataDir })
  adminAuth = jwt((await login(TEST_ADMIN.email, TEST_ADMIN.password)).token)
  const email = `preview-editor-${stamp}@test.example`
  const password = 'preview-editor-password-42'
  const created = await api('/api/users', {
    method: 'POST',
    headers: { ...adminAuth, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, roles: ['editor'] }),
  })
  expect(created.status).toBe(201)
  const { token, id } = await login(email, password)
  editor = { id, token, email }
}, 120_000)

afterAll(async () => {
  await app?.stop()
  if (localPayload) {
    const { closeDatabase } = await import('@/cms/database-lifecycle')
    await closeDatabase(localPayload)
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('a draft stays with staff', () => {
  let id: number
  beforeAll(async () => {
    id = await createDraftPost(editor.token, DRAFT_TITLE)
  })

  it('is invisible to anonymous REST, even asking for drafts', async () => {
    expect((await api(`/api/posts/${id}`)).status).toBe(404)
    expect((await api(`/api/posts/${id}?draft=true`)).status).toBe(404)
    const list = await api(`/api/posts?draft=true&where[id][equals]=${id}`)
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  it('is invisible to anonymous GraphQL, even asking for drafts', async () => {
    const { json } = await postGraphql(`${app.url}/graphql`, {
      query: `query ($id: Int!) { Posts(draft: true, where: { id: { equals: $id } }) { totalDocs } }`,
      variables: { id },
    })
    expect(field<{ totalDocs: number }>(json, 'Posts').totalDocs).toBe(0)
  })

  it('is not on the pages, the list, the feed or the sitemap', async () => {
    expect((await api(`/news/${id}`)).status).toBe(404)
    for (const path of ['/news', '/news/rss.xml', '/sitemap.xml']) {
      const body = await (await api(path)).text()
      expect(body, path).not.toContain(DRAFT_TITLE)
    }
  })

  it('is visible to staff through REST and records its author on the version', async () => {
    const own = await api(`/api/posts/${id}?draft=true`, { headers: jwt(editor.token) })
    expect(own.status).toBe(200)
    const doc = (await own.json()) as { title: string; updatedBy: number | { id: number } }
    expect(doc.title).toBe(DRAFT_TITLE)
    const versions = await api(
      `/api/posts/versions?where[parent][equals]=${id}&depth=0&sort=-updatedAt`,
      { headers: adminAuth },
    )
    const latest = ((await versions.json()) as { docs: { version: { updatedBy: number } }[] })
      .docs[0]
    expect(latest?.version.updatedBy).toBe(editor.id)
  })
})

describe('the preview route', () => {
  it('refuses an anonymous visitor with a readable 401 and no draft mode', async () => {
    const res = await api('/api/preview?kind=posts&id=1&locale=ru')
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toMatch(/^private, .*no-store/)
    expect(await res.text()).toMatch(/только сотрудникам[\s\S]*for staff only/)
    expect(res.headers.getSetCookie().join()).not.toContain('__prerender_bypass')
  })

  it('refuses a bad link with a 400, and an unknown document with a 404', async () => {
    const bad = await api('/api/preview?kind=users&id=1', {
      headers: { cookie: sessionCookie(editor.token) },
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Bad preview link')
    const missing = await api('/api/preview?kind=posts&id=999999999&locale=ru', {
      headers: { cookie: sessionCookie(editor.token) },
    })
    expect(missing.status).toBe(404)
  })

  it('shows staff the draft on the real page: private, noindex, with the bar; in English under /en', async () => {
    const id = await createDraftPost(editor.token, `${DRAFT_TITLE} (ru)`)
    const res = await api(`/api/preview?kind=posts&id=${id}&locale=en`, {
      headers: { cookie: sessionCookie(editor.token) },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/en/news/${id}`)
    const draftCookie = await openPreview(editor.token, `kind=posts&id=${id}&locale=ru`)
    const cookie = `${draftCookie}; ${sessionCookie(editor.token)}`
    const page = await api(`/news/${id}`, { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toMatch(/^private, .*no-store/)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const html = await page.text()
    expect(html).toContain(`${DRAFT_TITLE} (ru)`)
    expect(html).toContain('Предпросмотр черновика')
    expect(html).toContain('href="/api/exit-preview"')
    // The press center's list in the preview shows it too, and never keeps that answer.
    const list = await api('/news', { headers: { cookie } })
    expect(await list.text()).toContain(`${DRAFT_TITLE} (ru)`)
    expect(await (await api('/news')).text()).not.toContain(`${DRAFT_TITLE} (ru)`)
  })

  it('shows nothing of drafts to draft mode without a staff session (signed out)', async () => {
    const id = await createDraftPost(editor.token, `${DRAFT_TITLE} (signed out)`)
    const draftCookie = await openPreview(editor.token, `kind=posts&id=${id}&locale=ru`)
    const page = await api(`/news/${id}`, { headers: { cookie: draftCookie } })
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain(`${DRAFT_TITLE} (signed out)`)
  })

  it('shows the published text to visitors while the preview shows the newer draft', async () => {
    const list = await api('/api/people?limit=1&sort=order&depth=0')
    const person = ((await list.json()) as { docs: { id: number; name: string }[] }).docs[0]
    expect(person).toBeDefined()
    const id = person?.id ?? 0
    const draftName = `Имя в черновике ${stamp}`
    const saved = await api(`/api/people/${id}?draft=true`, {
      method: 'PATCH',
      headers: { ...jwt(editor.token), 'content-type': 'application/json' },
      body: JSON.stringify({ name: draftName, _status: 'draft' }),
    })
    expect(saved.status).toBe(200)
    try {
      const publicPage = await api(`/team/${id}`, { redirect: 'follow' })
      expect(publicPage.status).toBe(200)
      expect(await publicPage.text()).not.toContain(draftName)
      const draftCookie = await openPreview(editor.token, `kind=people&id=${id}&locale=ru`)
      const preview = await api(`/team/${id}`, {
        redirect: 'follow',
        headers: { cookie: `${draftCookie}; ${sessionCookie(editor.token)}` },
      })
      expect(await preview.text()).toContain(draftName)
    } finally {
      // Back to the published text: restore it as the latest version.
      const res = await api(`/api/people/${id}`, {
        method: 'PATCH',
        headers: { ...adminAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: person?.name, _status: 'published' }),
      })
      expect(res.status).toBe(200)
    }
  })

  it('is left through /api/exit-preview, back to the page it was on', async () => {
    const res = await api('/api/exit-preview', {
      headers: { referer: `${app.url}/news?type=event` },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/news?type=event')
    expect(res.headers.getSetCookie().join()).toMatch(
      /__prerender_bypass=;|Expires=Thu, 01 Jan 1970/,
    )
    const away = await api('/api/exit-preview?return=//evil.example/x')
    expect(away.headers.get('location')).toBe('/')
  })
})

describe('publication', () => {
  it('logs who published a document', async () => {
    const id = await createDraftPost(editor.token, `${DRAFT_TITLE} (log)`)
    const published = await api(`/api/posts/${id}`, {
      method: 'PATCH',
      headers: { ...jwt(editor.token), 'content-type': 'application/json' },
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(published.status).toBe(200)
    const log = await api(
      `/api/publication-log?where[target][equals]=posts&where[documentId][equals]=${id}&where[title][equals]=${encodeURIComponent(`${DRAFT_TITLE} (log)`)}&depth=0`,
      { headers: jwt(editor.token) },
    )
    const entries = ((await log.json()) as { docs: Record<string, unknown>[] }).docs
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'published',
      user: editor.id,
      userEmail: editor.email,
    })
    // Visitors never read the log, and nobody writes it by hand.
    expect((await api('/api/publication-log')).status).toBe(403)
    const forged = await api('/api/publication-log', {
      method: 'POST',
      headers: { ...adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'published', target: 'posts', title: 'forged' }),
    })
    expect(forged.status).toBe(403)
  })

  it('a scheduled publication publishes the draft on time and the pages show it', async () => {
    const title = `${DRAFT_TITLE} (scheduled)`
    const id = await createDraftPost(editor.token, title)
    expect(await (await api('/news')).text()).not.toContain(title)
    // Jobs are never queued through REST, not even by staff.
    const refused = await api('/api/payload-jobs', {
      method: 'POST',
      headers: { ...jwt(editor.token), 'content-type': 'application/json' },
      body: JSON.stringify({ taskSlug: 'schedulePublish', input: { type: 'publish' } }),
    })
    expect(refused.status).toBe(403)
    await schedule('publish', id, 2_000)
    await eventually(async () => {
      const res = await api(`/api/posts/${id}`)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { _status: string })._status).toBe('published')
    }, 40_000)
    // The same hooks as a manual publish: the list and the post's page show it at once.
    await eventually(async () => {
      expect(await (await api('/news')).text()).toContain(title)
      expect((await api(`/news/${id}`)).status).toBe(200)
    })
    const entries = await publicationLog(id)
    expect(entries[0]).toMatchObject({ action: 'published', user: editor.id })
  }, 90_000)

  it('a scheduled unpublication takes the post off the list and its page 404s', async () => {
    const title = `${DRAFT_TITLE} (scheduled off)`
    const id = await createDraftPost(editor.token, title)
    const published = await api(`/api/posts/${id}`, {
      method: 'PATCH',
      headers: { ...jwt(editor.token), 'content-type': 'application/json' },
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(published.status).toBe(200)
    // Visitors see it (and the server's copies keep these answers) before the time.
    await eventually(async () => {
      expect(await (await api('/news')).text()).toContain(title)
      expect((await api(`/news/${id}`)).status).toBe(200)
    })
    await schedule('unpublish', id, 2_000)
    await eventually(async () => {
      expect((await api(`/api/posts/${id}`)).status).toBe(404)
    }, 40_000)
    await eventually(async () => {
      expect(await (await api('/news')).text()).not.toContain(title)
      expect((await api(`/news/${id}`)).status).toBe(404)
    })
    const entries = await publicationLog(id)
    expect(entries[0]).toMatchObject({ action: 'unpublished', user: editor.id })
  }, 90_000)
})
