import { expect, test } from '@playwright/test'

import { localized } from '../../support/routes'
import { cspViolations as violations, watchCsp } from '../helpers/csp'

/**
 * The Content Security Policy breaks nothing where the pages' own scripts do more than load (every
 * page's load is watched in routes.e2e.ts): the app still navigates as a single-page application,
 * the callback form's schema runs, the admin has its own policy, and Metrika may load where a
 * foreign script may not.
 */

declare global {
  interface Window {
    __metrikaLoaded?: boolean
    __spaMarker?: string
  }
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`no CSP violation in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('the page hydrates: a header link navigates without a reload', async ({ page }) => {
      const logged = await watchCsp(page)
      await page.goto(localized('/', locale))
      await page.evaluate(() => {
        window.__spaMarker = 'kept'
      })
      const newsLink = page.locator(`header a[href="${localized('/news', locale)}"]`).first()
      await newsLink.click()
      await expect(page).toHaveURL(new RegExp(`${localized('/news', locale)}$`))
      await expect(page.locator('h1').first()).toBeVisible()
      // A full page load would have dropped the marker: the router handled the click.
      expect(await page.evaluate(() => window.__spaMarker)).toBe('kept')
      expect(await violations(page, logged)).toEqual([])
    })
  })
}

test('the callback form validates in the browser (its schema loads and runs under the policy)', async ({
  page,
}) => {
  const logged = await watchCsp(page)
  await page.goto('/contacts')
  await page.waitForLoadState('networkidle')
  const phone = page.locator('input[type="tel"]').first()
  await phone.click()
  await phone.fill('12')
  await page.locator('textarea').first().click()
  // The shared schema answered: the phone field is marked invalid with its message.
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  expect(await violations(page, logged)).toEqual([])
})

test('the admin login page runs under its own policy', async ({ page }) => {
  const logged = await watchCsp(page)
  const response = await page.goto('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations(page, logged)).toEqual([])
})

test('Yandex Metrika may load; a foreign script may not (the check can fail)', async ({ page }) => {
  // No network here: Metrika's hosts answer from the test, so only the policy can block them.
  await page.route('https://mc.yandex.ru/**', (route) =>
    route.request().resourceType() === 'script'
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.__metrikaLoaded = true' })
      : route.fulfill({
          contentType: 'image/gif',
          body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
        }),
  )
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__evil = true' }),
  )
  const logged = await watchCsp(page)
  await page.goto('/')
  await page.evaluate(async () => {
    const load = (src: string) =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        script.onload = () => resolve()
        script.onerror = () => resolve()
        document.head.append(script)
      })
    await load('https://mc.yandex.ru/metrika/tag.js')
    await new Promise<void>((resolve) => {
      const img = new Image()
      img.onload = img.onerror = () => resolve()
      img.src = 'https://mc.yandex.ru/watch/1'
    })
    await load('https://evil.example/x.js')
  })
  expect(await page.evaluate(() => window.__metrikaLoaded)).toBe(true)
  const found = await violations(page, logged)
  expect(found.some((v) => v.includes('evil.example'))).toBe(true)
  // Only what was blocked counts: the messages quote the policy, which names Metrika's hosts.
  expect(found.filter((v) => /(?:blocked |Loading the \w+ ')https:\/\/mc\.yandex/.test(v))).toEqual(
    [],
  )
})
