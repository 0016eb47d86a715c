import { expect, type Locator, type Page, test } from '@playwright/test'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

const TEXT = {
  ru: {
    year: 'Год',
    source: 'Рейтинг или издание',
    practice: 'Практика',
    reset: 'Сбросить фильтр',
    empty: 'записей не найдено',
    criminal: 'Уголовно-правовая защита',
    amount: 'Сумма',
    count: (shown: number, total: number) => `Показано: ${shown} из ${total}`,
  },
  en: {
    year: 'Year',
    source: 'Ranking or publication',
    practice: 'Practice',
    reset: 'Reset filters',
    empty: 'no entries found',
    criminal: 'Criminal defence',
    amount: 'Amount',
    count: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  },
} as const

const items = (page: Page): Locator => page.locator('main article')
const yearHeadings = (page: Page): Locator =>
  page.locator('main section:not([aria-labelledby="rankings-summary"]) h2')

/** The page once the browser has applied the address's filter (the list is rendered in full). */
async function open(page: Page, locale: 'ru' | 'en', query = '') {
  const response = await page.goto(localized(`/achievements${query}`, locale))
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
}

async function total(page: Page): Promise<number> {
  const text = (await page.locator('main').getByRole('status').textContent()) ?? ''
  return Number(text.match(/(\d+)\D*$/)?.[1])
}

for (const locale of ['ru', 'en'] as const) {
  const t = TEXT[locale]

  test.describe(`achievements in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('lists every ranking grouped by year, with its figure, source and links', async ({
      page,
    }) => {
      await open(page, locale)
      const count = await items(page).count()
      // The demo content has three a year from 2015 to 2026.
      expect(count).toBe(36)
      await expect(page.locator('main').getByRole('status')).toHaveText(t.count(count, count))
      const years = await yearHeadings(page).allTextContents()
      expect(years).toEqual([...years].sort().reverse())
      expect(new Set(years).size).toBe(years.length)
      const first = items(page).first()
      await expect(first.locator('h3')).not.toBeEmpty()
      await expect(first.locator('p').first()).not.toBeEmpty()
      const details = page.locator('main article a[target="_blank"]').first()
      await expect(details).toHaveAttribute('rel', /noopener/)
      await expect(details).toHaveAttribute('href', /^https:\/\//)
      const practice = page.locator('main article a[href*="/practices/"]').first()
      await expect(practice).toHaveAttribute('href', /^(?:\/en)?\/practices\/\d+\/[a-z0-9-]+/)
    })

    test('a summary of the latest rank per directory comes first; ranks and amounts differ', async ({
      page,
    }) => {
      await open(page, locale)
      const summary = page.locator('main section[aria-labelledby="rankings-summary"]')
      const directories = summary.locator('table')
      expect(await directories.count()).toBeGreaterThanOrEqual(4)
      await expect(summary.locator('caption', { hasText: 'Chambers Europe' })).toHaveCount(1)
      const [summaryBox, firstItem] = await Promise.all([
        summary.boundingBox(),
        items(page).first().boundingBox(),
      ])
      expect(summaryBox && summaryBox.y + summaryBox.height).toBeLessThan(firstItem?.y ?? 0)
      // Each row links to its entry in the detail, which carries the same rank.
      const rows = await summary.locator('tbody tr').all()
      expect(rows.length).toBeGreaterThanOrEqual(4)
      for (const row of rows) {
        const href = (await row.locator('a').getAttribute('href')) ?? ''
        expect(href).toMatch(/^#achievement-\d+$/)
        const rank = (await row.locator('td').first().textContent()) ?? ''
        await expect(page.locator(`main article${href}`)).toContainText(rank)
      }

      // A rank is a framed badge, a case's amount plain text under its caption.
      const style = (locator: Locator) =>
        locator.evaluate((el) => {
          const css = getComputedStyle(el)
          return { border: css.borderTopWidth, font: css.fontFamily }
        })
      const rank = await style(page.locator('main article p', { hasText: /^Band 1$/ }).first())
      const amount = await style(
        page.locator('main article p', { hasText: new RegExp(`^${t.amount}`) }).first(),
      )
      expect(rank.border).not.toBe('0px')
      expect(amount.border).toBe('0px')
      expect(rank.font).not.toBe(amount.font)
    })

    test('each filter narrows the list and updates the address', async ({ page }) => {
      await open(page, locale)
      const all = await items(page).count()
      const reset = page.getByRole('button', { name: t.reset })

      await page.getByLabel(t.year).selectOption('2024')
      await expect(page).toHaveURL(/\/achievements\?year=2024$/)
      await expect(yearHeadings(page)).toHaveText(['2024'])
      const inYear = await items(page).count()
      expect(inYear).toBeGreaterThan(0)
      expect(inYear).toBeLessThan(all)
      await expect(page.locator('main').getByRole('status')).toHaveText(t.count(inYear, all))

      await page.getByLabel(t.source).selectOption('pravo-ru-300')
      await expect(page).toHaveURL(/\?year=2024&source=pravo-ru-300$/)
      const both = await items(page).count()
      expect(both).toBeGreaterThan(0)
      expect(both).toBeLessThan(inYear)
      for (const item of await items(page).all()) {
        await expect(item).toContainText(/Право\.ru-300|Pravo\.ru-300/i)
      }

      await reset.click()
      await expect(page).toHaveURL(/\/achievements$/)
      await expect(items(page)).toHaveCount(all)

      await page.getByLabel(t.source).selectOption('pravo-ru-300')
      await expect(page).toHaveURL(/\?source=pravo-ru-300$/)
      const bySource = await items(page).count()
      expect(bySource).toBeGreaterThan(0)
      expect(bySource).toBeLessThan(all)
      await reset.click()
      await expect(page).toHaveURL(/\/achievements$/)
      await expect(items(page)).toHaveCount(all)

      await page.getByLabel(t.practice).selectOption({ label: t.criminal })
      await expect(page).toHaveURL(/\?practice=\d+$/)
      const byPractice = await items(page).count()
      expect(byPractice).toBeGreaterThan(0)
      expect(byPractice).toBeLessThan(all)
      for (const item of await items(page).all()) {
        await expect(item.getByRole('link', { name: t.criminal, exact: true })).toBeVisible()
      }
    })

    test('an address with the filter opens it again', async ({ page }) => {
      await open(page, locale, '?year=2024&source=pravo-ru-300')
      await expect(page.getByLabel(t.year)).toHaveValue('2024')
      await expect(page.getByLabel(t.source)).toHaveValue('pravo-ru-300')
      await expect(yearHeadings(page)).toHaveText(['2024'])
      const shown = await items(page).count()
      expect(shown).toBeGreaterThan(0)
      await expect(page.locator('main').getByRole('status')).toHaveText(t.count(shown, 36))
      expect(await total(page)).toBe(36)

      // Values that do not occur are ignored: the whole list shows.
      await open(page, locale, '?year=1900&source=nobody')
      await expect(page.getByLabel(t.year)).toHaveValue('')
      await expect(items(page)).toHaveCount(36)
    })

    test('a combination without entries says so, and reset brings the list back', async ({
      page,
    }) => {
      await open(page, locale)
      await page.getByLabel(t.year).selectOption('2015')
      await expect(page).toHaveURL(/\?year=2015$/)
      await page.getByLabel(t.source).selectOption('best-lawyers')
      await expect(page).toHaveURL(/\?year=2015&source=best-lawyers$/)
      await expect(items(page)).toHaveCount(0)
      await expect(page.locator('main').getByText(t.empty, { exact: true })).toBeVisible()
      await expect(page.locator('main').getByRole('status')).toHaveText(t.count(0, 36))

      // The reset beside the message.
      await page.getByRole('button', { name: t.reset }).last().click()
      await expect(items(page)).toHaveCount(36)
      await expect(page).toHaveURL(/\/achievements$/)
      await expect(page.getByLabel(t.year)).toHaveValue('')
      await expect(page.getByLabel(t.source)).toHaveValue('')
    })

    test('without JavaScript every entry is listed', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(localized('/achievements?year=2015', locale))
      await expect(page.locator('main article')).toHaveCount(36)
      await context.close()
    })

    test('axe finds no violations, with and without a result @phone', async ({ page }) => {
      await open(page, locale)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectNoAxeViolations(page, { label: 'full list' })
      await page.getByLabel(t.year).selectOption('2015')
      await expect(page).toHaveURL(/\?year=2015$/)
      await page.getByLabel(t.source).selectOption('best-lawyers')
      await expect(page.locator('main').getByText(t.empty, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, { label: 'no entries' })
    })
  })
}
