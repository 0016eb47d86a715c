/**
 * The home page global's drafts against the running production server on the seeded demo database
 * (issue 19, item 3; docs/preview.md): an editor's draft hero heading is not on `/` for visitors
 * (nor in REST or GraphQL, even asking for drafts), the staff member's preview of `/` shows it
 * with the bar, and once published it is on `/` for everyone, with a line in the publication log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAYLOAD_SESSION_COOKIE } from '@/security/session-token'
import { type AppServer, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { field, postGraphql, TEST_ADMIN } from '../../helpers/graphql-http'
import { tokenFromAnswer } from '../../helpers/session-cookie'

let app: AppServer
let adminAuth: Record<string, string>
let editor: { id: number; token: string }
let published: { ru: string }

const stamp = Date.now()
const DRAFT_HEADING = `Заголовок главной в черновике ${stamp}`

const jwt = (token: string) => ({ authorization: `JWT ${token}` })
const json = { 'content-type': 'application/json' }

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${app.url}${path}`, { redirect: 'manual', ...init })
}

async function login(email: string, password: string): Promise<{ token: string; id: number }> {
  const res = await api('/api/users/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { user: { id: number } }
  return { token: tokenFromAnswer(res), id: body.user.id }
}

/** The hero heading of a page's HTML (the home page's `<h1 id="home-title">`). */
async function heroHeading(res: Response): Promise<string> {
  const html = await res.text()
  return html.match(/<h1 id="home-title"[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''
}

/** The home global as stored, published (`draft=false`), in Russian. */
async function storedHeading(query = ''): Promise<string> {
  const res = await api(`/api/globals/home?locale=ru&depth=0${query}`, { headers: adminAuth })
  expect(res.status).toBe(200)
  return ((await res.json()) as { hero: { heading: string } }).hero.heading
}

beforeAll(async () => {
  app = await startApp()
  adminAuth = jwt((await login(TEST_ADMIN.email, TEST_ADMIN.password)).token)
  const email = `home-preview-${stamp}@test.example`
  const password = 'home-preview-password-42'
  const created = await api('/api/users', {
    method: 'POST',
    headers: { ...adminAuth, ...json },
    body: JSON.stringify({ email, password, roles: ['editor'] }),
  })
  expect(created.status).toBe(201)
  editor = await login(email, password)
  published = { ru: await storedHeading() }
}, 120_000)

afterAll(async () => {
  if (published) {
    // Back to the seeded heading, published.
    await api('/api/globals/home?locale=ru', {
      method: 'POST',
      headers: { ...adminAuth, ...json },
      body: JSON.stringify({ hero: { heading: published.ru }, _status: 'published' }),
    })
  }
  if (editor) await api(`/api/users/${editor.id}`, { method: 'DELETE', headers: adminAuth })
  await app?.stop()
})

describe('a draft of the home page', () => {
  it('is saved by an editor as a draft, leaving the published global in place', async () => {
    expect(published.ru).not.toBe('')
    const saved = await api('/api/globals/home?locale=ru&draft=true', {
      method: 'POST',
      headers: { ...jwt(editor.token), ...json },
      body: JSON.stringify({ hero: { heading: DRAFT_HEADING }, _status: 'draft' }),
    })
    expect(saved.status).toBe(200)
    expect(await storedHeading()).toBe(published.ru)
    expect(await storedHeading('&draft=true')).toBe(DRAFT_HEADING)
  })

  it('is not on / for visitors, nor in anonymous REST or GraphQL asking for drafts', async () => {
    const page = await api('/')
    expect(page.status).toBe(200)
    expect(await heroHeading(page)).toBe(published.ru)
    const rest = await api('/api/globals/home?locale=ru&draft=true&depth=0')
    expect(rest.status).toBe(200)
    const restBody = await rest.text()
    expect(restBody).not.toContain(DRAFT_HEADING)
    expect(JSON.parse(restBody).hero.heading).toBe(published.ru)
    const { json: answer } = await postGraphql(`${app.url}/graphql`, {
      query: '{ Home(draft: true, locale: ru) { hero { heading } } }',
    })
    expect(field<{ hero: { heading: string } }>(answer, 'Home').hero.heading).toBe(published.ru)
  })

  it('is shown on / by the staff member’s preview, with the bar, never kept', async () => {
    const open = await api('/api/preview?kind=home&locale=ru', {
      headers: { cookie: `${PAYLOAD_SESSION_COOKIE}=${editor.token}` },
    })
    expect(open.status).toBe(303)
    expect(open.headers.get('location')).toBe('/')
    const draftCookie = open.headers
      .getSetCookie()
      .find((c) => c.startsWith('__prerender_bypass='))
      ?.split(';')[0]
    expect(draftCookie).toBeDefined()
    const cookie = `${draftCookie}; ${PAYLOAD_SESSION_COOKIE}=${editor.token}`
    const preview = await api('/', { headers: { cookie } })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toMatch(/^private, .*no-store/)
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    const html = await preview.text()
    expect(html).toMatch(new RegExp(`<h1 id="home-title"[^>]*>${DRAFT_HEADING}</h1>`))
    expect(html).toContain('Предпросмотр черновика')
    // Draft mode without the staff session (signed out) shows the published page.
    expect(await heroHeading(await api('/', { headers: { cookie: draftCookie ?? '' } }))).toBe(
      published.ru,
    )
    // And visitors still get the published page after the preview.
    expect(await heroHeading(await api('/'))).toBe(published.ru)
  })

  it('is on / for everyone once published, and the publication is logged', async () => {
    const res = await api('/api/globals/home?locale=ru', {
      method: 'POST',
      headers: { ...jwt(editor.token), ...json },
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(res.status).toBe(200)
    expect(await storedHeading()).toBe(DRAFT_HEADING)
    await eventually(async () => {
      expect(await heroHeading(await api('/'))).toBe(DRAFT_HEADING)
    }, 10_000)
    const log = await api(
      '/api/publication-log?where[target][equals]=home&sort=-createdAt&limit=1&depth=0',
      { headers: jwt(editor.token) },
    )
    const entries = ((await log.json()) as { docs: Record<string, unknown>[] }).docs
    // Titled with the global's Russian label, read from the function the admin is given.
    expect(entries[0]).toMatchObject({
      action: 'published',
      user: editor.id,
      title: 'Главная страница',
    })
  })
})
