import { expect, test } from '@playwright/test'

import { SEARCH } from '@/search/query'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

/** What the tests type and read in each language (texts from the catalogues, words from the seed). */
const LANG = {
  ru: {
    browser: 'ru-RU',
    // Inflected: the index stems it to the practice "Международный арбитраж".
    query: 'арбитражного спора',
    best: 'Международный арбитраж',
    marked: /^арбитраж/i,
    practices: /^Практики \(\d+\)$/,
    again: 'Искать снова',
    empty: 'К сожалению, по вашему запросу ничего не найдено. Попробуйте другие ключевые слова.',
    back: 'Вернуться назад',
    person: 'громов',
    personTitle: 'Громов Андрей Викторович',
    // A field many people practise: they lead "All".
    field: 'арбитраж',
    filter: 'Тип материала',
  },
  en: {
    browser: 'en-US',
    query: 'arbitrations',
    best: 'International arbitration',
    marked: /^arbitration/i,
    practices: /^Practices \(\d+\)$/,
    again: 'Search again',
    empty: 'Sorry, there are no results for this search. Please try again with different keywords.',
    back: 'Go back',
    person: 'gromov',
    personTitle: 'Andrey Gromov',
    field: 'arbitration',
    filter: 'Kind of content',
  },
} as const

const STATUS = 'main p[role="status"]'
const RESULT_LINKS = 'main ol li h2 a'
const PEOPLE_CARDS = 'main section[aria-labelledby="search-people"] .contact-card'

for (const locale of ['ru', 'en'] as const) {
  const L = LANG[locale]
  const searchPage = (query = '') => localized(`/search${query}`, locale)

  test.describe(`/search in ${locale}`, () => {
    test.use({ locale: L.browser })

    test('searching from the form ranks the best match first and marks the words', async ({
      page,
    }) => {
      await page.goto(searchPage())
      const box = page.getByRole('searchbox')
      await box.fill(L.query)
      await box.press('Enter')
      await expect(page).toHaveURL(/[?&]q=/)
      await expect(page.locator(STATUS)).toContainText(L.query)
      await expect(page.locator(RESULT_LINKS).first()).toHaveText(L.best)
      await expect(page.locator(RESULT_LINKS).first().locator('mark')).toHaveText(L.marked)
      await expect(page.getByRole('button', { name: L.again })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      // Following a result opens its page: a sub-area opens as a section of its parent practice.
      await page.locator(RESULT_LINKS).first().click()
      await expect(page).toHaveURL(/\/practices\/\d+\/[^?]+\?section=/)
      await expect(page.locator('main')).toContainText(L.best)
    })

    test('the kind tabs narrow the results and keep the query', async ({ page }) => {
      await page.goto(searchPage(`?q=${encodeURIComponent(L.query)}`))
      const tab = page.locator('main nav a', { hasText: L.practices })
      // Tabs are links: following the href is what a click does (and what a crawler does).
      await page.goto((await tab.getAttribute('href')) ?? '')
      await expect(page).toHaveURL(/[?&]type=practice/)
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(L.practices)
      const count = Number((await tab.textContent())?.match(/\d+/)?.[0])
      await expect(page.locator(RESULT_LINKS)).toHaveCount(Math.min(count, SEARCH.pageSize))
      for (const href of await page
        .locator(RESULT_LINKS)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/\/practices\//)
      }
      await expect(page.getByRole('searchbox')).toHaveValue(L.query)
    })

    test('people are found by name; pages of results are crawlable links', async ({ page }) => {
      await page.goto(searchPage(`?q=${encodeURIComponent(L.person)}`))
      await expect(page.locator(PEOPLE_CARDS).first().locator('h3')).toHaveText(L.personTitle)
      await page.goto(searchPage(`?q=${encodeURIComponent(L.query)}`))
      const next = page.locator('.pagination a[rel="next"]')
      const url = new URL((await next.getAttribute('href')) ?? '', 'http://x')
      expect(url.searchParams.get('q')).toBe(L.query)
      expect(url.searchParams.get('page')).toBe('2')
      await page.goto((await next.getAttribute('href')) ?? '')
      await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
      await expect(page.locator(RESULT_LINKS)).not.toHaveCount(0)
    })

    test('people who match come first in "All" as cards; the People tab shows a photo or initials and the phone; the tabs fit one row', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(searchPage(`?q=${encodeURIComponent(L.field)}`))
      const cards = page.locator(PEOPLE_CARDS)
      await expect(cards).toHaveCount(4)
      for (const card of await cards.all()) {
        await expect(card.locator('img, [data-initials]')).toHaveCount(1)
        await expect(card.locator('h3 a')).toHaveAttribute('href', /\/team\/\d+\//)
        await expect(card.locator('h3 + p')).not.toBeEmpty()
        await expect(card.locator('a[href^="tel:"]')).toBeVisible()
      }
      const [lastCard, firstResult] = await Promise.all([
        cards.last().boundingBox(),
        page.locator(RESULT_LINKS).first().boundingBox(),
      ])
      expect(lastCard?.y).toBeLessThan(firstResult?.y ?? 0)
      const tops = await page
        .getByRole('navigation', { name: L.filter })
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
      expect(tops.length).toBeGreaterThan(5)
      expect(new Set(tops).size).toBe(1)

      await page.goto(searchPage(`?q=${encodeURIComponent(L.field)}&type=person`))
      const people = page.locator('main ol > li')
      await expect(people).toHaveCount(SEARCH.pageSize)
      for (const person of await people.all()) {
        await expect(person.locator('img, [data-initials]')).toHaveCount(1)
        await expect(person.locator('a[href^="tel:"]')).toBeVisible()
      }
    })

    test('no results: the exact message, a field to search again and a way back', async ({
      page,
    }) => {
      await page.goto(searchPage('?q=zzqxwvv'))
      await expect(page.locator(STATUS)).toHaveText(L.empty)
      await expect(page.locator(RESULT_LINKS)).toHaveCount(0)
      await expect(page.getByRole('searchbox')).toHaveValue('zzqxwvv')
      await page.getByRole('link', { name: L.back }).click()
      await expect(page).toHaveURL(new RegExp(`${localized('/', locale).replace(/\/$/, '')}/?$`))
    })

    test('odd input answers with a page, never an error; markup stays text', async ({ page }) => {
      for (const q of ['<script>alert(1)</script>', '%', '😀', 'а'.repeat(500)]) {
        const response = await page.goto(searchPage(`?q=${encodeURIComponent(q)}&type=x&page=-2`))
        expect(response?.status(), q).toBe(200)
        await expect(page.getByRole('searchbox')).toHaveValue(
          Array.from(q).slice(0, SEARCH.maxQueryLength).join(''),
        )
      }
    })

    test('axe finds no violations with results and without @phone', async ({ page }) => {
      for (const query of ['', `?q=${encodeURIComponent(L.query)}`, '?q=zzqxwvv']) {
        await page.goto(searchPage(query))
        await expectNoAxeViolations(page)
      }
    })
  })
}

test.describe('pages that read the query string', () => {
  // Each a query no earlier test asked, so the page is rendered for this request.
  const pages = [
    { path: '/search', query: 'арбитражного', results: RESULT_LINKS },
    { path: '/en/news', query: 'sanctions', results: 'main ul li h2 a' },
  ]
  for (const { path, query, results } of pages) {
    test(`${path}: the page hydrates, and Back after a client navigation shows the results again`, async ({
      page,
    }) => {
      // Script errors (a failed hydration among them), and failed answers the page runs on.
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('response', (response) => {
        const kind = response.request().resourceType()
        if (
          response.status() >= 400 &&
          ['document', 'script', 'stylesheet', 'fetch'].includes(kind)
        ) {
          errors.push(`${response.status()} ${kind} ${response.url()}`)
        }
      })
      const url = `${path}?q=${encodeURIComponent(query)}&frame-test=${Date.now()}`
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      const titles = await page.locator(results).allTextContents()
      expect(titles.length).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      // A marker on window survives only if the page is neither reloaded nor replaced.
      await page.evaluate(() => {
        ;(window as { marker?: number }).marker = 1
      })
      // The site's menu navigates on the client: React runs the page it was given.
      await page.locator('.main-nav ul a').first().click()
      await expect(page).not.toHaveURL(/frame-test/)
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
      await page.goBack()
      await expect(page).toHaveURL(/frame-test/)
      await expect(page.locator(results)).toHaveText(titles)
      expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
      await expect(page.getByRole('searchbox').first()).toHaveValue(query)
      expect(errors).toEqual([])
    })
  }
})
