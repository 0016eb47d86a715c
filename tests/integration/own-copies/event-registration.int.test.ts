/**
 * Event registration against real processes: the production server on its own copy of the test
 * database and a real SMTP server, stopped for an outage. A registration is stored before the
 * registrant is told, takes a place or the waiting list by the event's capacity, is refused after
 * the closing time and on a full event without a waiting list, and its confirmation (with the
 * calendar file and the cancel link) is mailed once the mail server is back.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registrationMessage, registrationTranslator } from '@/registration/messages'
import type { RegistrationFieldErrors } from '@/registration/schema'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { adminToken, codes, field, postGraphql } from '../../helpers/graphql-http'
import { type SmtpServer, startSmtp } from '../../helpers/smtp'

const OPEN = 'mutation { openCallbackForm }'
const REGISTER = `mutation Register($input: EventRegistrationInput!) {
  registerForEvent(input: $input) { status message }
}`

type Stored = {
  id: number
  email: string
  name: string
  company: string | null
  question: string | null
  phone: string | null
  status: string
  locale: string
  mail: string
  mailAttempts: number
  mailError: string | null
  consent: { agreed: boolean; at: string; policyVersion: string | null }
  cancelToken?: string
}

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

let smtp: SmtpServer
let server: AppServer
let dataDir: string
let token: string
let serial = 0

beforeAll(async () => {
  smtp = await startSmtp()
  dataDir = copyOfTestData()
  server = await startApp({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    CALLBACK_MIN_FILL_MS: '0',
    CALLBACK_LIMIT_PER_IP: '100000',
  })
  token = await adminToken(`${server.url}/graphql`)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function rest(method: string, address: string, body?: unknown) {
  const response = await fetch(`${server.url}${address}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

/** A published event with these registration settings; returns its id. */
async function event(registration: Record<string, unknown>, startsInDays = 30): Promise<number> {
  serial++
  const { status, text } = await rest('POST', '/api/posts', {
    title: `Семинар ${serial}`,
    type: 'event',
    publishedAt: new Date().toISOString(),
    summary: 'Тестовое событие.',
    event: {
      startsAt: inDays(startsInDays),
      endsAt: inDays(startsInDays + 0.1),
      place: 'Москва',
      registration: { enabled: true, ...registration },
    },
    _status: 'published',
  })
  expect(status, text).toBe(201)
  return (JSON.parse(text) as { doc: { id: number } }).doc.id
}

async function register(input: Record<string, unknown>) {
  const formToken = field<string>(
    (await postGraphql(`${server.url}/graphql`, { query: OPEN })).json,
    'openCallbackForm',
  )
  return postGraphql(`${server.url}/graphql`, {
    query: REGISTER,
    variables: {
      input: {
        name: 'Анна Петрова',
        agreement: true,
        locale: 'ru',
        formToken,
        website: '',
        ...input,
      },
    },
  })
}

async function stored(email: string): Promise<Stored[]> {
  const { status, text } = await rest(
    'GET',
    `/api/event-registrations?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
  )
  expect(status, text).toBe(200)
  return (JSON.parse(text) as { docs: Stored[] }).docs
}

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))
const email = () => `registrant-${++serial}@example.com`

describe('registering for an event', () => {
  it('is stored before the answer, and mailed with the calendar file and the cancel link', async () => {
    const id = await event({ capacity: 5, fields: ['company', 'question'] })
    const address = email()
    const answer = await register({
      event: id,
      email: address.toUpperCase(),
      company: '=HYPERLINK("https://evil.example")',
      question: 'Будет ли запись?',
      // Not asked by this event: dropped, not stored.
      phone: '+79161234567',
      locale: 'en',
    })
    expect(answer.json.errors, JSON.stringify(answer.json)).toBeUndefined()
    expect(field(answer.json, 'registerForEvent')).toEqual({
      status: 'registered',
      message: registrationMessage({ kind: 'registered' }, 'en'),
    })
    const [registration, ...others] = await stored(address)
    expect(others).toEqual([])
    expect(registration).toMatchObject({
      email: address,
      company: '=HYPERLINK("https://evil.example")',
      question: 'Будет ли запись?',
      phone: null,
      status: 'registered',
      locale: 'en',
      consent: { agreed: true },
    })
    // The cancel link's secret never leaves the server through its API.
    expect(registration).not.toHaveProperty('cancelToken')

    await eventually(async () => expect(mailsTo(address)).toHaveLength(1), 15_000)
    const [mail] = mailsTo(address)
    expect(mail?.subject).toBe(`Registration confirmed: Семинар ${serial - 1}`)
    const cancel = new RegExp(`http://[^/]+/en/news/${id}/registration/cancel\\?token=([\\w-]+)`)
    const link = cancel.exec(mail?.text ?? '')
    expect(link, mail?.text).not.toBeNull()
    const [ics] = mail?.attachments ?? []
    expect(ics?.filename).toBe(`event-${id}.ics`)
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('BEGIN:VEVENT')
    await eventually(async () => {
      expect((await stored(address))[0]).toMatchObject({ mail: 'sent', mailError: null })
    })

    // Opening the link (as a mail scanner does) asks; it does not cancel.
    const page = await fetch(
      `${server.url}${new URL(link?.[0] ?? '').pathname}${new URL(link?.[0] ?? '').search}`,
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(registrationTranslator('en')('cancel.button'))
    expect((await stored(address))[0]?.status).toBe('registered')

    // The inbox role's CSV export carries it, the visitor's formula as text.
    const csv = await rest('GET', `/api/event-registrations/export.csv?where[event][equals]=${id}`)
    expect(csv.status).toBe(200)
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
  }, 60_000)

  it('fills the places, then the waiting list; one address once', async () => {
    const id = await event({ capacity: 2, waitingList: true })
    const [a, b, c] = [email(), email(), email()]
    const statusOf = async (address: string) =>
      field<{ status: string }>(
        (await register({ event: id, email: address })).json,
        'registerForEvent',
      ).status
    expect(await statusOf(a)).toBe('registered')
    expect(await statusOf(b)).toBe('registered')
    expect(await statusOf(c)).toBe('waiting')
    const again = await register({ event: id, email: a })
    expect(again.status).toBe(409)
    expect(codes(again.json)).toEqual(['ALREADY_REGISTERED'])
    expect((await stored(c))[0]).toMatchObject({ status: 'waiting' })
    await eventually(async () => expect(mailsTo(c)).toHaveLength(1), 15_000)
    expect(mailsTo(c)[0]?.subject).toMatch(/^Лист ожидания/)
    expect(mailsTo(c)[0]?.attachments ?? []).toEqual([])
  }, 60_000)

  it('is closed when full without a waiting list, after the closing time, and for a past event', async () => {
    const full = await event({ capacity: 1, waitingList: false })
    const late = await event({ closesAt: inDays(-1) })
    const past = await event({ capacity: 10 }, -2)
    expect(
      field((await register({ event: full, email: email() })).json, 'registerForEvent'),
    ).toMatchObject({
      status: 'registered',
    })
    for (const id of [full, late, past]) {
      const address = email()
      const answer = await register({ event: id, email: address })
      expect(answer.status, JSON.stringify(answer.json)).toBe(409)
      expect(codes(answer.json)).toEqual(['REGISTRATION_CLOSED'])
      expect(answer.json.errors?.[0]?.message).toBe(registrationMessage({ kind: 'closed' }, 'ru'))
      expect(await stored(address)).toEqual([])
    }
    // A past event's page shows no form.
    const html = await (await fetch(`${server.url}/news/${past}`)).text()
    expect(html).not.toContain('id="registration"')
    expect(await (await fetch(`${server.url}/news/${late}`)).text()).toContain(
      registrationTranslator('ru')('closedText'),
    )
  }, 60_000)

  it('answers bad input with 400 and a message per field, in the page’s language', async () => {
    const id = await event({ fields: ['phone'] })
    const address = 'not-an-address'
    const answer = await register({
      event: id,
      name: '',
      email: address,
      phone: '12',
      agreement: false,
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(codes(answer.json)).toEqual(['BAD_USER_INPUT'])
    const errors: RegistrationFieldErrors = {
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      agreement: 'agreementRequired',
    }
    const t = registrationTranslator('en')
    const [error] = (answer.json.errors ?? []) as {
      message: string
      extensions?: { fields?: Record<string, { key: string; message: string }> }
    }[]
    expect(error?.message).toBe(registrationMessage({ kind: 'invalid', errors }, 'en'))
    expect(error?.extensions?.fields).toEqual(
      Object.fromEntries(
        Object.entries(errors).map(([name, key]) => [name, { key, message: t(`errors.${key}`) }]),
      ),
    )
    expect(await stored(address)).toEqual([])
  }, 30_000)

  it('loses nothing while the mail server is down', async () => {
    const id = await event({ capacity: 5 })
    const address = email()
    await smtp.stop()
    const answer = await register({ event: id, email: address })
    expect(field(answer.json, 'registerForEvent')).toMatchObject({ status: 'registered' })
    await eventually(async () => {
      const [registration] = await stored(address)
      expect(registration).toMatchObject({ status: 'registered', mail: 'pending' })
      expect(registration?.mailAttempts).toBeGreaterThanOrEqual(1)
      expect(registration?.mailError).toMatch(/ECONNREFUSED|connect/i)
    }, 15_000)
    await smtp.start()
    await eventually(async () => expect(mailsTo(address)).toHaveLength(1), 60_000)
    await eventually(async () => {
      expect((await stored(address))[0]).toMatchObject({ mail: 'sent', mailError: null })
    })
  }, 120_000)
})
