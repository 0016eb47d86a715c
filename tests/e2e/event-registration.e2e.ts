import path from 'node:path'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { expectNoAxeViolations } from '../helpers/axe'

/**
 * An event's registration form (the seeded seminar takes registrations): registering with
 * JavaScript and without, the errors, axe, and the confirmation's cancel link, which asks before
 * it cancels. The e2e server has no mail server: the cancel link's token is read from its database.
 */

const texts = { ru: ru.registration, en: en.registration } as const
/** The e2e server's minimum fill time (playwright.config.ts), with a margin. */
const FILL_MS = 700

/** The seeded upcoming event that takes registrations. */
async function seminar(request: APIRequestContext): Promise<number> {
  const response = await request.get(
    '/api/posts?where[type][equals]=event&where[event.registration.enabled][equals]=true&sort=-event.startsAt&limit=1&depth=0',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0]?.id as number
}

/** The cancel token and status stored for `email`, read from the e2e server's SQLite file. */
async function stored(email: string): Promise<{ token: string; status: string }> {
  const { createClient } = await import('@libsql/client')
  const dataDir = path.resolve(process.env.TEST_DATA_DIR ?? 'tmp/test-data')
  const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  try {
    const { rows } = await db.execute({
      sql: 'SELECT cancel_token, status FROM event_registrations WHERE email = ?',
      args: [email],
    })
    return { token: String(rows[0]?.cancel_token ?? ''), status: String(rows[0]?.status ?? '') }
  } finally {
    db.close()
  }
}

function form(page: Page, locale: 'ru' | 'en') {
  const t = texts[locale]
  const section = page.locator('#registration')
  return {
    section,
    name: section.getByRole('textbox', { name: t.name, exact: true }),
    email: section.getByRole('textbox', { name: t.email, exact: true }),
    company: section.getByRole('textbox', { name: t.company, exact: true }),
    agreement: section.getByRole('checkbox'),
    send: section.getByRole('button', { name: t.send }),
    status: section.locator('#registration-status'),
  }
}

const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`

test.describe('registering for an event with JavaScript', () => {
  test('shows the errors, axe finds nothing, and the registration is confirmed', async ({
    page,
  }) => {
    const id = await seminar(page.request)
    await page.goto(`/en/news/${id}`)
    const f = form(page, 'en')
    await expect(f.section.getByRole('heading', { name: texts.en.title })).toBeVisible()
    await expectNoAxeViolations(page, { include: '#registration', label: 'idle' })

    await f.email.fill('not-an-address')
    await f.send.click()
    const summary = f.section.locator('#registration-summary')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText(texts.en.errors.nameRequired)
    await expect(f.email).toHaveAccessibleDescription(new RegExp(texts.en.errors.emailInvalid))
    await expect(f.email).toHaveValue('not-an-address')
    await expectNoAxeViolations(page, { include: '#registration', label: 'errors shown' })

    await page.waitForTimeout(FILL_MS)
    await f.name.fill('Anna Petrova')
    await f.email.fill(unique('js'))
    await f.company.fill('Romashka LLC')
    await f.agreement.check()
    await f.send.click()
    await expect(f.status).toHaveText(texts.en.registered)
    await expect(f.status).toBeFocused()
  })
})

test.describe('registering and cancelling without JavaScript', () => {
  test.use({ locale: 'ru-RU', javaScriptEnabled: false })

  test('the form posts to the page; the cancel link asks, and its button cancels', async ({
    page,
  }) => {
    const id = await seminar(page.request)
    await page.goto(`/news/${id}`)
    const f = form(page, 'ru')
    const email = unique('nojs')
    await f.name.fill('Без Скриптов')
    await f.email.fill(email)
    await f.agreement.check()
    await page.waitForTimeout(FILL_MS)
    await f.send.click()
    await expect(f.status).toHaveText(texts.ru.registered)

    const { token, status } = await stored(email)
    expect(status).toBe('registered')
    expect(token).toMatch(/^[\w-]{32}$/)
    const cancel = `/news/${id}/registration/cancel?token=${token}`
    await page.goto(cancel)
    const button = page.getByRole('button', { name: texts.ru.cancel.button })
    await expect(button).toBeVisible()
    // Opening the link (as a mail scanner does) changed nothing: it asks again.
    await page.goto(cancel)
    expect((await stored(email)).status).toBe('registered')
    await button.click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.ru.cancel.done)
    expect((await stored(email)).status).toBe('cancelled')
    // A second use of the link says it is done already.
    await page.goto(cancel)
    await page.getByRole('button', { name: texts.ru.cancel.button }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.ru.cancel.already)
  })
})
