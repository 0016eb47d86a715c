import { expect, type Page, test } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { headerSearchLink } from '../helpers/header'

/** Per language: a query with another word form than the title it should find, and that title. */
const LANG = {
  ru: {
    browser: 'ru-RU',
    messages: ru,
    query: 'арбитражного спора',
    title: 'Международный арбитраж',
    marked: 'арбитраж',
    count: /^Найден[оа]? \d+ результат/,
  },
  en: {
    browser: 'en-US',
    messages: en,
    query: 'arbitration disputes',
    title: 'International arbitration',
    marked: 'arbitration',
    count: /^\d+ results?$/,
  },
} as const

const NONSENSE = 'zzzqqqxx'

/** The popup has its code and the content snapshot: it can answer, online or not. */
async function popupReady(page: Page) {
  await expect(page.locator('dialog[data-ready="true"]')).toHaveCount(1, { timeout: 20_000 })
}

const measures = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('popup-search:query').length)

for (const locale of ['ru', 'en'] as const) {
  const L = LANG[locale]
  const t = L.messages.popupSearch

  test.describe(`popup search in ${locale}`, () => {
    test.use({ locale: L.browser })

    test('opens by click, finds other word forms, marks them, and Esc returns focus', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      const trigger = await headerSearchLink(page)
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await expect(dialog).toBeVisible()
      // Still the page it was: the link did not navigate.
      await expect(page).toHaveURL(localized('/', locale))
      const field = dialog.getByRole('searchbox', { name: t.label })
      await expect(field).toBeFocused()
      await expect(field).toHaveAttribute('enterkeyhint', 'search')
      await expect(field).toHaveAttribute('maxlength', '200')

      await field.fill(L.query)
      const results = dialog.getByRole('list', { name: t.results })
      const first = results.getByRole('link').first()
      await expect(first).toContainText(L.title)
      await expect(first.locator('mark').first()).toHaveText(new RegExp(L.marked, 'i'))
      // Kind label, and the path in the page's language.
      await expect(first).toContainText(L.messages.search.types.practice)
      const href = await first.getAttribute('href')
      expect(href).toMatch(locale === 'en' ? /^\/en\/practices\// : /^\/practices\//)
      expect(await results.getByRole('link').count()).toBeLessThanOrEqual(8)
      await expect(dialog.getByRole('status')).toHaveText(L.count)
      expect(await measures(page)).toBeGreaterThan(0)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()

      // Reopened, the last query is still there (selected, so typing replaces it).
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(field).toHaveValue(L.query)
      await expect(field).toBeFocused()
      await dialog.getByRole('button', { name: t.close }).click()
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
      // Opening the popup was no navigation: the page's progress bar never started (a started one
      // would still be showing, with nothing to finish it).
      await expect(page.getByRole('progressbar')).toHaveCount(0)
    })

    test('reopened before the browser reports the close, it stays open', async ({ page }) => {
      await page.goto(localized('/', locale))
      const trigger = await headerSearchLink(page)
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await expect(dialog).toBeVisible()
      // A dialog's `close` event comes in a task of its own after it closes. A busy browser can
      // take the next click (Escape, then Enter at once) first: the dialog opens again, and the
      // late event must not close it.
      await page.evaluate(async () => {
        const element = document.querySelector('dialog')
        if (!element) throw new Error('no dialog')
        const late = new Promise((done) => element.addEventListener('close', done, { once: true }))
        element.close()
        document.querySelector<HTMLAnchorElement>('header a.search-link')?.click()
        // The late event, then time for what it would render.
        await late
        await new Promise((done) => setTimeout(done, 300))
      })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('searchbox')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    })

    test('works from the keyboard: open, arrows through the results, Enter follows one', async ({
      page,
    }) => {
      await page.goto(localized('/collegium', locale))
      const trigger = await headerSearchLink(page)
      await trigger.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: t.title })
      await expect(dialog).toBeVisible()
      await page.keyboard.type(L.query)
      const links = dialog.getByRole('list', { name: t.results }).getByRole('link')
      await expect(links.first()).toContainText(L.title)
      const field = dialog.getByRole('searchbox')

      await page.keyboard.press('ArrowDown')
      await expect(links.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(links.nth(1)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(field).toBeFocused()
      // Focus stays inside the modal dialog, both ways round.
      const inDialog = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
      for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
        await page.keyboard.press(key)
        expect(await inDialog(), `focus after ${key}`).toBe(true)
      }

      await field.focus()
      await page.keyboard.press('ArrowDown')
      const target = await links.first().getAttribute('href')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target)
      await expect(dialog).toBeHidden()
    })

    test('says when nothing is found; Enter and "All results" open /search with the query', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      await (await headerSearchLink(page)).click()
      const dialog = page.getByRole('dialog', { name: t.title })
      const field = dialog.getByRole('searchbox')
      await field.fill(NONSENSE)
      await expect(dialog.getByRole('status')).toHaveText(L.messages.search.empty)
      await expect(dialog.getByRole('list')).toHaveCount(0)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(localized(`/search?q=${NONSENSE}`, locale))
      await expect(page.locator('main [role="status"]')).toHaveText(L.messages.search.empty)
      await expect(dialog).toBeHidden()

      await (await headerSearchLink(page)).click()
      await field.fill(L.query)
      await expect(dialog.getByRole('list').getByRole('link').first()).toContainText(L.title)
      await dialog.getByRole('link', { name: t.all }).click()
      await expect(page).toHaveURL(
        localized(`/search?q=${encodeURIComponent(L.query).replace(/%20/g, '+')}`, locale),
      )
      await expect(
        page.locator('main').getByRole('link', { name: L.title, exact: true }).first(),
      ).toBeVisible()
    })

    test('answers offline once the content is loaded', async ({ page, context }) => {
      await page.goto(localized('/', locale))
      const trigger = await headerSearchLink(page)
      await popupReady(page)
      await context.setOffline(true)
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await dialog.getByRole('searchbox').fill(L.query)
      await expect(dialog.getByRole('list').getByRole('link').first()).toContainText(L.title)
      await context.setOffline(false)
    })

    test('uses the stored snapshot when the content database cannot be reached', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      await headerSearchLink(page)
      await popupReady(page)
      // A later page of the same browser, with the network failing for the content database.
      await page.route('**/_content/**', (route) => route.abort('internetdisconnected'))
      await page.goto(localized('/contacts', locale))
      await (await headerSearchLink(page)).click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await dialog.getByRole('searchbox').fill(L.query)
      await expect(dialog.getByRole('list').getByRole('link').first()).toContainText(L.title)
    })

    test('says so when offline before the content could load, and when it fails', async ({
      page,
    }) => {
      await page.route('**/_content/**', (route) => route.abort('internetdisconnected'))
      await page.goto(localized('/', locale))
      await (await headerSearchLink(page)).click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await expect(dialog.getByRole('status')).toHaveText(t.offline)

      await page.keyboard.press('Escape')
      await page.unroute('**/_content/**')
      await page.route('**/_content/manifest.json', (route) =>
        route.fulfill({ status: 503, json: { error: 'unavailable' } }),
      )
      await page.goto(localized('/news', locale))
      await (await headerSearchLink(page)).click()
      await expect(dialog.getByRole('status')).toHaveText(t.error)
      await dialog.getByRole('link', { name: t.searchPage }).click()
      await expect(page).toHaveURL(localized('/search', locale))
    })

    test('the open dialog passes axe and fits the screen @phone', async ({ page, isMobile }) => {
      await page.goto(localized('/', locale))
      await (await headerSearchLink(page)).click()
      const dialog = page.getByRole('dialog', { name: t.title })
      await dialog.getByRole('searchbox').fill(L.query)
      await expect(dialog.getByRole('list').getByRole('link').first()).toContainText(L.title)
      await expectNoAxeViolations(page, { include: 'dialog', label: 'the popup search' })

      const viewport = page.viewportSize()!
      const box = (await dialog.boundingBox())!
      if (isMobile) {
        // A sheet over the whole screen.
        expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })
      } else {
        // A panel in the middle.
        expect(box.width).toBeLessThanOrEqual(720)
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1)
      }
    })
  })
}

test.describe('popup search at 390 px @phone-only', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' })

  test('is a full-screen sheet without sideways scrolling', async ({ page }) => {
    await page.goto('/')
    await (await headerSearchLink(page)).click()
    const dialog = page.getByRole('dialog', { name: ru.popupSearch.title })
    await dialog.getByRole('searchbox').fill('банкротство')
    await expect(dialog.getByRole('list').getByRole('link').first()).toBeVisible()
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    const widths = await page.evaluate(() => {
      const element = document.querySelector('dialog')!
      return {
        document: document.documentElement.scrollWidth,
        dialog: element.scrollWidth - element.clientWidth,
      }
    })
    expect(widths.document).toBeLessThanOrEqual(390)
    expect(widths.dialog).toBeLessThanOrEqual(0)
  })
})

test.describe('popup search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header link opens the search page', async ({ page }) => {
    await page.goto('/en')
    await page.locator('header a.search-link').click()
    await expect(page).toHaveURL('/en/search')
  })
})
