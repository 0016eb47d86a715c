/**
 * /careers against the production server on its own copy of the seeded database: the open
 * vacancies in both languages with their JSON-LD, a closed one left out, a new one shown as soon
 * as it is published (the list's cache tag expires), and a page search engines skip, out of the
 * sitemap, once nothing is open.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { vacancies as seeded } from '@/cms/seed/data/vacancies'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { adminToken } from '../../helpers/graphql-http'

let server: AppServer
let dataDir: string
let token: string

beforeAll(async () => {
  dataDir = copyOfTestData(fs.mkdtempSync(path.join(os.tmpdir(), 'careers-int-')))
  server = await startApp({ DATA_DIR: dataDir })
  token = await adminToken(`${server.url}/graphql`)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A page's HTML as a visitor gets it. */
async function page(address: string): Promise<string> {
  const response = await fetch(`${server.url}${address}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** The JobPosting blocks of a page's JSON-LD. */
const jobPostings = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] as string) as { '@type': string; title: string })
    .filter((data) => data['@type'] === 'JobPosting')

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null

/** A staff write through REST (as the admin saves), in one language; returns the document. */
async function write(method: 'POST' | 'PATCH', address: string, data: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/vacancies${address}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...data, _status: 'published' }),
  })
  const body = (await response.json()) as { doc?: { id: number }; docs?: unknown[] }
  expect(response.ok, `${response.status} ${JSON.stringify(body)}`).toBe(true)
  return body
}

/** Creates a published vacancy with a title in each language. */
async function createVacancy(title: { ru: string; en: string }, hiringStatus: 'open' | 'closed') {
  const created = await write('POST', '?locale=ru', {
    title: title.ru,
    city: 'Москва',
    level: 'associate',
    hiringStatus,
  })
  const id = created.doc?.id as number
  await write('PATCH', `/${id}?locale=en`, { title: title.en, city: 'Moscow' })
  return id
}

const sitemapHasCareers = async () => (await page('/sitemap.xml')).includes('/careers</loc>')

describe('/careers', () => {
  it('lists the open vacancies in both languages, each as a JobPosting', async () => {
    const [ru, en] = await Promise.all([page('/careers'), page('/en/careers')])
    for (const vacancy of seeded) {
      expect(ru).toContain(vacancy.title.ru)
      expect(en).toContain(vacancy.title.en)
    }
    expect(
      jobPostings(en)
        .map((j) => j.title)
        .sort(),
    ).toEqual(seeded.map((v) => v.title.en).sort())
    expect(robots(ru)).toBeNull()
    expect(await sitemapHasCareers()).toBe(true)
  })

  it('shows a newly published open vacancy, never a closed one', async () => {
    const stamp = Date.now() % 100_000
    const open = { ru: `Открытая вакансия ${stamp}`, en: `Open vacancy ${stamp}` }
    const closed = { ru: `Закрытая вакансия ${stamp}`, en: `Closed vacancy ${stamp}` }
    await createVacancy(open, 'open')
    await createVacancy(closed, 'closed')
    await eventually(async () => {
      const [ru, en] = await Promise.all([page('/careers'), page('/en/careers')])
      expect(ru).toContain(open.ru)
      expect(en).toContain(open.en)
      for (const html of [ru, en]) {
        expect(html).not.toContain(closed.ru)
        expect(html).not.toContain(closed.en)
      }
      expect(jobPostings(ru)).toHaveLength(seeded.length + 1)
    })
  })

  it('is noindex and out of the sitemap when no vacancy is open', async () => {
    await write('PATCH', '?where[hiringStatus][equals]=open&locale=ru', { hiringStatus: 'closed' })
    await eventually(async () => {
      for (const address of ['/careers', '/en/careers']) {
        const html = await page(address)
        expect(robots(html)).toBe('noindex, follow')
        expect(jobPostings(html)).toEqual([])
      }
      expect(await page('/careers')).toContain('Сейчас открытых вакансий нет.')
      expect(await page('/en/careers')).toContain('There are no open vacancies at the moment.')
      expect(await sitemapHasCareers()).toBe(false)
    })
  })
})
