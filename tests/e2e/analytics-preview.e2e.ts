/**
 * No analytics in a draft preview (docs/preview.md, docs/analytics.md): a staff member who accepted
 * analytics on the public site opens a draft preview, or the admin's live preview pane, and no
 * Yandex Metrika loads there (its session replay would record unpublished text), nor the consent
 * banner; the same page outside the preview loads it. Metrika's hosts are answered by a stand-in
 * (the browser never reaches them), as in analytics-consent.e2e.ts.
 *
 * On a server of its own (a snapshot of the test database, a copy of the build): the counter id it
 * sets in the site's settings changes what the other files read.
 */
import { randomUUID } from 'node:crypto'

import { type BrowserContext, expect, type Page } from '@playwright/test'

import { ANALYTICS_CONSENT } from '../../src/lib/analytics-consent'
import { firstId, SLOW_ADMIN } from '../helpers/admin-steps'
import { TEST_ADMIN } from '../helpers/graphql-http'
import { onOwnServer } from '../helpers/own-server'
import { tokenFromAnswer } from '../helpers/session-cookie'

const COUNTER = '98765432'
const METRIKA = /^https:\/\/(mc\.yandex\.(ru|com)|yastatic\.net)\//

/** A server of its own whose site settings name a Metrika counter, once its pages show it. */
const test = onOwnServer('analytics-preview', {}, async (server) => {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const token = tokenFromAnswer(login)
  const saved = await fetch(`${server.url}/api/globals/site`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ metrikaId: COUNTER }),
  })
  expect(saved.status).toBe(200)
  // Pre-rendered pages are rendered anew in the background after the edit.
  await expect
    .poll(async () => (await (await fetch(`${server.url}/`)).text()).includes(COUNTER), {
      timeout: 30_000,
    })
    .toBe(true)
})

/** Every request for Metrika's hosts, answered locally with an empty script. */
async function recordMetrika(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  await context.route(METRIKA, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  return requests
}

/** The visitor accepted analytics before (the cookie the banner leaves). */
async function acceptAnalytics(context: BrowserContext, baseURL: string): Promise<void> {
  const value = `granted.${randomUUID()}.${ANALYTICS_CONSENT.textVersion}`
  await context.addCookies([{ name: ANALYTICS_CONSENT.cookie, value, url: baseURL }])
}

/** Signs the page's browser in as the test administrator (Payload's session cookie). */
async function signIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/users/login', { data: TEST_ADMIN })
  expect(login.status()).toBe(200)
}

/** Waits until the page has hydrated and had time to start whatever it starts. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
}

const banner = (page: Page) => page.locator('#analytics-consent')

// The root's language follows the browser's.
test.use({ locale: 'ru-RU' })

test.describe('analytics in a draft preview', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a preview loads no Metrika for a staff member who accepted it; the same page outside does', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptAnalytics(context, baseURL as string)
    const requests = await recordMetrika(context)
    await signIn(page)

    // Outside the preview the counter loads (so the checks below can fail).
    await page.goto('/')
    await expect.poll(() => requests.some((url) => url.includes('/metrika/tag.js'))).toBe(true)

    requests.length = 0
    await page.goto('/api/preview?kind=home&locale=ru')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('region', { name: 'Предпросмотр черновика' })).toBeVisible()
    await settled(page)
    expect(requests).toEqual([])
    expect(await page.evaluate(() => 'ym' in window)).toBe(false)
    await expect(banner(page)).toHaveCount(0)

    // The admin's live preview pane: the page in a frame, in draft mode.
    const postId = await firstId(page, 'posts')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/admin/collections/posts/${postId}`)
    await page.locator('#live-preview-toggler').click(SLOW_ADMIN)
    const pane = page.frameLocator('iframe[src*="/api/preview?kind=posts"]')
    await expect(pane.getByRole('heading', { level: 1 })).toBeVisible(SLOW_ADMIN)
    await expect(pane.getByRole('region', { name: 'Предпросмотр черновика' })).toBeVisible()
    await settled(page)
    expect(requests).toEqual([])
    await expect(pane.locator('#analytics-consent')).toHaveCount(0)
  })

  test('a preview shows no consent banner to a staff member who has not decided', async ({
    page,
    context,
  }) => {
    const requests = await recordMetrika(context)
    await signIn(page)
    await page.goto('/en')
    await expect(banner(page)).toBeVisible()

    await page.goto('/api/preview?kind=home&locale=en')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('region', { name: 'Draft preview' })).toBeVisible()
    await settled(page)
    await expect(banner(page)).toHaveCount(0)
    expect(requests).toEqual([])
  })
})
