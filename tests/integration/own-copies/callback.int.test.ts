/**
 * The callback pipeline against real processes: the production server (started per scenario on
 * its own copy of the test database) and a real SMTP server process on 127.0.0.1, which is stopped
 * and started again to make an outage. A request must never be lost: stored before the visitor is
 * told, mailed once the mail server is back, mailed after a crash (SIGKILL) too.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_TOKEN, issueFormToken } from '@/callback/form-token'
import { callbackTranslator, outcomeMessage } from '@/callback/messages'
import type { CallbackErrorKey, CallbackFieldErrors } from '@/callback/schema'
import { CALLBACK_RATE_LIMITS } from '@/callback/settings'
import type { Locale } from '@/config/constants'
import { GRAPHQL_REQUEST_LIMITS } from '@/graphql/request'
import ru from '@/i18n/messages/ru.json'

import {
  type AppServer,
  copyOfTestData,
  startApp,
  TEST_DATA_DIR,
} from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import {
  adminToken,
  codes,
  field,
  type GraphqlAnswer,
  type GraphqlBody,
  postGraphql,
} from '../../helpers/graphql-http'
import { type ReceivedMail, type SmtpServer, startSmtp } from '../../helpers/smtp'

const OPEN = 'mutation { openCallbackForm }'
const SEND = `mutation Send($input: CallbackRequestInput!) {
  sendCallbackRequest(input: $input) { sent message }
}`
const COUNT = 'query Count { CallbackRequests(limit: 1) { totalDocs } }'
const REQUESTS = `query Requests($where: CallbackRequest_where) {
  CallbackRequests(where: $where, limit: 1000, sort: "createdAt") {
    totalDocs
    docs {
      id name phone comment status notification notificationAttempts notifiedAt notificationError
      consent { agreed at policyVersion } locale page createdAt
    }
  }
}`

type StoredRequest = {
  id: number
  name: string
  phone: string
  comment: string | null
  status: string
  notification: string
  notificationAttempts: number | null
  notifiedAt: string | null
  notificationError: string | null
  consent: { agreed: boolean; at: string | null; policyVersion: string | null }
  locale: string | null
  page: string | null
  createdAt: string
}

type Input = Record<string, unknown>
type RefusalBody = GraphqlBody & {
  errors?: {
    message: string
    extensions?: {
      code?: string
      retryAfterSeconds?: number
      fields?: Record<string, { key: string; message: string }>
    }
  }[]
}

const SMTP_DOWN_WAIT_MS = 60_000
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Every scenario's server gets its own copy of the built test database (and its secret, media). */
const dataDirs: string[] = []
function copyDataDir(): string {
  const dir = copyOfTestData()
  dataDirs.push(dir)
  return dir
}

const servers: AppServer[] = []
const smtps: SmtpServer[] = []
async function app(env: Record<string, string>): Promise<AppServer> {
  const started = await startApp(env)
  servers.push(started)
  return started
}
async function smtpServer(): Promise<SmtpServer> {
  const started = await startSmtp()
  smtps.push(started)
  return started
}

/** A phone number no other request of this run uses: as typed, and as stored (E.164). */
let phoneSerial = 0
function newPhone(): { typed: string; e164: string } {
  phoneSerial++
  const digits = `916${String(phoneSerial).padStart(7, '0')}`
  const typed = `8 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`
  return { typed, e164: `+7${digits}` }
}

/** The callback API of one running server, and what an editor reads of the stored requests. */
function site(server: AppServer) {
  const endpoint = `${server.url}/graphql`
  let token: string | undefined
  const staff = async () => {
    token ??= await adminToken(endpoint)
    return token
  }
  const requests = async (where: Record<string, unknown> = {}) => {
    const { json } = await postGraphql(
      endpoint,
      { query: REQUESTS, variables: { where } },
      { token: await staff() },
    )
    return field<{ totalDocs: number; docs: StoredRequest[] }>(json, 'CallbackRequests')
  }
  const open = async () =>
    field<string>((await postGraphql(endpoint, { query: OPEN })).json, 'openCallbackForm')
  let pool: string[] = []
  return {
    endpoint,
    port: new URL(server.url).port,
    open,
    /**
     * A ripe form token no request has used yet: the server takes each token once. Tokens are
     * asked for twenty at a time and waited for together.
     */
    fresh: async (minFillMs?: number) => {
      if (pool.length === 0) {
        pool = (await Promise.all(Array.from({ length: 20 }, open))).sort()
        await ripe(pool[pool.length - 1] as string, minFillMs)
      }
      return pool.pop() as string
    },
    send: (input: Input, headers?: Record<string, string>) =>
      postGraphql(endpoint, { query: SEND, variables: { input } }, { headers }) as Promise<
        GraphqlAnswer & { json: RefusalBody }
      >,
    requests,
    byPhone: async (e164: string) => (await requests({ phone: { equals: e164 } })).docs,
    count: async () => {
      const { json } = await postGraphql(endpoint, { query: COUNT }, { token: await staff() })
      return field<{ totalDocs: number }>(json, 'CallbackRequests').totalDocs
    },
    settings: async () => {
      const { json } = await postGraphql(
        endpoint,
        { query: '{ Site { email callbackEmail privacyPolicyVersion } }' },
        { token: await staff() },
      )
      return field<{ email: string; callbackEmail: string | null; privacyPolicyVersion: string }>(
        json,
        'Site',
      )
    },
  }
}
type Site = ReturnType<typeof site>

/**
 * The notification jobs of a request, read from the SQLite file of a server that is no longer
 * running (Payload's own driver; the jobs queue is not in the API).
 */
async function notificationJobs(dataDir: string, requestId: number | undefined) {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  try {
    const { rows } = await db.execute({
      sql: `SELECT processing, completed_at IS NOT NULL AS completed FROM payload_jobs
            WHERE task_slug = 'notifyCallbackRequest' AND json_extract(input, '$.requestId') = ?`,
      args: [requestId ?? -1],
    })
    return rows.map((row) => ({
      processing: Number(row.processing),
      completed: Number(row.completed),
    }))
  } finally {
    db.close()
  }
}

/** Waits until the form's token is older than the minimum fill time. */
async function ripe(token: string, minFillMs: number = FORM_TOKEN.minFillMs): Promise<string> {
  const issuedAt = Number(token.split('.')[0])
  await wait(Math.max(0, issuedAt + minFillMs + 50 - Date.now()))
  return token
}

function form(formToken: string, overrides: Input = {}): Input {
  return {
    name: 'Анна Петрова',
    phone: newPhone().typed,
    comment: '',
    agreement: true,
    locale: 'ru',
    page: '/contacts',
    formToken,
    website: '',
    ...overrides,
  }
}

const mailsTo = (smtp: SmtpServer, e164: string): ReceivedMail[] =>
  smtp.messages.filter((mail) => mail.subject.includes(e164))

/** How many mails each request got, told apart by their Message-ID. */
const mailCounts = (smtp: SmtpServer, requests: { id: number }[]): number[] =>
  requests.map(
    ({ id }) =>
      smtp.messages.filter((mail) => mail.headers['message-id']?.startsWith(`<callback-${id}-`))
        .length,
  )

function expectSent(answer: GraphqlAnswer, locale: Locale = 'ru') {
  expect(answer.json.errors, JSON.stringify(answer.json)).toBeUndefined()
  expect(answer.status).toBe(200)
  expect(field(answer.json, 'sendCallbackRequest')).toEqual({
    sent: true,
    message: outcomeMessage({ kind: 'sent' }, locale),
  })
}

/** A refusal of the visitor's input: 400, the summary and each field's message in their language. */
function expectInvalid(
  answer: GraphqlAnswer & { json: RefusalBody },
  errors: CallbackFieldErrors,
  locale: Locale,
) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(400)
  const [error] = answer.json.errors ?? []
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT')
  expect(error?.message).toBe(outcomeMessage({ kind: 'invalid', errors }, locale))
  const t = callbackTranslator(locale)
  expect(error?.extensions?.fields).toEqual(
    Object.fromEntries(
      Object.entries(errors).map(([name, key]) => [
        name,
        { key, message: t(`errors.${key as CallbackErrorKey}`) },
      ]),
    ),
  )
}

function expectRefused(
  answer: GraphqlAnswer,
  status: number,
  code: string,
  message?: string | RegExp,
) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status)
  expect(codes(answer.json)).toEqual([code])
  if (message !== undefined) expect(answer.json.errors?.[0]?.message).toMatch(message)
}

beforeAll(() => {
  if (!fs.existsSync(path.join(TEST_DATA_DIR, 'site.db'))) {
    throw new Error(
      `No test database in ${TEST_DATA_DIR}: build it first (see scripts/test/run-all-tests.sh)`,
    )
  }
})

afterAll(async () => {
  for (const server of servers) await server.stop()
  for (const smtp of smtps) await smtp.stop()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe('a callback request on a working site', () => {
  let smtp: SmtpServer
  let api: Site
  /** A token shown long enough ago, for refusals that never reach storage (and forged variants). */
  let token: string
  let recipient: string
  let policyVersion: string
  let dataDir: string

  let startedAt: string

  beforeAll(async () => {
    startedAt = new Date().toISOString()
    smtp = await smtpServer()
    // The per-address limit is the abuse scenario's; here one address sends every case.
    dataDir = copyDataDir()
    const server = await app({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      CALLBACK_LIMIT_PER_IP: '100000',
    })
    api = site(server)
    const settings = await api.settings()
    recipient = settings.callbackEmail || settings.email
    policyVersion = settings.privacyPolicyVersion
    token = await ripe(await api.open())
  })

  it('is stored with the proof of consent, mailed to the firm, and marked sent', async () => {
    const phone = newPhone()
    const comment = 'Вопрос о наследстве.\nПерезвоните после 18:00, пожалуйста.'
    const before = Date.now()
    const answer = await api.send(
      form(await api.fresh(), {
        name: '  Анна   Петрова-Водкина ',
        phone: phone.typed,
        comment,
        locale: 'en',
        page: '/en/contacts',
      }),
    )
    const after = Date.now()
    expectSent(answer, 'en')

    // Stored before the answer: an editor sees it at once.
    const [stored, ...others] = await api.byPhone(phone.e164)
    expect(others).toEqual([])
    expect(stored).toMatchObject({
      name: 'Анна Петрова-Водкина',
      phone: phone.e164,
      comment,
      status: 'new',
      locale: 'en',
      page: '/en/contacts',
      consent: { agreed: true, policyVersion },
    })
    const consentAt = Date.parse(stored?.consent.at ?? '')
    expect(consentAt).toBeGreaterThanOrEqual(before - 1000)
    expect(consentAt).toBeLessThanOrEqual(after + 1000)
    expect(policyVersion).toBeTruthy()
    const id = stored?.id

    await eventually(async () => expect(mailsTo(smtp, phone.e164)).toHaveLength(1), 15_000)
    const [mail] = mailsTo(smtp, phone.e164)
    const base = `http://localhost:${api.port}`
    expect(mail?.to).toEqual([recipient])
    expect(mail?.headers.to).toBe(recipient)
    expect(mail?.headers.from).toBe('"Gromov, Larina & Partners" <noreply@gromov-larina.ru>')
    expect(mail?.subject).toContain('Анна Петрова-Водкина')
    expect(mail?.headers['content-type']).toMatch(/^text\/plain/)
    expect(mail?.headers['message-id']).toMatch(new RegExp(`^<callback-${id}-\\d+@localhost>$`))
    for (const line of [
      'Анна Петрова-Водкина',
      phone.e164,
      // The comment's lines are quoted, so they cannot pass for lines of the mail.
      '> Вопрос о наследстве.\n> Перезвоните после 18:00, пожалуйста.',
      `${base}/en/contacts`,
      `${base}/admin/collections/callback-requests/${id}`,
    ]) {
      expect(mail?.text).toContain(line)
    }

    await eventually(async () => {
      const [notified] = await api.byPhone(phone.e164)
      expect(notified).toMatchObject({
        notification: 'sent',
        notificationAttempts: 1,
        notificationError: null,
      })
      expect(Date.parse(notified?.notifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    }, 10_000)
  })

  it('answers in Russian and mails a request without comment or page', async () => {
    const phone = newPhone()
    expectSent(
      await api.send(form(await api.fresh(), { phone: `+7 ${phone.e164.slice(2)}`, page: null })),
    )
    const [stored] = await api.byPhone(phone.e164)
    expect(stored).toMatchObject({ locale: 'ru', page: null, comment: '' })
    await eventually(async () => expect(mailsTo(smtp, phone.e164)).toHaveLength(1), 15_000)
    const t = ru.callbackMail
    expect(mailsTo(smtp, phone.e164)[0]?.text).toContain(`${t.comment}: ${t.noComment}\n`)
    expect(mailsTo(smtp, phone.e164)[0]?.text).toContain(`${t.page}: —\n`)
  })

  describe('refusals: each a clear 4xx, nothing stored', () => {
    let countBefore: number
    /** Requests the cases below expect to be stored (cleaned or inert text, the honeypot). */
    let accepted = 0
    beforeAll(async () => {
      countBefore = await api.count()
    })

    it('a body over the size limit: 413', async () => {
      const res = await fetch(api.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: SEND,
          variables: {
            input: form(await api.fresh(), {
              comment: 'ж'.repeat(GRAPHQL_REQUEST_LIMITS.maxBodyBytes),
            }),
          },
        }),
      })
      expect(res.status).toBe(413)
      expect(codes((await res.json()) as GraphqlBody)).toEqual(['PAYLOAD_TOO_LARGE'])
    })

    it('invalid JSON: 400', async () => {
      for (const body of ['{"query": "mutation {', '', 'null', '[', '{"query": 5}']) {
        const res = await fetch(api.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        expect(res.status, body).toBe(400)
        expect((await res.json()) as GraphqlBody).toMatchObject({ errors: [{}] })
      }
    })

    it('wrong types, unknown and missing fields: 400 from GraphQL validation', async () => {
      const { phone: _phone, ...withoutPhone } = form(await api.fresh())
      const { formToken: _token, ...withoutToken } = form(await api.fresh())
      const cases: [Input, RegExp][] = [
        [form(await api.fresh(), { name: 42 }), /input\.name.*String cannot represent/],
        [
          form(await api.fresh(), { agreement: 'yes' }),
          /input\.agreement.*Boolean cannot represent/,
        ],
        [form(await api.fresh(), { agreement: null }), /agreement/],
        [form(await api.fresh(), { comment: ['a', 'b'] }), /input\.comment/],
        [form(await api.fresh(), { phone: { number: '+79160000000' } }), /input\.phone/],
        [form(await api.fresh(), { locale: 'de' }), /"de" does not exist in "CallbackLocale"/],
        [form(await api.fresh(), { admin: true }), /Field "admin" is not defined/],
        [form(await api.fresh(), { status: 'done' }), /Field "status" is not defined/],
        [withoutPhone, /Field "phone" of required type "String!" was not provided/],
        [withoutToken, /Field "formToken" of required type "String!" was not provided/],
      ]
      for (const [input, message] of cases) {
        expectRefused(await api.send(input), 400, 'GRAPHQL_VALIDATION_FAILED', message)
      }
      // An input object written in the query itself is checked the same way.
      const inline = await postGraphql(api.endpoint, {
        query: `mutation { sendCallbackRequest(input: {
          name: "Анна", phone: "+79160000000", agreement: true, locale: ru, formToken: "${token}", bogus: 1
        }) { sent } }`,
      })
      expectRefused(inline, 400, 'GRAPHQL_VALIDATION_FAILED', /Field "bogus" is not defined/)
    })

    it("the visitor's mistakes: 400 with each field's message in their language", async () => {
      expectInvalid(
        await api.send(
          form(await api.fresh(), { name: ' ', phone: '', agreement: false, locale: 'en' }),
        ),
        { name: 'nameRequired', phone: 'phoneRequired', agreement: 'agreementRequired' },
        'en',
      )
      expectInvalid(
        await api.send(form(await api.fresh(), { phone: '+7 916 12' })),
        { phone: 'phoneInvalid' },
        'ru',
      )
    })

    it('a missing, forged or too early form token: 400 FORM_EXPIRED or FORM_TOO_FAST', async () => {
      const expired = outcomeMessage({ kind: 'expired' }, 'en')
      const [issuedAt = '', signature = ''] = token.split('.')
      for (const formToken of [
        '',
        'x'.repeat(10_000),
        `${Number(issuedAt) - 60_000}.${signature}`,
        `${issuedAt}.${'A'.repeat(32)}`,
        `${Date.now() + 10 * 60_000}.${signature}`,
      ]) {
        expectRefused(
          await api.send(form(formToken, { locale: 'en' })),
          400,
          'FORM_EXPIRED',
          expired,
        )
      }
      const fresh = await api.open()
      const phone = newPhone()
      expectRefused(
        await api.send(form(fresh, { locale: 'en', phone: phone.typed })),
        400,
        'FORM_TOO_FAST',
        outcomeMessage({ kind: 'too-fast' }, 'en'),
      )
      // The same form, sent again once a person could have filled it in.
      expectSent(await api.send(form(await ripe(fresh), { phone: phone.typed })))
      accepted++
    })

    it('a form is taken once: its token sent again is FORM_EXPIRED, nothing stored', async () => {
      const used = await api.fresh()
      expectSent(await api.send(form(used, { phone: newPhone().typed })))
      accepted++
      const countBefore = await api.count()
      for (const locale of ['ru', 'en'] as const) {
        expectRefused(
          await api.send(form(used, { phone: newPhone().typed, locale })),
          400,
          'FORM_EXPIRED',
          outcomeMessage({ kind: 'expired' }, locale),
        )
      }
      expect(await api.count()).toBe(countBefore)
    })

    it("the page's token (the form without JavaScript) is shared: taken more than once", async () => {
      const secret = fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim()
      const page = issueFormToken(secret, Date.now() - FORM_TOKEN.minFillMs - 1000, 'page')
      for (let i = 0; i < 2; i++) {
        expectSent(await api.send(form(page, { phone: newPhone().typed })))
        accepted++
      }
    })

    it('a token older than its maximum age is FORM_EXPIRED, one just within it is taken', async () => {
      // Signed with the server's own secret, as the site would have signed it hours ago.
      const secret = fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim()
      const old = issueFormToken(secret, Date.now() - FORM_TOKEN.maxAgeMs - 60_000)
      expectRefused(await api.send(form(old, { phone: newPhone().typed })), 400, 'FORM_EXPIRED')
      const aged = issueFormToken(secret, Date.now() - FORM_TOKEN.maxAgeMs + 60_000)
      expectSent(await api.send(form(aged, { phone: newPhone().typed })))
      accepted++
    })

    describe('script, SQL and invisible payloads in every field', () => {
      const payloads = {
        script: '<script>alert(1)</script>',
        attribute: '"><img src=x onerror=alert(1)>',
        javascript: 'javascript:alert(1)',
        sql: "Robert'); DROP TABLE callback_requests; --",
        nullByte: 'Анна\u0000Петрова',
        rtl: 'Анна \u202eавортеП',
        long: 'Ж'.repeat(10_000),
      }
      type Payload = keyof typeof payloads
      type Expected =
        | { invalid: CallbackErrorKey }
        | { code: string; status: number }
        /** Taken: the stored text is the payload cleaned of invisible characters (or as typed). */
        | { stored: string }
        | 'spam'
      const validation = { code: 'GRAPHQL_VALIDATION_FAILED', status: 400 }
      const expired = { code: 'FORM_EXPIRED', status: 400 }

      /** What each field does with each payload. */
      const expectations: Record<string, Record<Payload, Expected>> = {
        // Names are letters, spaces, hyphens, apostrophes and dots: markup, quotes, brackets refused.
        name: {
          script: { invalid: 'nameInvalid' },
          attribute: { invalid: 'nameInvalid' },
          javascript: { invalid: 'nameInvalid' },
          sql: { invalid: 'nameInvalid' },
          // Invisible characters are removed before the checks; the name that is left is valid.
          nullByte: { stored: 'АннаПетрова' },
          rtl: { stored: 'Анна авортеП' },
          long: { invalid: 'nameTooLong' },
        },
        phone: {
          script: { invalid: 'phoneInvalid' },
          attribute: { invalid: 'phoneInvalid' },
          javascript: { invalid: 'phoneInvalid' },
          // Longer than any phone number: refused before it is read.
          sql: { invalid: 'phoneTooLong' },
          nullByte: { invalid: 'phoneInvalid' },
          rtl: { invalid: 'phoneInvalid' },
          long: { invalid: 'phoneTooLong' },
        },
        // A comment is plain text: markup is refused, other text is kept as typed (never rendered).
        comment: {
          script: { invalid: 'commentMarkup' },
          attribute: { invalid: 'commentMarkup' },
          javascript: { stored: 'javascript:alert(1)' },
          sql: { stored: "Robert'); DROP TABLE callback_requests; --" },
          nullByte: { stored: 'АннаПетрова' },
          rtl: { stored: 'Анна авортеП' },
          long: { invalid: 'commentTooLong' },
        },
        // Sent as a path of this site (a leading slash), still refused.
        page: {
          script: { invalid: 'pageInvalid' },
          attribute: { invalid: 'pageInvalid' },
          javascript: { invalid: 'pageInvalid' },
          sql: { invalid: 'pageInvalid' },
          nullByte: { invalid: 'pageInvalid' },
          rtl: { invalid: 'pageInvalid' },
          long: { invalid: 'pageInvalid' },
        },
        formToken: {
          script: expired,
          attribute: expired,
          javascript: expired,
          sql: expired,
          nullByte: expired,
          rtl: expired,
          long: expired,
        },
        // The honeypot: whatever fills it is a bot, told what a person would be.
        website: {
          script: 'spam',
          attribute: 'spam',
          javascript: 'spam',
          sql: 'spam',
          nullByte: 'spam',
          rtl: 'spam',
          long: 'spam',
        },
        locale: Object.fromEntries(Object.keys(payloads).map((p) => [p, validation])) as Record<
          Payload,
          Expected
        >,
        agreement: Object.fromEntries(Object.keys(payloads).map((p) => [p, validation])) as Record<
          Payload,
          Expected
        >,
      }

      /** Numbers the honeypot cases were sent with. */
      const spamPhones: string[] = []

      const cases = Object.entries(expectations).flatMap(([name, byPayload]) =>
        (Object.keys(payloads) as Payload[]).map((payload) => ({
          name,
          payload,
          expected: byPayload[payload],
        })),
      )

      it.each(cases)('$name ← $payload', async ({ name, payload, expected }) => {
        const value = name === 'page' ? `/${payloads[payload]}` : payloads[payload]
        const phone = newPhone()
        const locale: Locale = payload === 'rtl' ? 'en' : 'ru'
        const input = form(await api.fresh(), { phone: phone.typed, locale, [name]: value })
        const countBefore = await api.count()
        const answer = await api.send(input)

        if (expected === 'spam') {
          expectSent(answer, locale)
          const [stored] = await api.byPhone(phone.e164)
          expect(stored).toMatchObject({ status: 'spam', notification: 'skipped' })
          spamPhones.push(phone.e164)
          accepted++
          return
        }
        if ('stored' in expected) {
          expectSent(answer, locale)
          const [stored] = await api.byPhone(phone.e164)
          expect(stored?.[name as 'name' | 'comment']).toBe(expected.stored)
          expect(JSON.stringify(stored)).not.toMatch(/\\u0000|\u202e/)
          accepted++
          return
        }
        if ('invalid' in expected) {
          expectInvalid(answer, { [name]: expected.invalid }, locale)
        } else {
          expectRefused(answer, expected.status, expected.code)
          if (expected.code === 'FORM_EXPIRED') {
            expect(answer.json.errors?.[0]?.message).toBe(
              outcomeMessage({ kind: 'expired' }, locale),
            )
          } else {
            expect(answer.json.errors?.[0]?.message).toContain(`input.${name}`)
          }
        }
        expect(await api.count()).toBe(countBefore)
      })

      it('the honeypot requests were never mailed, the cleaned ones were', async () => {
        // A request sent after them is mailed; the queue runs in order, so theirs would be by now.
        const marker = newPhone()
        expectSent(await api.send(form(await api.fresh(), { phone: marker.typed })))
        accepted++
        await eventually(async () => expect(mailsTo(smtp, marker.e164)).toHaveLength(1), 15_000)
        expect(spamPhones).toHaveLength(Object.keys(payloads).length)
        for (const phone of spamPhones) {
          expect((await api.byPhone(phone)).map((r) => r.notification)).toEqual(['skipped'])
          expect(mailsTo(smtp, phone)).toEqual([])
        }
        // Nothing a mail client could render: plain text only, markup never reached a mail.
        for (const mail of smtp.messages) {
          expect(mail.headers['content-type']).toMatch(/^text\/plain/)
          expect(mail.text).not.toMatch(/<script|<img/i)
          expect(mail.text).not.toContain('\u0000')
          expect(mail.text).not.toContain('\u202e')
        }
      })
    })

    it('stored nothing but the requests expected above', async () => {
      expect(await api.count()).toBe(countBefore + accepted)
    })
  })

  it('a phone gets 3 accepted requests an hour: the 4th is 429 with Retry-After', async () => {
    const phone = newPhone()
    const digits = phone.e164.slice(2)
    // The same number written three ways is one number.
    for (const typed of [phone.typed, `+7 ${digits}`, `8${digits}`]) {
      expectSent(await api.send(form(await api.fresh(), { phone: typed })))
    }
    const refused = await api.send(
      form(await api.fresh(), { phone: `+7 (${digits.slice(0, 3)}) ${digits.slice(3)}` }),
    )
    expect(refused.status).toBe(429)
    expect(codes(refused.json)).toEqual(['TOO_MANY_REQUESTS'])
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(CALLBACK_RATE_LIMITS.phone.windowSeconds)
    expect(refused.json.errors?.[0]?.extensions?.retryAfterSeconds).toBe(retryAfter)
    expect(refused.json.errors?.[0]?.message).toBe(
      outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: retryAfter }, 'ru'),
    )
    expect(await api.byPhone(phone.e164)).toHaveLength(CALLBACK_RATE_LIMITS.phone.points)
    // Another number from the same address is still taken.
    expectSent(await api.send(form(await api.fresh())))
  })

  it("goes to the site's callback address once the firm sets one", async () => {
    const staffToken = await adminToken(api.endpoint)
    const figures = 'founded yearsOnMarket lawyers yearsInRankings casesPerYear publishedWorks'
    // The site's required fields go back as they are; only the callback address changes.
    const current = await postGraphql(
      api.endpoint,
      { query: `{ Site { phone email figures { ${figures} } } }` },
      { token: staffToken },
    )
    const { json } = await postGraphql(
      api.endpoint,
      {
        query: `mutation ($data: mutationSiteInput!) { updateSite(data: $data) { callbackEmail } }`,
        variables: {
          data: {
            ...field<Record<string, unknown>>(current.json, 'Site'),
            callbackEmail: 'callbacks@example.ru',
          },
        },
      },
      { token: staffToken },
    )
    expect(field(json, 'updateSite')).toEqual({ callbackEmail: 'callbacks@example.ru' })
    const phone = newPhone()
    expectSent(await api.send(form(await api.fresh(), { phone: phone.typed })))
    await eventually(async () => expect(mailsTo(smtp, phone.e164)).toHaveLength(1), 15_000)
    expect(mailsTo(smtp, phone.e164)[0]?.to).toEqual(['callbacks@example.ru'])
  })

  it('mailed every request but spam exactly once, and marked each sent', async () => {
    const where = { status: { not_equals: 'spam' }, createdAt: { greater_than: startedAt } }
    const { docs } = await api.requests(where)
    expect(docs.length).toBeGreaterThan(10)
    await eventually(async () => expect(mailCounts(smtp, docs)).toEqual(docs.map(() => 1)), 20_000)
    // Past another tick of the queue: nothing is sent twice.
    await wait(6_000)
    expect(mailCounts(smtp, docs)).toEqual(docs.map(() => 1))
    const ids = smtp.messages.map((mail) => mail.headers['message-id'])
    expect(new Set(ids).size).toBe(ids.length)
    await eventually(async () => {
      const { docs: now } = await api.requests(where)
      expect(now.map((request) => request.notification)).toEqual(docs.map(() => 'sent'))
    }, 10_000)
  })
})

describe('the mail server is down', () => {
  let smtp: SmtpServer
  let dataDir: string
  let server: AppServer
  let api: Site
  const outage = newPhone()
  const crash = newPhone()
  const midSend = newPhone()
  const env = () => ({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    CALLBACK_MIN_FILL_MS: '0',
    CALLBACK_LIMIT_PER_IP: '1000',
  })

  beforeAll(async () => {
    smtp = await smtpServer()
    dataDir = copyDataDir()
    server = await app(env())
    api = site(server)
  })

  it('the visitor is told it was sent; the mail goes once the server is back', async () => {
    await smtp.stop()
    expectSent(
      await api.send(form(await api.fresh(0), { phone: outage.typed, comment: 'SMTP лежит' })),
    )

    // Stored, and the failed attempt recorded on it.
    await eventually(async () => {
      const [stored] = await api.byPhone(outage.e164)
      expect(stored).toMatchObject({ notification: 'pending', comment: 'SMTP лежит' })
      expect(stored?.notificationAttempts).toBeGreaterThanOrEqual(1)
      expect(stored?.notificationError).toMatch(/ECONNREFUSED|connect/i)
    }, 15_000)
    expect(mailsTo(smtp, outage.e164)).toEqual([])

    await smtp.start()
    const back = Date.now()
    await eventually(
      async () => expect(mailsTo(smtp, outage.e164)).toHaveLength(1),
      SMTP_DOWN_WAIT_MS,
    )
    console.log(`mail delivered ${Math.round((Date.now() - back) / 1000)} s after SMTP came back`)
    await eventually(async () => {
      const [stored] = await api.byPhone(outage.e164)
      expect(stored).toMatchObject({ notification: 'sent', notificationError: null })
      expect(stored?.notificationAttempts).toBeGreaterThanOrEqual(2)
    }, 10_000)
  }, 120_000)

  it('a server killed right after the answer: the restarted one has the request and mails it', async () => {
    await smtp.stop()
    const answer = await api.send(
      form(await api.fresh(0), { phone: crash.typed, comment: 'Перед сбоем' }),
    )
    server.proc.kill('SIGKILL')
    expectSent(answer)
    await server.exited
    // The mail cannot have gone: the mail server was down the whole time.
    expect(mailsTo(smtp, crash.e164)).toEqual([])

    await smtp.start()
    server = await app(env())
    api = site(server)
    const [stored] = await api.byPhone(crash.e164)
    expect(stored).toMatchObject({ comment: 'Перед сбоем', status: 'new' })
    // Not mailed by the killed server (the mail server was down); the restarted one takes the job up
    // at start, so by this first read it may already have mailed it: either is right here.
    expect(['pending', 'sent']).toContain(stored?.notification)

    await eventually(
      async () => expect(mailsTo(smtp, crash.e164)).toHaveLength(1),
      SMTP_DOWN_WAIT_MS,
    )
    await eventually(
      async () => expect((await api.byPhone(crash.e164))[0]?.notification).toBe('sent'),
      10_000,
    )
  }, 150_000)

  it('a server killed while its job is sending the mail: the next start takes the job up', async () => {
    // A mail server that accepts the connection and never answers: the attempt is in flight.
    await smtp.stop()
    await smtp.start({ hang: true })
    const connections = smtp.hungConnections()
    expectSent(
      await api.send(
        form(await api.fresh(0), { phone: midSend.typed, comment: 'Во время отправки' }),
      ),
    )
    await eventually(async () => expect(smtp.hungConnections()).toBeGreaterThan(connections))
    const [request] = await api.byPhone(midSend.e164)
    server.proc.kill('SIGKILL')
    await server.exited
    // The dead process left its job marked processing: only the next start may take it back.
    expect(await notificationJobs(dataDir, request?.id)).toEqual([{ processing: 1, completed: 0 }])
    await smtp.stop()
    await smtp.start()

    server = await app(env())
    api = site(server)
    // Released at start and run at once, not after the stale-job period (minutes).
    await eventually(async () => expect(mailsTo(smtp, midSend.e164)).toHaveLength(1), 30_000)
    await eventually(
      async () => expect((await api.byPhone(midSend.e164))[0]?.notification).toBe('sent'),
      10_000,
    )
    // Past another tick of the queue: no request of these outages is mailed twice.
    await wait(6_000)
    for (const phone of [outage, crash, midSend]) {
      expect(mailsTo(smtp, phone.e164)).toHaveLength(1)
    }
  }, 120_000)
})

describe('abuse from one address (default limits)', () => {
  it('1,000 rapid submissions: 10 are taken, every other one is 429 with Retry-After', async () => {
    const smtp = await smtpServer()
    const server = await app({
      DATA_DIR: copyDataDir(),
      SMTP_URL: smtp.url,
      CALLBACK_MIN_FILL_MS: '0',
    })
    const api = site(server)
    const before = await api.count()
    const started = Date.now()
    const answers: {
      status: number
      retryAfter: string | null
      code?: string
      message?: string
    }[] = []
    const total = 1000
    const batch = 50
    for (let offset = 0; offset < total; offset += batch) {
      // Each submission with a form of its own (a token is taken once); the fill time is off here.
      const tokens = await Promise.all(Array.from({ length: batch }, api.open))
      answers.push(
        ...(await Promise.all(
          tokens.map(async (token) => {
            const res = await api.send(form(token))
            const error = res.json.errors?.[0]
            return {
              status: res.status,
              retryAfter: res.headers.get('retry-after'),
              code: error?.extensions?.code,
              message: error?.message,
            }
          }),
        )),
      )
    }
    const seconds = (Date.now() - started) / 1000
    console.log(`${total} submissions in ${seconds.toFixed(1)} s`)

    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    const taken = answers.filter((a) => a.status !== 429)
    expect(taken).toHaveLength(CALLBACK_RATE_LIMITS.ip.points)
    expect(taken.every((a) => a.status === 200)).toBe(true)
    const limited = answers.filter((a) => a.status === 429)
    expect(limited).toHaveLength(total - CALLBACK_RATE_LIMITS.ip.points)
    for (const answer of limited) {
      expect(answer.code).toBe('TOO_MANY_REQUESTS')
      const retryAfter = Number(answer.retryAfter)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(CALLBACK_RATE_LIMITS.ip.windowSeconds)
      expect(answer.message).toBe(
        outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: retryAfter }, 'ru'),
      )
    }
    expect((await api.count()) - before).toBeLessThanOrEqual(CALLBACK_RATE_LIMITS.ip.points)
    expect((await api.count()) - before).toBe(taken.length)
    // The limit holds for the next form too (a new token changes nothing).
    const next = await api.send(form(await api.open()))
    expect(next.status).toBe(429)

    // The ten taken at once were each mailed once, though every one of them kicked the queue while
    // the others' jobs ran (and the queue's own tick came on top).
    const { docs } = await api.requests({
      createdAt: { greater_than: new Date(started).toISOString() },
    })
    expect(docs).toHaveLength(taken.length)
    await eventually(async () => expect(mailCounts(smtp, docs)).toEqual(docs.map(() => 1)), 20_000)
    await wait(6_000)
    expect(mailCounts(smtp, docs)).toEqual(docs.map(() => 1))
    const ids = smtp.messages.map((mail) => mail.headers['message-id'])
    expect(new Set(ids).size).toBe(ids.length)
  }, 120_000)

  it('an IPv6 client is counted by its /64: its other addresses share the limit', async () => {
    const server = await app({
      DATA_DIR: copyDataDir(),
      CALLBACK_MIN_FILL_MS: '0',
      CALLBACK_LIMIT_PER_IP: '3',
      // Behind one proxy, whose X-Forwarded-For names the client.
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_URL: 'http://localhost:3104',
    })
    const api = site(server)
    const from = async (address: string) =>
      (await api.send(form(await api.open()), { 'x-forwarded-for': address })).status
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:0:0:0:3']) {
      expect(await from(address)).toBe(200)
    }
    expect(await from('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429)
    expect(await from('2001:0db8:0001:0002::abcd')).toBe(429)
    // The next /64, and IPv4 clients, are other clients.
    expect(await from('2001:db8:1:3::1')).toBe(200)
    expect(await from('203.0.113.7')).toBe(200)
  })
})
