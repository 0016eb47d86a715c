import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test'

import { siteTexts } from '../../src/cms/seed/data/site-texts'
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { expectFocused } from '../helpers/focus'
import { tokenFromAnswer } from '../helpers/session-cookie'

/**
 * The callback form on /contacts (issue 7): sent over GraphQL with JavaScript and posted to the
 * server action without; checked in the browser; every failure keeps what the visitor typed.
 * The e2e server runs with CALLBACK_MIN_FILL_MS=500 and a high per-address limit
 * (playwright.config.ts); each test sends from a phone number of its own (3 requests an hour each).
 */

const catalogues = { ru: ru.callback, en: en.callback } as const
/** The seeded page texts of the form (the page texts global, src/cms/seed/data/site-texts.ts). */
const copy = siteTexts.contacts
/** The outcome texts of SPEC §4, in both languages, spelled out rather than read from the catalogue. */
const OUTCOME = {
  ru: {
    success: 'Ваше сообщение отправлено',
    failure: 'Не удалось отправить сообщение, пожалуйста, попробуйте ещё раз.',
  },
  en: {
    success: 'Your message is sent',
    failure: 'Failed to send a message, please try once again.',
  },
} as const
/** The summary heading for three fields, as the catalogue's plural message reads. */
const SUMMARY_OF_THREE = { ru: '3 поля требуют внимания:', en: '3 fields need your attention:' }
/** The privacy policy's link in the agreement's label. */
const PRIVACY = { ru: 'политикой конфиденциальности', en: 'privacy policy' } as const
/** The e2e server's minimum fill time (playwright.config.ts), with a margin. */
const FILL_MS = 700

type Locale = 'ru' | 'en'

let serial = 0
/** A valid Russian mobile number no other test (or earlier run this hour) has used. */
function uniquePhone(): { typed: string; e164: string } {
  serial += 1
  const digits = String((Date.now() * 10 + serial) % 1e8).padStart(8, '0')
  const e164 = `+791${digits}`
  return {
    typed: `+7 91${digits.slice(0, 1)} ${digits.slice(1, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`,
    e164,
  }
}

function form(page: Page, locale: Locale) {
  const t = catalogues[locale]
  const section = page.locator('#callback')
  return {
    section,
    // By accessible name: the labels' required marks are hidden from it.
    name: section.getByRole('textbox', { name: t.name, exact: true }),
    phone: section.getByRole('textbox', { name: t.phone, exact: true }),
    comment: section.getByRole('textbox', { name: t.comment, exact: true }),
    agreement: section.getByRole('checkbox'),
    send: section.getByRole('button', { name: t.send }),
    status: section.getByRole('status'),
    alert: section.getByRole('alert'),
  }
}

/**
 * Opens the contacts page and waits for the form's fresh token (asked for when the form is shown);
 * returns a function that waits until the minimum fill time since then has passed.
 */
async function openForm(page: Page, locale: Locale): Promise<() => Promise<void>> {
  const token = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('openCallbackForm'),
  )
  await page.goto(localized('/contacts', locale))
  expect((await token).status()).toBe(200)
  const shownAt = Date.now()
  return async () => {
    const left = shownAt + FILL_MS - Date.now()
    if (left > 0) await page.waitForTimeout(left)
  }
}

async function fill(
  page: Page,
  locale: Locale,
  values: { name: string; phone: string; comment?: string },
) {
  const f = form(page, locale)
  await f.name.fill(values.name)
  await f.phone.fill(values.phone)
  if (values.comment !== undefined) await f.comment.fill(values.comment)
  await f.agreement.check()
}

type StoredRequest = {
  name: string
  phone: string
  comment: string | null
  locale: string
  page: string | null
  status: string
  consent: { agreed: boolean; at: string | null; policyVersion: string | null }
}

/** The requests stored for `phone`, read through GraphQL as the test administrator. */
async function storedRequests(request: APIRequestContext, phone: string): Promise<StoredRequest[]> {
  const login = await request.post('/graphql', {
    data: {
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { exp } }',
      variables: {
        e: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
        p: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
      },
    },
  })
  expect((await login.json()).data?.login, 'the test administrator can log in').toBeTruthy()
  const token = tokenFromAnswer(login, 'graphql')
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `query ($phone: String!) { CallbackRequests(where: { phone: { equals: $phone } }) {
        docs { name phone comment locale page consent { agreed at policyVersion } status } } }`,
      variables: { phone },
    },
  })
  const body = await answer.json()
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
  return body.data.CallbackRequests.docs as StoredRequest[]
}

/** Records the POST requests the page sends: with JavaScript, only GraphQL may be among them. */
function postsOf(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
  })
  return posts
}

/** Answers the send mutation with `status` and `body`; every other GraphQL call goes through. */
async function answerSend(page: Page, status: number, body: unknown) {
  await page.route('**/graphql', async (route: Route) => {
    if ((route.request().postData() ?? '').includes('sendCallbackRequest')) {
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
    } else {
      await route.continue()
    }
  })
}

for (const locale of ['ru', 'en'] as const) {
  const t = catalogues[locale]
  const outcome = OUTCOME[locale]
  const contacts = localized('/contacts', locale)

  test.describe(`the callback form in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('is filled in and sent over GraphQL, and the request is stored', async ({ page }) => {
      const posts = postsOf(page)
      const filledIn = await openForm(page, locale)
      const f = form(page, locale)
      const phone = uniquePhone()
      const comment =
        locale === 'ru' ? 'Нужна консультация по договору.' : 'A question on a contract.'
      await fill(page, locale, { name: 'Анна-Мария Петрова', phone: phone.typed, comment })
      await filledIn()
      await f.send.click()

      await expect(f.status).toContainText(outcome.success)
      await expect(f.status).toContainText(copy.callbackSuccess[locale])
      await expect(f.status).toBeFocused()
      await expect(f.name).toHaveCount(0)
      // preventDefault in onSubmit stopped the server action: only GraphQL was posted to.
      expect(posts.filter((path) => path !== '/graphql')).toEqual([])

      const [stored, ...more] = await storedRequests(page.request, phone.e164)
      expect(more).toEqual([])
      expect(stored).toMatchObject({
        name: 'Анна-Мария Петрова',
        phone: phone.e164,
        comment,
        locale,
        page: contacts,
        status: 'new',
        consent: { agreed: true },
      })
      expect(Date.now() - Date.parse(stored?.consent.at ?? '')).toBeLessThan(120_000)

      // "Send another" brings back an empty form, the name field focused.
      await f.section.getByRole('button', { name: t.sendAnother }).click()
      await expect(f.name).toBeFocused()
      await expect(f.name).toHaveValue('')
      await expect(f.agreement).not.toBeChecked()
    })

    test('shows the errors inline and in a summary that takes focus', async ({ page }) => {
      const posts = postsOf(page)
      await openForm(page, locale)
      const f = form(page, locale)
      await f.send.click()

      const summary = f.section.locator('#callback-summary')
      await expect(summary).toHaveAttribute('role', 'alert')
      await expect(summary).toBeFocused()
      await expect(summary).toContainText(SUMMARY_OF_THREE[locale])
      const links = summary.getByRole('link')
      await expect(links).toHaveText([
        t.errors.nameRequired,
        t.errors.phoneRequired,
        t.errors.agreementRequired,
      ])
      for (const [field, message] of [
        [f.name, t.errors.nameRequired],
        [f.phone, t.errors.phoneRequired],
        [f.agreement, t.errors.agreementRequired],
      ] as const) {
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAccessibleDescription(mentioning(message))
      }
      await expect(f.comment).not.toHaveAttribute('aria-invalid', 'true')
      await expect(f.name).toHaveAttribute('aria-required', 'true')

      // A summary link takes the visitor to its field.
      await links.nth(1).click()
      await expect(f.phone).toBeFocused()

      // Leaving a field checks it; correcting it clears its message as it is typed.
      await f.phone.fill('123')
      await f.phone.blur()
      await expect(f.phone).toHaveAccessibleDescription(mentioning(t.errors.phoneInvalid))
      await f.phone.fill(uniquePhone().typed)
      await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true')
      await f.name.fill('<b>')
      await f.name.blur()
      await expect(f.name).toHaveAccessibleDescription(mentioning(t.errors.nameInvalid))

      // The comment's count follows the text; over the limit it is an error on sending.
      await f.comment.fill('x'.repeat(2001))
      await expect(f.section.locator('#callback-comment-count')).toHaveText(
        t.commentCount.replace('{count}', '2001').replace('{max}', '2000'),
      )
      await f.send.click()
      await expect(summary).toBeFocused()
      await expect(links).toHaveText([
        t.errors.nameInvalid,
        t.errors.commentTooLong,
        t.errors.agreementRequired,
      ])
      expect(posts.filter((path) => path !== '/graphql')).toEqual([])
    })

    test('keeps the input when sending fails, and sends it on the next click', async ({ page }) => {
      const filledIn = await openForm(page, locale)
      const f = form(page, locale)
      const phone = uniquePhone()
      const values = { name: 'Ivan Petrov', phone: phone.typed, comment: 'Line one\nLine two' }
      await fill(page, locale, values)
      await filledIn()
      await answerSend(page, 500, { errors: [{ message: 'Internal server error' }] })
      await f.send.click()

      await expect(f.alert).toHaveText(outcome.failure)
      await expect(f.name).toHaveValue(values.name)
      await expect(f.phone).toHaveValue(values.phone)
      await expect(f.comment).toHaveValue(values.comment)
      await expect(f.agreement).toBeChecked()
      await expect(f.send).toBeEnabled()
      expect(await storedRequests(page.request, phone.e164)).toEqual([])

      await page.unroute('**/graphql')
      await f.send.click()
      await expect(f.status).toContainText(outcome.success)
      const stored = await storedRequests(page.request, phone.e164)
      expect(stored.map((r) => [r.name, r.comment])).toEqual([[values.name, values.comment]])
    })
  })

  test.describe(`the callback form's refusals and keyboard use in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('a network error is a failure too', async ({ page }) => {
      const filledIn = await openForm(page, locale)
      const f = form(page, locale)
      await fill(page, locale, { name: 'Олег', phone: uniquePhone().typed })
      await filledIn()
      await page.route('**/graphql', (route) =>
        (route.request().postData() ?? '').includes('sendCallbackRequest')
          ? route.abort('internetdisconnected')
          : route.continue(),
      )
      await f.send.click()
      await expect(f.alert).toHaveText(outcome.failure)
      await expect(f.name).toHaveValue('Олег')
    })

    test('shows the server’s "try again later" and "too fast" answers, input kept', async ({
      page,
    }) => {
      const filledIn = await openForm(page, locale)
      const f = form(page, locale)
      const phone = uniquePhone()
      await fill(page, locale, { name: 'Олег', phone: phone.typed })
      await filledIn()
      const later =
        locale === 'ru'
          ? 'Слишком много запросов. Попробуйте снова через 7 минут.'
          : 'Too many requests from you. Please try again in 7 minutes.'
      await answerSend(page, 429, {
        data: null,
        errors: [
          { message: later, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 420 } },
        ],
      })
      await f.send.click()
      await expect(f.alert).toHaveText(later)
      await expect(f.phone).toHaveValue(phone.typed)

      await page.unroute('**/graphql')
      await answerSend(page, 400, {
        data: null,
        errors: [{ message: t.tooFast, extensions: { code: 'FORM_TOO_FAST' } }],
      })
      await f.send.click()
      await expect(f.alert).toHaveText(t.tooFast)
      await expect(f.name).toHaveValue('Олег')

      await page.unroute('**/graphql')
      await f.send.click()
      await expect(f.status).toContainText(outcome.success)
      expect(await storedRequests(page.request, phone.e164)).toHaveLength(1)
    })

    test('shows the server’s field errors the same way as its own', async ({ page }) => {
      await openForm(page, locale)
      const f = form(page, locale)
      await fill(page, locale, { name: 'Олег', phone: uniquePhone().typed })
      await answerSend(page, 400, {
        data: null,
        errors: [
          {
            message: 'summary',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { phone: { key: 'phoneInvalid', message: t.errors.phoneInvalid } },
            },
          },
        ],
      })
      await f.send.click()
      const summary = f.section.locator('#callback-summary')
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([t.errors.phoneInvalid])
      await expect(f.phone).toHaveAttribute('aria-invalid', 'true')
      await expect(f.name).toHaveValue('Олег')
    })

    test('can be filled in and sent with the keyboard alone', async ({ page }) => {
      const filledIn = await openForm(page, locale)
      const f = form(page, locale)
      const phone = uniquePhone()
      // From the page's start, Tab reaches the name field (through the header and the contacts).
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab')
        if (await f.name.evaluate((el) => el === document.activeElement)) break
      }
      await expectFocused(f.name)
      await page.keyboard.type('Keyboard User')
      await page.keyboard.press('Tab')
      await expectFocused(f.phone)
      await page.keyboard.type(phone.typed)
      await page.keyboard.press('Tab')
      await expectFocused(f.comment)
      await page.keyboard.type('Typed')
      await page.keyboard.press('Tab')
      await expectFocused(f.agreement)
      await page.keyboard.press('Space')
      await expect(f.agreement).toBeChecked()
      await page.keyboard.press('Tab')
      // The privacy policy's link in the agreement, then the button: the honeypot is skipped.
      await expect(f.section.getByRole('link', { name: PRIVACY[locale] })).toBeFocused()
      await page.keyboard.press('Tab')
      await expectFocused(f.send)
      await filledIn()
      await page.keyboard.press('Enter')
      await expectFocused(f.status)
      await expect(f.status).toContainText(outcome.success)
      const [stored] = await storedRequests(page.request, phone.e164)
      expect(stored?.name).toBe('Keyboard User')
    })

    test('offers phone keyboards, labels every field and hides the honeypot', async ({ page }) => {
      await page.goto(contacts)
      const f = form(page, locale)
      await expect(f.section.getByRole('heading', { level: 2 })).toHaveText(
        copy.callbackTitle[locale],
      )
      await expect(f.phone).toHaveAttribute('type', 'tel')
      await expect(f.phone).toHaveAttribute('inputmode', 'tel')
      await expect(f.phone).toHaveAttribute('autocomplete', 'tel')
      await expect(f.phone).toHaveAttribute('placeholder', /^\+/)
      await expect(f.name).toHaveAttribute('autocomplete', 'name')
      await expect(f.comment).toHaveAttribute('placeholder', t.commentPlaceholder)
      await expect(f.comment).not.toHaveAttribute('aria-required', 'true')
      const privacy = f.section.getByRole('link', { name: PRIVACY[locale] })
      await expect(privacy).toHaveAttribute('href', localized('/privacy', locale))
      // Another way to reach the firm stays next to the form.
      await expect(f.section.locator('a[href^="tel:"]')).toBeVisible()
      await expect(f.section.locator('a[href^="mailto:"]')).toBeVisible()

      const trap = f.section.locator('input[name="website"]')
      await expect(trap).toHaveAttribute('tabindex', '-1')
      await expect(trap).toHaveAttribute('autocomplete', 'off')
      await expect(trap.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true')
      const box = await trap.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(0)
      await expect(f.section.getByRole('textbox')).toHaveCount(3)
      await expect(f.section.locator('input[type="hidden"][name="page"]')).toHaveValue(contacts)
      await expect(f.section.locator('input[type="hidden"][name="locale"]')).toHaveValue(locale)
      await expect(f.section.locator('input[type="hidden"][name="formToken"]')).toHaveValue(
        /^\d{13}\.[\w-]{32}$/,
      )
    })

    test('axe finds nothing on the form, idle and with errors shown', async ({ page }) => {
      await openForm(page, locale)
      const f = form(page, locale)
      await expectNoAxeViolations(page, { include: '#callback', label: 'idle' })
      await f.phone.fill('12')
      await f.send.click()
      await expect(f.section.locator('#callback-summary')).toBeFocused()
      await expectNoAxeViolations(page, { include: '#callback', label: 'errors shown' })
    })
  })

  test.describe(`the callback form without JavaScript in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', javaScriptEnabled: false })

    test('posts to the server, which answers with the outcome page', async ({ page }) => {
      await page.goto(contacts)
      const f = form(page, locale)
      const phone = uniquePhone()
      await fill(page, locale, { name: 'Без Скриптов', phone: phone.typed, comment: 'no-JS' })
      await f.send.click()
      await expect(f.status).toContainText(outcome.success)
      await expect(f.status).toContainText(copy.callbackSuccess[locale])
      const [stored] = await storedRequests(page.request, phone.e164)
      expect(stored).toMatchObject({
        name: 'Без Скриптов',
        phone: phone.e164,
        comment: 'no-JS',
        locale,
        page: contacts,
        consent: { agreed: true },
      })
      // "Send another" loads the page again, with an empty form.
      await f.section.getByRole('button', { name: t.sendAnother }).click()
      await expect(f.name).toHaveValue('')
      await expect(f.phone).toHaveValue('')
      await expect(f.agreement).not.toBeChecked()
    })

    test('an invalid post comes back with the errors inline and the values kept', async ({
      page,
    }) => {
      await page.goto(contacts)
      const f = form(page, locale)
      await f.name.fill('A')
      await f.phone.fill('12345')
      await f.comment.fill('Keep me')
      await f.send.click()
      await expect(f.section.locator('#callback-summary')).toContainText(SUMMARY_OF_THREE[locale])
      await expect(f.name).toHaveValue('A')
      await expect(f.phone).toHaveValue('12345')
      await expect(f.comment).toHaveValue('Keep me')
      await expect(f.name).toHaveAccessibleDescription(mentioning(t.errors.nameTooShort))
      await expect(f.phone).toHaveAccessibleDescription(mentioning(t.errors.phoneInvalid))
      await expect(f.agreement).toHaveAccessibleDescription(mentioning(t.errors.agreementRequired))
      await expect(f.agreement).toHaveAttribute('aria-invalid', 'true')
    })
  })
}

/** A pattern matching a text that contains `text` as it is. */
function mentioning(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}
