import { expect, type Page, type Route, test } from '@playwright/test'

import { PROGRESS_BAR } from '../../src/config/constants'
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'

/**
 * SPEC §8: "A failed page fetch marks the progress bar failed, sets the app error and shows the
 * error view." The page data of an in-app navigation is made to fail in the network; Next alone
 * would load the target as a new document instead (vercel/next.js#46674).
 */

declare global {
  interface Window {
    __barStates: string[]
    __sameDocument: boolean
  }
}

/** Records every state the progress bar shows, from the first script of each document on. */
async function recordBarStates(page: Page) {
  await page.addInitScript(() => {
    window.__barStates = []
    const sample = () => {
      const state =
        document.querySelector('[role="progressbar"]')?.getAttribute('data-state') ?? 'none'
      if (window.__barStates.at(-1) !== state) window.__barStates.push(state)
    }
    new MutationObserver(sample).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    })
  })
}

/** The App Router's navigation fetch (not a prefetch) of a path. */
function isNavigationFetch(route: Route, pathname: string): boolean {
  const request = route.request()
  return (
    new URL(request.url()).pathname === pathname &&
    request.headers().rsc === '1' &&
    !request.headers()['next-router-prefetch'] &&
    !request.headers()['next-router-segment-prefetch']
  )
}

const TEXTS = { ru: ru.error, en: en.error }

for (const locale of ['ru', 'en'] as const) {
  test.describe(`a failed navigation in ${locale} (SPEC §8)`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('marks the bar failed and shows the error view in place; retry reaches the page', async ({
      page,
    }) => {
      const t = TEXTS[locale]
      const from = localized('/practices', locale)
      const to = localized('/news', locale)
      await recordBarStates(page)
      let loads = 0
      page.on('load', () => {
        loads += 1
      })
      await page.goto(from)
      await page.waitForLoadState('networkidle')
      // A mark on this document: a reload or a document load of the target would drop it.
      await page.evaluate(() => {
        window.__sameDocument = true
      })
      const failing = (route: Route) => {
        if (!isNavigationFetch(route, to)) return route.continue()
        // Late enough for the bar to be on screen (it appears after its throttle).
        return new Promise((resolve) => setTimeout(resolve, PROGRESS_BAR.throttleMs + 400)).then(
          () => route.abort('internetdisconnected'),
        )
      }
      const rscOf = (url: URL) => url.pathname === to && url.searchParams.has('_rsc')
      await page.route(rscOf, failing)
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url())
      })

      await page.locator(`header a[href="${to}"]`).first().click()

      const main = page.locator('main#main')
      const heading = main.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(t.title)
      await expect(main.getByText(t.navigationFailed, { exact: true })).toBeVisible()
      // The title has the focus, so a screen reader says what happened.
      await expect(heading).toBeFocused()
      await expect
        .poll(() => page.evaluate(() => window.__barStates))
        .toEqual(expect.arrayContaining(['running', 'failed']))
      await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, '\\/')}$`))
      await expect(page.locator('header.site-header')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // No full page load: the same document, one load, no document request.
      await page.waitForTimeout(PROGRESS_BAR.hideDelayMs + 300)
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true)
      expect(loads).toBe(1)
      expect(documents).toEqual([])

      // The network is back; the retry button is next in the keyboard order and fetches again.
      await page.unroute(rscOf, failing)
      await page.keyboard.press('Tab')
      const retry = main.getByRole('button', { name: t.retry, exact: true })
      await expect(retry).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`))
      await expect(heading).not.toHaveText(t.title)
      await expect(main.getByText(t.navigationFailed, { exact: true })).toHaveCount(0)
      expect(await page.evaluate(() => window.__sameDocument)).toBe(true)
      expect(loads).toBe(1)
      expect(documents).toEqual([])
    })
  })
}
