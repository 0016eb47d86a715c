import { expect, type Page, test } from '@playwright/test'

import { DEFAULT_PORT } from '@/config/constants'

import { DETAIL_SOURCES, localized, PLAIN_ROUTES } from '../../support/routes'

/**
 * The Content Security Policy breaks nothing: a violation blocks a script or a request silently
 * (hydration stops, a form never validates), so every page is opened in both languages with a
 * `securitypolicyviolation` listener and the console watched, and the app must still navigate as
 * a single-page application afterwards.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
    __metrikaLoaded?: boolean
    __spaMarker?: string
  }
}

/** Records every CSP violation of a page (from its first script on) and of its console. */
async function watchCsp(page: Page): Promise<string[]> {
  const logged: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (
      /Content Security Policy|Refused to (?:load|execute|evaluate|connect|frame|apply)/i.test(text)
    ) {
      logged.push(text)
    }
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return logged
}

/**
 * Pre-rendered pages name media at the build's public address (SITE_URL; without it the default
 * port's, http://localhost:3004). When that is not this test server (nothing answers there for
 * it), the browser's failed loads there are left out: in production SITE_URL is the site itself.
 */
const BUILD_ADDRESS = `${process.env.E2E_SITE_URL ?? `http://localhost:${DEFAULT_PORT}`}/`
const FOREIGN_BUILD_ADDRESS = new RegExp(
  `(?:blocked |Loading the image ')${BUILD_ADDRESS.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
)

async function violations(page: Page, logged: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => window.__cspViolations ?? [])
  const local = new URL(page.url()).origin
  const all = [...reported, ...logged]
  // When the test server is itself the default address, nothing is left out.
  if (`${local}/` === BUILD_ADDRESS) return all
  return all.filter((v) => !FOREIGN_BUILD_ADDRESS.test(v))
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`no CSP violation in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('every plain route and a detail page of each kind', async ({ page }) => {
      test.setTimeout(300_000)
      const logged = await watchCsp(page)
      const found: string[] = []
      const routes: string[] = [...PLAIN_ROUTES]
      for (const [list, pattern] of DETAIL_SOURCES) {
        await page.goto(localized(list, locale))
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
        const href = hrefs.find((h) => pattern.test(h))
        expect(href, `a link matching ${pattern}`).toBeDefined()
        routes.push((href as string).replace(/^\/en(?=\/|$)/, '') || '/')
      }
      for (const route of routes) {
        const response = await page.goto(localized(route, locale))
        expect(response?.status(), route).toBe(200)
        expect(response?.headers()['content-security-policy'], route).not.toContain('unsafe-eval')
        // Hydration has run once the page is loaded; a violation is reported synchronously.
        await page.waitForLoadState('load')
        await page.waitForTimeout(250)
        found.push(...(await violations(page, logged)).map((v) => `${route}: ${v}`))
        logged.length = 0
      }
      expect(found).toEqual([])
    })

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
