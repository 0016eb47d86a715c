/**
 * The texts of the subscription, event registration and application forms, edited by staff in
 * the page texts global (REST, as the admin saves): each page shows them at once in both
 * languages (the texts after sending too, in the answer to a form posted without JavaScript), and
 * shows the catalogue's standard wording again once they are emptied.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

import { type AppServer, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import { adminToken } from '../../helpers/graphql-http'

const DAY = 24 * 60 * 60 * 1000
const stamp = Date.now() % 100_000
const catalogues = { ru, en }

/** The texts written for one language, each naming its field and the stamp. */
const written = (locale: 'ru' | 'en') => {
  const w = (name: string) => `${locale}-${name}-${stamp}`
  return {
    news: {
      alertsTitle: w('alertsTitle'),
      alertsIntro: w('alertsIntro'),
      alertsSuccess: w('alertsSuccess'),
    },
    events: {
      registrationTitle: w('registrationTitle'),
      registrationSuccess: w('registrationSuccess'),
    },
    careers: {
      applicationTitle: w('applicationTitle'),
      applicationIntro: w('applicationIntro'),
      applicationSuccess: w('applicationSuccess'),
    },
  }
}
/** The same fields emptied: stored as null, so the pages fall back to the catalogues. */
const emptied = {
  news: { alertsTitle: '', alertsIntro: '', alertsSuccess: '' },
  events: {
    registrationTitle: '',
    registrationWaitingIntro: '',
    registrationSuccess: '',
    registrationWaitingSuccess: '',
  },
  careers: { applicationTitle: '', applicationIntro: '', applicationSuccess: '' },
}

let app: AppServer
let token: string
let eventId: number | undefined

async function rest(method: string, address: string, body?: unknown) {
  const response = await fetch(`${app.url}${address}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.status, text).toBeLessThan(300)
  return text
}

const saveTexts = async (locale: 'ru' | 'en', data: unknown) =>
  rest('POST', `/api/globals/site-texts?locale=${locale}`, data)

const pageOf = async (path: string) => {
  const response = await fetch(`${app.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
const decode = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')

/**
 * Posts the first form after `marker` on the page as a browser without JavaScript would (its
 * server action's hidden fields, checked boxes, selected options), with `fill` on top; returns
 * the page the server answers with. Read with patterns, not a parser: the markup is our own
 * React's, and the project carries no HTML parser.
 */
async function postForm(path: string, marker: string, fill: Record<string, string>) {
  const html = await pageOf(path)
  const from = html.slice(html.indexOf(marker))
  const form = from.slice(from.indexOf('<form'), from.indexOf('</form>'))
  const data = new FormData()
  for (const [tag] of form.matchAll(/<(?:input|select)\b[^>]*>/g)) {
    const name = attribute(tag, 'name')
    if (!name || name in fill) continue
    const checkable = /type="(checkbox|radio)"/.test(tag)
    if (checkable && !/\schecked=/.test(tag)) continue
    const value = tag.startsWith('<select')
      ? attribute(
          form.slice(form.indexOf(tag)).match(/<option[^>]*selected[^>]*>/)?.[0] ?? '',
          'value',
        )
      : attribute(tag, 'value')
    data.append(decode(name), decode(value ?? ''))
  }
  for (const [name, value] of Object.entries(fill)) data.append(name, value)
  const response = await fetch(`${app.url}${path}`, { method: 'POST', body: data })
  expect(response.status, path).toBe(200)
  return response.text()
}

beforeAll(async () => {
  // Forms posted at once after their page loads, more than one from this address.
  app = await startApp({ CALLBACK_MIN_FILL_MS: '0', CALLBACK_LIMIT_PER_IP: '100000' })
  token = await adminToken(`${app.url}/graphql`)
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()
  const created = await rest('POST', '/api/posts', {
    title: `Семинар о текстах форм ${stamp}`,
    type: 'event',
    publishedAt: new Date().toISOString(),
    summary: 'Тестовое событие.',
    event: {
      startsAt: inDays(30),
      endsAt: inDays(30.1),
      place: 'Москва',
      registration: { enabled: true, capacity: 10 },
    },
    _status: 'published',
  })
  eventId = (JSON.parse(created) as { doc: { id: number } }).doc.id
}, 120_000)

afterAll(async () => {
  try {
    if (token) {
      await saveTexts('ru', emptied)
      await saveTexts('en', emptied)
      if (eventId) {
        await rest('DELETE', `/api/event-registrations?where[event][equals]=${eventId}`)
        await rest('DELETE', `/api/posts/${eventId}`)
      }
      await rest('DELETE', `/api/subscribers?where[email][like]=form-texts-${stamp}`)
    }
  } finally {
    await app?.stop()
  }
})

describe('form texts from the page texts global', () => {
  it('an edit shows on each form’s page in both languages; emptied, the catalogue’s text returns', async () => {
    const pages = (prefix: string) => ({
      subscribe: `${prefix}/news/subscribe`,
      careers: `${prefix}/careers`,
      event: `${prefix}/news/${eventId}`,
    })
    // Before any edit: the catalogue's wording (the seed leaves these fields empty).
    for (const locale of ['ru', 'en'] as const) {
      const at = pages(locale === 'ru' ? '' : '/en')
      const c = catalogues[locale]
      expect(await pageOf(at.subscribe)).toContain(c.alerts.lead)
      expect(await pageOf(at.careers)).toContain(c.application.successText)
      expect(await pageOf(at.event)).toContain(c.registration.title)
    }

    await saveTexts('ru', written('ru'))
    await saveTexts('en', written('en'))
    for (const locale of ['ru', 'en'] as const) {
      const at = pages(locale === 'ru' ? '' : '/en')
      const w = written(locale)
      await eventually(async () => {
        const subscribe = await pageOf(at.subscribe)
        expect(subscribe).toContain(`<title>${w.news.alertsTitle}`)
        expect(subscribe).toContain(w.news.alertsIntro)
        const careers = await pageOf(at.careers)
        // The text after sending travels in the client form's props, in the page's payload.
        for (const text of Object.values(w.careers)) expect(careers).toContain(text)
        expect(await pageOf(at.event)).toContain(w.events.registrationTitle)
      })
      const email = `form-texts-${stamp}-${locale}@example.com`
      const registered = await postForm(at.event, 'id="registration"', {
        name: 'Анна Петрова',
        email,
        agreement: 'on',
      })
      expect(registered).toContain(w.events.registrationSuccess)
      const subscribed = await postForm(at.subscribe, '<main', { email, agreement: 'on' })
      expect(subscribed).toContain(w.news.alertsSuccess)
    }

    await saveTexts('ru', emptied)
    await saveTexts('en', emptied)
    await eventually(async () => {
      const careers = await pageOf('/en/careers')
      expect(careers).toContain(en.application.title)
      expect(careers).not.toContain(written('en').careers.applicationSuccess)
      expect(careers).not.toContain(written('ru').careers.applicationSuccess)
    })
  })
})
