/**
 * What editors fill reaches the site: a client logo an editor uploads (alt text = the client's
 * name, intrinsic size, lazy) linked to the client's site, the pro-bono partner, and the Site
 * global's social links in the footer, in both languages, in the server-rendered HTML.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, startApp } from '../../../support/app-server'
import { adminToken } from '../../helpers/graphql-http'

/** The client whose logo an editor uploads (the demo's clients have none: names are listed). */
const CLIENT_SITE = 'https://uraltechmash.example'

let app: AppServer
let token: string
let clientId: number
let logoId: number

/** A REST call as the test admin; its JSON answer. */
async function rest(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${app.url}/api/${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, ...init.headers },
  })
  expect(res.status, path).toBeLessThan(300)
  return (await res.json()) as Record<string, unknown>
}

beforeAll(async () => {
  app = await startApp()
  token = await adminToken(`${app.url}/graphql`)
  const found = await rest(`clients?where[url][equals]=${encodeURIComponent(CLIENT_SITE)}`)
  clientId = (found.docs as { id: number }[])[0]?.id as number
  const png = await sharp({
    create: { width: 240, height: 96, channels: 3, background: '#1f3a5f' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('_payload', JSON.stringify({ alt: 'Uraltechmash' }))
  form.set('file', new Blob([png], { type: 'image/png' }), 'uraltechmash.png')
  logoId = ((await rest('media', { method: 'POST', body: form })).doc as { id: number }).id
  await rest(`clients/${clientId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logo: logoId }),
  })
}, 120_000)

afterAll(async () => {
  // The database is shared with the next steps' servers: the demo's clients keep no logo.
  if (clientId) {
    await rest(`clients/${clientId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ logo: null }),
    })
  }
  if (logoId) await rest(`media/${logoId}`, { method: 'DELETE' })
  await app?.stop()
})

const html = async (path: string) => {
  const res = await fetch(`${app.url}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

const CLIENT = {
  ru: 'АО «Уралтехмаш»',
  en: 'Uraltechmash JSC',
}

describe('fields editors fill are shown', () => {
  for (const [locale, prefix] of [
    ['ru', ''],
    ['en', '/en'],
  ] as const) {
    it(`client logos with the name as alt text, linked to the client's site (${locale})`, async () => {
      for (const path of [`${prefix}/`, `${prefix}/collegium`]) {
        const page = await html(path || '/')
        const link = page.match(/<a href="https:\/\/uraltechmash\.example"[^>]*>(.*?)<\/a>/s)
        expect(link, path).not.toBeNull()
        expect(link?.[0]).toMatch(/rel="external noopener"/)
        expect(link?.[0]).not.toMatch(/target=/)
        const img = link?.[1] ?? ''
        expect(img).toContain(`alt="${CLIENT[locale]}"`)
        expect(img).toMatch(/loading="lazy"/)
        expect(img).toMatch(/width="\d+"/)
        expect(img).toMatch(/height="\d+"/)
        const src = img.match(/src="([^"]+)"/)?.[1]
        expect(src).toBeDefined()
        // Pre-rendered pages name media at the public address (SITE_URL), not this test server's.
        const named = new URL(src?.replaceAll('&amp;', '&') ?? '', app.url)
        const file = await fetch(new URL(`${named.pathname}${named.search}`, app.url))
        expect(file.status).toBe(200)
        expect(file.headers.get('content-type')).toMatch(/^image\//)
      }
    })

    it(`the pro-bono partner is shown with the project (${locale})`, async () => {
      const page = await html(`${prefix}/collegium`)
      const partner =
        locale === 'ru'
          ? 'Партнёр проекта: Межрегиональный союз ветеранов «Отечество и долг»'
          : 'Project partner: Fatherland and Duty Interregional Veterans’ Union'
      expect(page.replace(/<!-- -->/g, '')).toContain(partner)
    })

    it(`the footer links the firm's social networks by name (${locale})`, async () => {
      const page = await html(`${prefix}/contacts`)
      const footer = page.slice(page.indexOf('<footer'))
      const label = locale === 'ru' ? 'Мы в социальных сетях' : 'Social media'
      expect(footer).toContain(`<nav aria-label="${label}">`)
      expect(footer).toMatch(
        /<a href="https:\/\/t\.me\/gromovlarina" rel="me external noopener">Telegram<\/a>/,
      )
      const vk = locale === 'ru' ? 'ВКонтакте' : 'VK'
      expect(footer).toMatch(new RegExp(`<a href="https://vk\\.com/gromovlarina"[^>]*>${vk}</a>`))
    })
  }
})
