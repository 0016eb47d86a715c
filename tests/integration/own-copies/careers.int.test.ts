/**
 * /careers against the production server on its own copy of the seeded database: the open
 * vacancies in both languages with their JSON-LD, a closed one left out, a new one shown as soon
 * as it is published (the list's cache tag expires), applications with a CV (told by its content,
 * readable by the inbox role only), and a page search engines skip, out of the sitemap, once
 * nothing is open.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { vacancies as seeded } from '@/cms/seed/data/vacancies'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import { APPLICATION_FORM } from '@/lib/application-form'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { docxFile, pdfFile, plainZipFile } from '../../helpers/cv-files'
import { eventually } from '../../helpers/eventually'
import { adminToken, field, postGraphql } from '../../helpers/graphql-http'

let server: AppServer
let dataDir: string
let token: string

beforeAll(async () => {
  dataDir = copyOfTestData()
  // Forms sent at once, and more of them than a visitor's address may send.
  server = await startApp({
    DATA_DIR: dataDir,
    CALLBACK_MIN_FILL_MS: '0',
    CALLBACK_LIMIT_PER_IP: '1000',
  })
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

  describe('applying', () => {
    type Answer = { status: string; message?: string; errors: Record<string, string> }
    type Stored = {
      id: number
      name: string
      email: string
      vacancy: { id: number } | null
      notification: string
      consent: { agreed: boolean; policyVersion: string | null }
      cv: { url: string; filename: string; mimeType: string }
    }

    const staff = () => ({ authorization: `Bearer ${token}` })

    /** A visitor's form token, as the form asks for one when it is shown. */
    const formToken = async () =>
      field<string>(
        (await postGraphql(`${server.url}/graphql`, { query: 'mutation { openCallbackForm }' }))
          .json,
        'openCallbackForm',
      )

    async function openVacancy(): Promise<number> {
      const response = await fetch(
        `${server.url}/api/vacancies?where[hiringStatus][equals]=open&limit=1&depth=0`,
        { headers: staff() },
      )
      const { docs } = (await response.json()) as { docs: { id: number }[] }
      return docs[0]?.id as number
    }

    /** Posts the form as its script does (multipart); returns the status and JSON answer. */
    async function apply(
      fields: Record<string, string>,
      cv: { bytes: Buffer; name: string; type: string } | null,
      locale: 'ru' | 'en' = 'ru',
    ) {
      const form = new FormData()
      const all = {
        vacancy: String(await openVacancy()),
        name: 'Иван Соколов',
        email: 'ivan.sokolov@example.ru',
        phone: '+7 916 123-45-67',
        coverNote: 'Хочу работать в вашей команде.',
        agreement: 'on',
        locale,
        formToken: await formToken(),
        website: '',
        ...fields,
      }
      for (const [name, value] of Object.entries(all)) form.set(name, value)
      if (cv) form.set('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name)
      const prefix = locale === 'en' ? '/en' : ''
      const response = await fetch(`${server.url}${prefix}/careers/apply`, {
        method: 'POST',
        body: form,
      })
      return { status: response.status, body: (await response.json()) as Answer }
    }

    async function stored(email: string): Promise<Stored[]> {
      const response = await fetch(
        `${server.url}/api/applications?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
        { headers: staff() },
      )
      expect(response.status).toBe(200)
      return ((await response.json()) as { docs: Stored[] }).docs
    }

    const pdf = { bytes: pdfFile(), name: 'cv.pdf', type: 'application/pdf' }

    it('shows the form under the list, in both languages', async () => {
      const [ruPage, enPage] = await Promise.all([page('/careers'), page('/en/careers')])
      expect(ruPage).toContain(ru.application.title)
      expect(enPage).toContain(en.application.title)
      for (const html of [ruPage, enPage]) {
        expect(html).toMatch(/<input[^>]*type="file"[^>]*name="cv"|name="cv"[^>]*type="file"/)
        expect(html).toMatch(/enctype="multipart\/form-data"/i)
      }
    })

    it('stores a PDF or a DOCX with the application, readable by the inbox role only', async () => {
      const sent = await apply({ email: 'pdf@example.ru' }, pdf)
      expect(sent).toEqual({
        status: 201,
        body: expect.objectContaining({ status: 'sent', message: ru.application.success }),
      })
      const [application] = await stored('pdf@example.ru')
      expect(application).toMatchObject({
        name: 'Иван Соколов',
        vacancy: { id: await openVacancy() },
        consent: { agreed: true, policyVersion: expect.any(String) },
        cv: { mimeType: 'application/pdf' },
      })
      const url = `${server.url}${application?.cv.url}`
      expect(url).toMatch(/\/api\/application-cvs\/file\/cv-[0-9a-f]+\.pdf$/)

      const anonymous = await fetch(url)
      expect([403, 404]).toContain(anonymous.status)
      expect(await anonymous.text()).not.toContain('%PDF')
      expect([403, 404]).toContain((await fetch(`${server.url}/api/application-cvs`)).status)
      expect([403, 404]).toContain((await fetch(`${server.url}/api/applications`)).status)
      // Nothing of it under the public media library either.
      const media = await fetch(`${server.url}/api/media/file/${application?.cv.filename}`)
      expect(media.status).toBe(404)

      const read = await fetch(url, { headers: staff() })
      expect(read.status).toBe(200)
      expect(read.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await read.arrayBuffer()).equals(pdf.bytes)).toBe(true)

      const docx = { bytes: docxFile(), name: 'резюме.docx', type: 'application/msword' }
      expect((await apply({ email: 'docx@example.ru' }, docx, 'en')).status).toBe(201)
      const [word] = await stored('docx@example.ru')
      expect(word?.cv.filename).toMatch(/\.docx$/)
    })

    it('goes by the content, not the name: a renamed PDF is a PDF, a renamed ZIP is refused', async () => {
      const renamed = { ...pdf, name: 'cv.docx', type: 'application/msword' }
      expect((await apply({ email: 'renamed@example.ru' }, renamed)).status).toBe(201)
      expect((await stored('renamed@example.ru'))[0]?.cv.filename).toMatch(/\.pdf$/)

      const zip = { bytes: plainZipFile(), name: 'cv.docx', type: pdf.type }
      const png = { bytes: Buffer.from('89504e470d0a1a0a', 'hex'), name: 'cv.pdf', type: pdf.type }
      for (const cv of [zip, png]) {
        const refused = await apply({ email: 'impostor@example.ru' }, cv)
        expect(refused.status).toBe(400)
        expect(refused.body.errors).toEqual({ cv: ru.application.errors.cvType })
        expect(refused.body.message).toBe('1 поле требует внимания:')
      }
      expect(await stored('impostor@example.ru')).toEqual([])
    })

    it('refuses a CV over 5 MB, and a body over the bound before reading it, in words', async () => {
      const big = Buffer.concat([pdfFile(), Buffer.alloc(APPLICATION_FORM.cvMaxBytes)])
      const over = await apply({ email: 'big@example.ru' }, { ...pdf, bytes: big }, 'en')
      expect(over.status).toBe(413)
      expect(over.body.errors).toEqual({ cv: en.application.errors.cvTooLarge })

      const huge = Buffer.concat([big, Buffer.alloc(APPLICATION_FORM.maxBodyBytes)])
      const refused = await apply({ email: 'big@example.ru' }, { ...pdf, bytes: huge })
      expect(refused.status).toBe(413)
      expect(refused.body.errors).toEqual({ cv: ru.application.errors.cvTooLarge })
      expect(await stored('big@example.ru')).toEqual([])
    })

    it("names each field's problem, and takes no form without the visitor's consent", async () => {
      const bad = await apply(
        { name: ' ', email: 'not-an-address', phone: '12', agreement: '', vacancy: '999999' },
        null,
        'en',
      )
      expect(bad.status).toBe(400)
      expect(bad.body.errors).toEqual({
        vacancy: en.application.errors.vacancyRequired,
        name: en.callback.errors.nameRequired,
        email: en.application.errors.emailInvalid,
        phone: en.callback.errors.phoneInvalid,
        cv: en.application.errors.cvRequired,
        agreement: en.callback.errors.agreementRequired,
      })
      const notForm = await fetch(`${server.url}/careers/apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(notForm.status).toBe(415)
      expect(((await notForm.json()) as Answer).message).toBe(ru.application.refusals.notAForm)
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
