import { expect, test } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { PAGE_CACHE_CONTROL } from '../../src/security/headers'
import { localized } from '../../support/routes'

// SPEC §8, word for word in English; the Russian from the catalogue.
const TEXTS = {
  en: {
    title: 'This page could not be found',
    text: 'The page you are looking for does not exist. Please return to front page.',
    home: en.notFound.home,
  },
  ru: { title: ru.notFound.title, text: ru.notFound.text, home: ru.notFound.home },
}
const HOME = { ru: '/', en: '/en' }

/**
 * Every kind of 404 (SPEC §8: unmatched route or failed validation): unknown paths and ids,
 * malformed ids and slugs, a wrong detail route, an unknown language prefix (the default
 * language's), /404 itself, and an address the server refuses before Next (an encoded percent).
 */
const NOT_FOUND = [
  ['/news/999999', 'ru'],
  ['/en/news/999999', 'en'],
  ['/team/abc', 'ru'],
  ['/en/team/abc', 'en'],
  ['/practices/999999/x', 'ru'],
  ['/en/practices/999999/x', 'en'],
  ['/news/1/extra/segments', 'ru'],
  ['/nonexistent', 'ru'],
  ['/en/nonexistent', 'en'],
  ['/xx/whatever', 'ru'],
  ['/404', 'ru'],
  ['/en/404', 'en'],
  ['/news/a%25b', 'ru'],
  ['/en/team/%25', 'en'],
] as const

/** The text of an HTML fragment as a reader sees it (tags dropped, entities of the texts decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

test.describe('404 pages are the site’s own, in the HTML itself', () => {
  test('a plain fetch gets status 404 and the whole view in the language of the path', async ({
    request,
  }) => {
    for (const [path, locale] of NOT_FOUND) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
      // Never stored, or a shared cache's few seconds of a page from Next's cache (never its year).
      const cacheControl = response.headers()['cache-control'] ?? ''
      const kept = cacheControl === PAGE_CACHE_CONTROL || /no-store/.test(cacheControl)
      expect(kept, `${path}: ${cacheControl}`).toBe(true)
      const html = await response.text()
      const t = TEXTS[locale]
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toMatch(new RegExp(`<html lang="${locale}"`))
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
      expect(textOf(title), path).toContain(t.title)
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
      const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? ''
      expect(textOf(h1), path).toBe(t.title)
      expect(textOf(main), path).toContain(t.text)
      expect(main, path).toMatch(new RegExp(`<a [^>]*href="${HOME[locale]}"[^>]*>${t.home}</a>`))
      expect(html, path).toMatch(/<header class="site-header"/)
      expect(html, path).toMatch(/<footer class="site-footer"/)
    }
  })

  test('HEAD of a missing page is a 404 too', async ({ request }) => {
    const response = await request.head('/en/news/999999')
    expect(response.status()).toBe(404)
  })
})

for (const locale of ['ru', 'en'] as const) {
  test.describe(`the 404 page without JavaScript in ${locale} @phone`, () => {
    test.use({ javaScriptEnabled: false, locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('shows the view inside the header and footer, and its link goes home', async ({
      page,
    }) => {
      const t = TEXTS[locale]
      for (const path of [localized('/news/999999', locale), localized('/nonexistent', locale)]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page).toHaveTitle(new RegExp(t.title))
        const main = page.locator('main#main')
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title)
        await expect(main.getByText(t.text, { exact: true })).toBeVisible()
        await expect(page.locator('header.site-header')).toBeVisible()
        await expect(page.locator('footer.site-footer')).toBeVisible()
      }
      await page.locator('main#main').getByRole('link', { name: t.home, exact: true }).click()
      await expect(page).toHaveURL(locale === 'en' ? /\/en$/ : /127\.0\.0\.1:\d+\/$/)
      await expect(page.locator('main#main h1')).not.toHaveText(t.title)
    })
  })

  test.describe(`the 404 page with JavaScript in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('keeps its address, runs the app without errors and navigates home in-app', async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      let loads = 0
      page.on('load', () => {
        loads += 1
      })
      const t = TEXTS[locale]
      const path = localized('/team/999999', locale)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
      await expect(page.locator('main#main h1')).toHaveText(t.title)
      await page.locator('main#main').getByRole('link', { name: t.home, exact: true }).click()
      await expect(page).toHaveURL(locale === 'en' ? /\/en$/ : /127\.0\.0\.1:\d+\/$/)
      await expect(page.locator('main#main h1')).not.toHaveText(t.title)
      expect(loads, 'the link home is an in-app navigation').toBe(1)
      expect(errors).toEqual([])
    })
  })
}
