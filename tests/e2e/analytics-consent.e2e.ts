import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { expectNoAxeViolations } from '../helpers/axe'
import { expectFocused } from '../helpers/focus'
import { tokenFromAnswer } from '../helpers/session-cookie'

/**
 * Yandex Metrika with consent first (issue 20). The counter's script is answered by a local
 * stand-in (the browser never reaches Metrika): it records every `ym(...)` call the page makes,
 * those queued before it loaded too, as Metrika's own tag would receive them. The test counter is
 * set through the admin for this file only, and removed afterwards.
 */

test.use({ locale: 'ru-RU' })

/** Navigations on a shared, busy machine: a page such as /team may take a while to arrive. */
const slow = expect.configure({ timeout: 20_000 })

const COUNTER = '98765432'
/** Pages this file visits: each must show the counter before the tests start, and none after. */
const PAGES = [
  '/',
  '/contacts',
  '/team',
  '/privacy',
  '/en',
  '/en/contacts',
  '/en/team',
  '/en/privacy',
]

const STAND_IN = `(() => {
  const calls = (window.__ymCalls = window.__ymCalls || [])
  for (const args of (window.ym && window.ym.a) || []) calls.push(Array.from(args))
  window.ym = function () { calls.push(Array.from(arguments)) }
})()`

type YmCall = [number, string, ...unknown[]]
type Hit = { url: string; title: string; referer: string }

type Requests = {
  newContext: (options: {
    baseURL: string
    extraHTTPHeaders?: Record<string, string>
  }) => Promise<APIRequestContext>
}

async function adminApi(requests: Requests, baseURL: string): Promise<APIRequestContext> {
  const api = await requests.newContext({ baseURL })
  const login = await api.post('/api/users/login', {
    data: {
      email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
      password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
    },
  })
  expect(login.status()).toBe(200)
  const token = tokenFromAnswer(login)
  await api.dispose()
  return requests.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `JWT ${token}` },
  })
}

/** Sets the counter id, then waits until every page of PAGES is served with it (or without). */
async function setCounter(requests: Requests, baseURL: string, metrikaId: string): Promise<void> {
  const api = await adminApi(requests, baseURL)
  try {
    expect((await api.post('/api/globals/site', { data: { metrikaId } })).status()).toBe(200)
    const anonymous = await requests.newContext({ baseURL })
    // Cached pages are refreshed in the background after the edit: a later request has them.
    for (const path of PAGES) {
      await expect
        .poll(
          async () => (await (await anonymous.get(path)).text()).includes('site-footer__button'),
          { timeout: 30_000, message: `${path} with counter "${metrikaId}"` },
        )
        .toBe(metrikaId !== '')
    }
    await anonymous.dispose()
  } finally {
    await api.dispose()
  }
}

test.beforeAll(async ({ playwright }, testInfo) => {
  await setCounter(playwright.request, testInfo.project.use.baseURL as string, COUNTER)
})

test.afterAll(async ({ playwright }, testInfo) => {
  await setCounter(playwright.request, testInfo.project.use.baseURL as string, '')
})

/** Every request for Metrika's hosts, answered locally (the tag by the stand-in). */
async function standIn(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(/^https:\/\/(mc\.yandex\.(ru|com)|yastatic\.net)\//, (route) => {
    const request = route.request()
    requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`)
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
  })
  return requests
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ymCalls?: YmCall[] }).__ymCalls ?? [])

const hits = async (page: Page): Promise<Hit[]> =>
  (await calls(page))
    .filter((call) => call[1] === 'hit')
    .map((call) => ({ url: call[2] as string, ...(call[3] as Omit<Hit, 'url'>) }))

const paths = async (page: Page) => (await hits(page)).map((hit) => new URL(hit.url).pathname)

const banner = (page: Page) => page.locator('#analytics-consent')
const texts = { ru: ru.consent, en: en.consent }

/** The consent cookie's value, if any. */
async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'analytics_consent')?.value
}

test.describe('analytics consent', () => {
  test('nothing reaches Metrika before consent; the banner is accessible @phone', async ({
    page,
    context,
  }) => {
    const requests = await standIn(context)
    await page.goto('/contacts')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('heading', { name: texts.ru.title })).toBeVisible()
    await expect(
      banner(page).getByRole('link', { name: 'Политика конфиденциальности' }),
    ).toHaveAttribute('href', '/privacy')
    // Over the page, never in its flow.
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    for (const name of [texts.ru.accept, texts.ru.decline]) {
      const box = await banner(page).getByRole('button', { name }).boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(48)
      expect(box?.width).toBeGreaterThanOrEqual(48)
    }
    await expectNoAxeViolations(page, { include: '#analytics-consent', label: 'consent banner' })

    // In-app navigation (the header's logo: the banner covers the bottom of a phone's screen).
    await page.locator('.site-header a.logo').click()
    await slow(page).toHaveURL(/\/$/)
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    expect(await page.evaluate(() => 'ym' in window)).toBe(false)
    expect(await consentCookie(page)).toBeUndefined()
  })

  test('after accepting: one init, then one hit per page, language switch and history included', async ({
    page,
    context,
  }) => {
    const requests = await standIn(context)
    await page.goto('/')
    // By keyboard: the banner follows the footer in the tab order. The banner is shown once the
    // page has hydrated, so the test waits for it: a Tab pressed from the footer before it is
    // there leaves the page for the browser's own controls (once in a clean-clone run, once in
    // CI: the body active, document.hasFocus() false; expectFocused's report).
    await expect(banner(page)).toBeVisible()
    await page.locator('.site-footer__button').focus()
    await page.keyboard.press('Tab')
    await expectFocused(banner(page).getByRole('link'))
    await page.keyboard.press('Tab')
    await expectFocused(banner(page).getByRole('button', { name: texts.ru.accept }))
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    expect(await consentCookie(page)).toMatch(/^granted\.[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2}$/)

    await slow.poll(() => paths(page)).toEqual(['/'])
    expect(requests.filter((r) => r.includes('/metrika/tag.js'))).toHaveLength(1)
    const init = (await calls(page)).filter((call) => call[1] === 'init')
    expect(init).toEqual([
      [
        Number(COUNTER),
        'init',
        {
          defer: true,
          clickmap: true,
          trackLinks: true,
          accurateTrackBounce: true,
          trackHash: true,
          webvisor: true,
        },
      ],
    ])

    const nav = (href: string) => page.locator(`header a[href="${href}"]`).first().click()
    await nav('/contacts')
    await slow(page).toHaveURL(/\/contacts$/)
    await slow.poll(() => paths(page)).toEqual(['/', '/contacts'])
    await nav('/team')
    await slow(page).toHaveURL(/\/team$/)
    await slow.poll(() => paths(page)).toEqual(['/', '/contacts', '/team'])
    await page.goBack()
    await slow(page).toHaveURL(/\/contacts$/)
    await slow.poll(() => paths(page)).toEqual(['/', '/contacts', '/team', '/contacts'])
    await page.goForward()
    await slow(page).toHaveURL(/\/team$/)
    const expected = ['/', '/contacts', '/team', '/contacts', '/team']
    await slow.poll(() => paths(page)).toEqual(expected)

    // Exactly once each: nothing more arrives, and the counter was started once.
    await page.waitForTimeout(1000)
    expect(await paths(page)).toEqual(expected)
    expect((await calls(page)).filter((call) => call[1] === 'init')).toHaveLength(1)
    const all = await hits(page)
    for (let i = 1; i < all.length; i++) expect(all[i]?.referer).toBe(all[i - 1]?.url)
    expect(all.at(-1)?.title).toBe(await page.title())

    // The language switch opens the page in another root layout, so a new document (Next loads
    // it whole): there the counter starts again and counts that page once, referred by the last.
    await page.locator('.lang-switch a[hreflang="en"]').click()
    await slow(page).toHaveURL(/\/en\/team$/)
    await slow.poll(() => paths(page)).toEqual(['/en/team'])
    await page.waitForTimeout(1000)
    expect((await calls(page)).map((call) => call[1])).toEqual(['init', 'hit'])
    expect((await hits(page))[0]?.referer).toMatch(/\/team$/)
    await nav('/en/contacts')
    await slow.poll(() => paths(page)).toEqual(['/en/team', '/en/contacts'])
    expect(requests.filter((r) => r.includes('/metrika/tag.js'))).toHaveLength(2)

    // Remembered: a reload starts the counter again at once, with no banner.
    await page.reload()
    await slow.poll(() => paths(page)).toEqual(['/en/contacts'])
    await expect(banner(page)).toBeHidden()
    expect((await calls(page)).filter((call) => call[1] === 'init')).toHaveLength(1)
  })

  test('after declining nothing is sent; the choice is kept and changed from the footer', async ({
    page,
    context,
  }) => {
    const requests = await standIn(context)
    await page.goto('/en')
    await banner(page).getByRole('button', { name: texts.en.decline }).click()
    await expect(banner(page)).toBeHidden()
    expect(await consentCookie(page)).toMatch(/^denied\./)
    await page.locator('header a[href="/en/contacts"]').first().click()
    await slow(page).toHaveURL(/\/en\/contacts$/)
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    expect(requests).toEqual([])

    // Cookie settings: the banner opens with the focus on it, and accepting starts the counter.
    const settings = page.getByRole('button', { name: texts.en.settings })
    await settings.click()
    await expect(banner(page)).toBeVisible()
    await expectFocused(banner(page).getByRole('heading'))
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expectFocused(settings)
    await settings.click()
    await banner(page).getByRole('button', { name: texts.en.accept }).click()
    await expect(banner(page)).toBeHidden()
    await expectFocused(settings)
    await slow.poll(() => paths(page)).toEqual(['/en/contacts'])
    const consentId = (await consentCookie(page))?.split('.')[1]
    expect(await consentCookie(page)).toMatch(/^granted\./)

    // Withdrawn from the privacy page: the page reloads without the counter, and what Metrika
    // keeps in the browser (here written as its tag would) is gone.
    await page.goto('/en/privacy')
    await slow.poll(() => paths(page)).toEqual(['/en/privacy'])
    const host = new URL(page.url()).hostname
    await context.addCookies(
      ['_ym_uid', '_ym_d'].map((name) => ({ name, value: '1733000000', domain: host, path: '/' })),
    )
    await page.evaluate(() => {
      localStorage.setItem('_ym_uid', '"1733000000123456789"')
      localStorage.setItem('_ym12345_lsid', '1')
    })
    const before = requests.length
    await page.locator('#cookie-settings').getByRole('button', { name: texts.en.settings }).click()
    await Promise.all([
      page.waitForEvent('load'),
      banner(page).getByRole('button', { name: texts.en.decline }).click(),
    ])
    await page.waitForLoadState('networkidle')
    expect(await consentCookie(page)).toMatch(new RegExp(`^denied\\.${consentId}\\.`))
    expect(requests.length).toBe(before)
    expect(await page.evaluate(() => 'ym' in window)).toBe(false)
    expect((await context.cookies()).filter((c) => c.name.startsWith('_ym'))).toEqual([])
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('_ym'))),
    ).toEqual([])
  })

  test('nothing the visitor types into the callback form is sent', async ({ page, context }) => {
    const requests = await standIn(context)
    await page.goto('/contacts')
    await banner(page).getByRole('button', { name: texts.ru.accept }).click()
    await slow.poll(() => paths(page)).toEqual(['/contacts'])
    const form = page.locator('#callback form')
    await expect(form).toHaveClass(/\bym-disable-submit\b/)
    const name = 'Зоя Секретова'
    const phone = '+7 916 555-13-37'
    await form.getByRole('textbox', { name: ru.callback.name, exact: true }).fill(name)
    await form.getByRole('textbox', { name: ru.callback.phone, exact: true }).fill(phone)
    await form.getByRole('textbox', { name: ru.callback.comment, exact: true }).fill(name)
    for (const field of await form
      .locator('input:not([type=hidden]):not([type=checkbox]), textarea')
      .all()) {
      if ((await field.getAttribute('name')) === 'website') continue
      await expect(field).toHaveClass(/\bym-disable-keys\b/)
    }
    await form.getByRole('checkbox').check()
    await page.waitForTimeout(700)
    await form.getByRole('button', { name: ru.callback.send }).click()
    await expect(page.locator('#callback').getByRole('status')).toBeVisible()
    await page.locator('header a[href="/team"]').first().click()
    await slow.poll(() => paths(page)).toEqual(['/contacts', '/team'])

    const sent = JSON.stringify({ calls: await calls(page), requests })
    for (const secret of [name, 'Секретова', phone, '5551337', '555-13-37']) {
      expect(sent).not.toContain(secret)
    }
  })
})
