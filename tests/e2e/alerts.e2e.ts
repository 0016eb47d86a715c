/**
 * The e-mail alerts for a visitor: the subscription form with JavaScript and without, the
 * confirmation mail's page, the manage page behind every later mail, and the one-click
 * unsubscribe of its `List-Unsubscribe` header. On a server of its own with a real SMTP server
 * process, whose mails give the links (src/alerts/).
 */
import fs from 'node:fs'

import { test as base, expect, type Page } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { type AppServer, snapshotOfTestData, startApp } from '../../support/app-server'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { type ReceivedMail, type SmtpServer, startSmtp } from '../helpers/smtp'

type Locale = 'ru' | 'en'
const texts = { ru: ru.alerts, en: en.alerts } as const

const test = base.extend<object, { own: { server: AppServer; smtp: SmtpServer } }>({
  own: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none
    async ({}, use) => {
      const smtp = await startSmtp()
      const data = await snapshotOfTestData(`tmp/e2e-alerts-data-${process.pid}`)
      const server = await startApp({
        DATA_DIR: data,
        SMTP_URL: smtp.url,
        // As the shared e2e server (playwright.config.ts): tests fill forms faster than people.
        CALLBACK_LIMIT_PER_IP: '1000',
        CALLBACK_MIN_FILL_MS: '500',
      })
      try {
        await use({ server, smtp })
      } finally {
        await server.stop()
        await smtp.stop()
        fs.rmSync(data, { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ own }, use) => use(own.server.url),
})

let serial = 0
const newAddress = () => `reader-${process.pid}-${Date.now()}-${++serial}@example.com`

async function mailTo(smtp: SmtpServer, address: string, count: number): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(address)).length).toBe(count)
  return smtp.messages.filter((m) => m.to.includes(address))[count - 1] as ReceivedMail
}

/** The link of a mail to one of the subscription's pages, as a path of the server under test. */
function pageLink(mail: ReceivedMail, page: 'confirm' | 'manage'): string {
  const match = new RegExp(`https?://[^/\\s]+((?:/en)?/news/subscribe/${page}\\?token=\\S+)`).exec(
    mail.text,
  )
  expect(match, mail.text).not.toBeNull()
  return match?.[1] ?? ''
}

/** The server's minimum fill time (above), with a margin: a page just rendered has a new token. */
const FILL_MS = 700

async function subscribe(page: Page, locale: Locale, address: string) {
  const t = texts[locale]
  await page.getByRole('textbox', { name: t.email }).fill(address)
  await page.getByRole('checkbox', { name: /политикой|privacy policy/ }).check()
  await page.waitForTimeout(FILL_MS)
  await page.getByRole('button', { name: t.send }).click()
  await expect(page.locator('main').getByRole('status')).toHaveText(t.success)
}

test.describe('e-mail alerts', () => {
  test('with JavaScript: subscribe, confirm, change the choice, one-click unsubscribe', async ({
    page,
    own,
    request,
  }) => {
    const t = texts.en
    await page.goto(localized('/news', 'en'))
    await page.getByRole('link', { name: t.link }).click()
    await expect(page).toHaveURL(/\/en\/news\/subscribe$/)
    // The navigation is over once the new page's title is in: axe reads the whole document.
    await expect(page).toHaveTitle(new RegExp(`^${t.title}`))
    await expectNoAxeViolations(page, { label: 'subscribe' })

    // Nothing chosen and no consent: each field says what it needs, nothing is stored or sent.
    for (const kind of await page
      .getByRole('group', { name: t.kinds })
      .getByRole('checkbox')
      .all()) {
      await kind.uncheck()
    }
    await page.getByRole('button', { name: t.send }).click()
    const summary = page.locator('main').getByRole('alert')
    await expect(summary).toContainText('3 fields need your attention:')
    await expect(summary.getByRole('link', { name: t.errors.kindsRequired })).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expectNoAxeViolations(page, { label: 'subscribe with errors' })

    const address = newAddress()
    await page.getByRole('checkbox', { name: en.news.types.publication }).check()
    await subscribe(page, 'en', address)

    // Only the confirmation, and its page changes nothing until its button is pressed.
    const confirmation = await mailTo(own.smtp, address, 1)
    expect(confirmation.headers['list-unsubscribe']).toBeUndefined()
    await page.goto(pageLink(confirmation, 'confirm'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmTitle)
    await expectNoAxeViolations(page, { label: 'confirm' })
    await page.getByRole('button', { name: t.confirm }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(t.confirmed)

    // Subscribing a confirmed address again sends the link to change it, with one-click unsubscribe.
    await page.goto(localized('/news/subscribe', 'en'))
    await subscribe(page, 'en', address)
    const manage = await mailTo(own.smtp, address, 2)
    expect(manage.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /<([^>]+)>/.exec(manage.headers['list-unsubscribe'] ?? '')?.[1] ?? ''
    expect(oneClick).toMatch(/\/api\/subscribers\/unsubscribe\?token=/)

    await page.goto(pageLink(manage, 'manage'))
    await expect(page.getByRole('checkbox', { name: en.news.types.publication })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: en.news.types.news })).not.toBeChecked()
    await expectNoAxeViolations(page, { label: 'manage' })
    await page.getByRole('checkbox', { name: en.news.types.event }).check()
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.locator('main').getByRole('status')).toHaveText(t.saved)
    await page.reload()
    await expect(page.getByRole('checkbox', { name: en.news.types.event })).toBeChecked()

    // A mail client's one-click POST unsubscribes with no page; the link is dead afterwards.
    const path = new URL(oneClick).pathname + new URL(oneClick).search
    const answer = await request.post(path, {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(answer.status()).toBe(200)
    expect((await request.post(path, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(
      404,
    )
    await page.reload()
    await expect(page.getByText(t.invalidLink)).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, locale: 'ru-RU' })

    test('the server answers each form: errors, subscribed, confirmed, unsubscribed', async ({
      page,
      own,
    }) => {
      const t = texts.ru
      await page.goto(localized('/news/subscribe', 'ru'))
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.locator('main').getByRole('alert')).toContainText(t.errors.emailRequired)
      await expect(page.locator('main').getByRole('alert')).toContainText(
        t.errors.agreementRequired,
      )

      const address = newAddress()
      await subscribe(page, 'ru', address)
      await page.goto(pageLink(await mailTo(own.smtp, address, 1), 'confirm'))
      await page.getByRole('button', { name: t.confirm }).click()
      await expect(page.locator('main').getByRole('status')).toHaveText(t.confirmed)

      await page.goto(localized('/news/subscribe', 'ru'))
      await subscribe(page, 'ru', address)
      await page.goto(pageLink(await mailTo(own.smtp, address, 2), 'manage'))
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.locator('main').getByRole('status')).toHaveText(t.unsubscribed)
    })
  })
})
