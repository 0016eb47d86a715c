import { expect, test } from '@playwright/test'

import { DETAIL_SOURCES, localized, PLAIN_ROUTES } from '../helpers/routes'

for (const locale of ['ru', 'en'] as const) {
  test.describe(`every route in ${locale} @phone`, () => {
    for (const route of PLAIN_ROUTES) {
      test(`${route}`, async ({ page }) => {
        const response = await page.goto(localized(route, locale))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const heading = page.locator('h1').first()
        await expect(heading).toBeVisible()
        expect((await heading.textContent())?.trim().length).toBeGreaterThan(0)
        await expect(page.locator('header.site-header')).toBeVisible()
        await expect(page.locator('footer.site-footer')).toBeVisible()
      })
    }

    for (const [list, pattern] of DETAIL_SOURCES) {
      test(`a detail page from ${list}`, async ({ page }) => {
        await page.goto(localized(list, locale))
        const links = page.locator('main a[href]')
        const hrefs = await links.evaluateAll((els) =>
          els.map((el) => el.getAttribute('href') ?? ''),
        )
        const href = hrefs.find((h) => pattern.test(h))
        expect(href, `a link matching ${pattern}`).toBeDefined()
        await page.locator(`main a[href="${href}"]`).first().click()
        await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/]/g, '\\/')}$`))
        await expect(page.locator('h1').first()).toBeVisible()
      })
    }

    test('an unknown path shows the 404 page with a way home', async ({ page }) => {
      const response = await page.goto(localized('/no-such-page', locale))
      expect(response?.status()).toBe(404)
      const title = locale === 'en' ? 'This page could not be found' : 'Страница не найдена'
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await page.locator('main a.button').click()
      await expect(page).toHaveURL(locale === 'en' ? /\/en$/ : /127\.0\.0\.1:\d+\/$/)
    })
  })
}

test('the language switcher opens the same page in English', async ({ page }) => {
  await page.goto('/practices')
  await page.locator('.lang-switch a[hreflang="en"]').click()
  await expect(page).toHaveURL(/\/en\/practices$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
