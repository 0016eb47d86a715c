import { expect, type Page, test } from '@playwright/test'

import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

// SPEC §8, word for word: the English fallback must never drift from these.
const EN_FALLBACK = {
  title: 'An error occurred while showing the error page',
  text: 'Unfortunately an error occurred and while showing the error page another error occurred',
  home: 'Go back to home',
}
const FALLBACK = {
  ru: { title: ru.error.fallbackTitle, text: ru.error.fallbackText, home: ru.error.home },
  en: EN_FALLBACK,
}
const ERROR_VIEW = {
  ru: { title: ru.error.title, status: (n: number) => ru.error.status.replace('{status}', `${n}`) },
  en: { title: 'An error occurred', status: (n: number) => `Status code: ${n}` },
}
const HOME_URL = { ru: /127\.0\.0\.1:\d+\/$/, en: /127\.0\.0\.1:\d+\/en$/ }

/**
 * Opens a fault route in the given language: the e2e server runs with the fault-injection route
 * switched on (E2E_FAULTS=true, playwright.config.ts); without the flag it is a 404
 * (tests/integration/server/hostile-outsider.int.test.ts).
 */
function openFault(page: Page, kind: string, locale: 'ru' | 'en') {
  return page.goto(localized(`/fault/${kind}`, locale))
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`error views in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('a failing page shows the error view with status 500 inside the site layout', async ({
      page,
    }) => {
      const response = await openFault(page, 'page', locale)
      expect(response?.status()).toBe(500)
      const view = page.locator('main#main')
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(ERROR_VIEW[locale].title)
      await expect(view.getByText(ERROR_VIEW[locale].status(500), { exact: true })).toBeVisible()
      // Internal details stay on the server.
      await expect(view).not.toContainText('Injected fault')
      await expect(view).not.toContainText('Server Components')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('header.site-header')).toBeVisible()
      await expect(page.locator('footer.site-footer')).toBeVisible()

      await view.getByRole('link', { name: FALLBACK[locale].home, exact: true }).click()
      await expect(page).toHaveURL(HOME_URL[locale])
    })

    test('a 503 from the server shows status 503', async ({ page }) => {
      await openFault(page, 'unavailable', locale)
      const view = page.locator('main#main')
      await expect(view.getByText(ERROR_VIEW[locale].status(503), { exact: true })).toBeVisible()
      await expect(view).not.toContainText(ERROR_VIEW[locale].status(500))
    })

    test('the retry button takes focus and fetches the page again', async ({ page }) => {
      await openFault(page, 'page', locale)
      const retry = page.locator('main#main button')
      await expect(retry).toBeVisible()
      await retry.focus()
      await expect(retry).toBeFocused()
      const refetch = page.waitForRequest((request) => request.url().includes('/fault/page'))
      await page.keyboard.press('Enter')
      await refetch
      // The fault persists, so the view comes back rather than breaking.
      await expect(page.getByText(ERROR_VIEW[locale].status(500), { exact: true })).toBeVisible()
    })

    test('when the error view itself fails, the global fallback shows the SPEC texts', async ({
      page,
    }) => {
      await openFault(page, 'error-view', locale)
      const texts = FALLBACK[locale]
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
      await expect(page.getByText(texts.text, { exact: true })).toBeVisible()
      await expect(page.getByText('Injected fault: this error cannot be read')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page).toHaveTitle(texts.title)
      const home = page.getByRole('link', { name: texts.home, exact: true })
      await expect(home).toHaveAttribute('href', locale === 'en' ? '/en' : '/')
      await home.click()
      await expect(page).toHaveURL(HOME_URL[locale])
      await expect(page.locator('header.site-header')).toBeVisible()
    })

    test('the error view and the global fallback pass axe', async ({ page }) => {
      // The error view is checked on its own (the shell has its own test); the fallback is a page.
      for (const [kind, scope] of [
        ['page', 'main#main'],
        ['error-view', 'html'],
      ] as const) {
        await openFault(page, kind, locale)
        await expect(page.locator(`${scope} h1`).first()).toBeVisible()
        await expectNoAxeViolations(page, { include: scope, label: kind })
      }
    })
  })
}
