import { expect, type Page, test } from '@playwright/test'

import { DETAIL_SOURCES, localized, PLAIN_ROUTES } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { cspViolations, watchCsp } from '../helpers/csp'
import { layoutWidths } from '../helpers/page-width'

/** The narrowest phones in use (an iPhone SE of the first generation, small Androids). */
const NARROWEST = 320

/**
 * Nothing is wider than the screen: on phones, overflowing content makes the browser lay the
 * page out wider than the device and zoom it out. Checked at the project's phone width and at
 * the narrowest, where a long Russian word in a heading or a menu is wider than its line.
 */
async function expectNoHorizontalOverflow(page: Page) {
  const phone = page.viewportSize()!
  for (const width of [phone.width, NARROWEST]) {
    await page.setViewportSize({ width, height: phone.height })
    const layout = await layoutWidths(page)
    expect(layout.inner, `layout viewport width at ${width} px`).toBe(width)
    expect(layout.scroll, `document width at ${width} px`).toBeLessThanOrEqual(width)
  }
  await page.setViewportSize(phone)
}

/**
 * Nothing on the page is left in the browser's own look: buttons and fields are set in the site's
 * type (its sans or serif stack), not the browser's default for controls (Arial at 13.33 px on
 * Linux; the home page's slider arrows once were), and nothing shown has the browser's grey 3D
 * borders (an editor's horizontal rule once had).
 */
async function expectSiteStyles(page: Page) {
  const strays = await page.evaluate(() => {
    const family = (el: Element) => getComputedStyle(el).fontFamily
    const heading = document.querySelector('h1')
    const own = new Set([family(document.body), ...(heading ? [family(heading)] : [])])
    const shown = (el: Element) => [...el.getClientRects()].some((r) => r.right > 0 && r.bottom > 0)
    const controls = [
      ...document.querySelectorAll('button, input:not([type="hidden"]), select, textarea'),
    ]
      .filter((el) => shown(el) && !own.has(family(el)))
      .map((el) => `${el.outerHTML.slice(0, 100)} in ${family(el)}`)
    const grooves = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          shown(el) && /\b(inset|outset|groove|ridge)\b/.test(getComputedStyle(el).borderStyle),
      )
      .map((el) => `${el.outerHTML.slice(0, 100)} with the browser's 3D border`)
    return [...controls, ...grooves]
  })
  expect(strays, "parts of the page in the browser's own look, not the site's").toEqual([])
}

/**
 * What the page reports as an error from the first byte on: an exception nothing caught, and the
 * console's errors (a failed load of a script, a style or an image among them).
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} (${message.location().url})`)
  })
  return errors
}

/**
 * axe over each page type at the desktop's width, before other widths are tried: each route is
 * loaded once for this and the checks above. A route with a query (a type or a search) is a page
 * type already checked without one, and a detail page's own file runs axe on it at both widths
 * (practices, team, press-center); at a phone's width axe runs in a11y.e2e.ts and in each page
 * type's own file.
 */
async function expectAccessibleOnDesktop(page: Page, isMobile: boolean) {
  if (!isMobile) await expectNoAxeViolations(page)
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`every route in ${locale} @phone`, () => {
    // The browser's own language, so that the root path is not redirected to the other one.
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })
    for (const route of PLAIN_ROUTES) {
      test(`${route}`, async ({ page, isMobile }) => {
        const errors = watchErrors(page)
        const csp = await watchCsp(page)
        const response = await page.goto(localized(route, locale))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const heading = page.locator('h1').first()
        await expect(heading).toBeVisible()
        expect((await heading.textContent())?.trim().length).toBeGreaterThan(0)
        await expect(page.locator('header.site-header')).toBeVisible()
        await expect(page.locator('footer.site-footer')).toBeVisible()
        if (!route.includes('?')) await expectAccessibleOnDesktop(page, isMobile)
        await expectNoHorizontalOverflow(page)
        await expectSiteStyles(page)
        expect(errors, 'errors the page reported').toEqual([])
        expect(await cspViolations(page, csp), 'violations of the page’s CSP').toEqual([])
      })
    }

    for (const [list, pattern] of DETAIL_SOURCES) {
      test(`a detail page from ${list}`, async ({ page, isMobile }) => {
        const errors = watchErrors(page)
        const csp = await watchCsp(page)
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
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const violations = await cspViolations(page, csp)
        // The detail page loaded whole as well, under its own answer's policy (the policy is the
        // same at every width).
        if (!isMobile) {
          await page.reload()
          await expect(page.locator('h1').first()).toBeVisible()
        }
        // The page's view transition has ended: a window resized during it aborts it, with an
        // error in the console, and the measures below would see its snapshots.
        await page.waitForFunction(
          () => !document.documentElement.matches(':active-view-transition'),
        )
        await expectNoHorizontalOverflow(page)
        await expectSiteStyles(page)
        if (!isMobile) violations.push(...(await cspViolations(page, csp)))
        expect(errors, 'errors the pages reported').toEqual([])
        expect(violations, 'violations of the pages’ CSP').toEqual([])
      })
    }
  })

  test.describe(`the 404 page in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

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

test.describe('language detection on the root path only', () => {
  test.use({ locale: 'en-US' })

  test('an English browser at / goes to /en and keeps the choice in a cookie', async ({
    page,
    context,
  }) => {
    const response = await page.request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    // 365 days, give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  })

  test('a deep link opens in the language of its path', async ({ page }) => {
    const response = await page.goto('/news')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/news$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })
})

test.describe('a stored language choice', () => {
  test.use({ locale: 'ru-RU' })

  test('takes precedence over the browser language on the root path', async ({ page, context }) => {
    await context.addCookies([
      { name: 'i18n_redirected', value: 'en', domain: '127.0.0.1', path: '/' },
    ])
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('page transitions', () => {
  test.use({ locale: 'ru-RU' })

  test('a navigation runs a view transition of the page, without animation when motion is reduced', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      const original = document.startViewTransition?.bind(document)
      ;(window as { transitions?: number }).transitions = 0
      if (!original) return
      document.startViewTransition = ((arg: Parameters<typeof original>[0]) => {
        ;(window as { transitions?: number }).transitions! += 1
        return original(arg)
      }) as typeof document.startViewTransition
    })
    await page.locator('header a[href="/practices"]').first().click()
    await expect(page).toHaveURL(/\/practices$/)
    expect(
      await page.evaluate(() => (window as { transitions?: number }).transitions),
    ).toBeGreaterThan(0)
    // The page's transition is named "page" and has no animation under reduced motion.
    const reduced = await page.evaluate(() => {
      const found: string[] = []
      for (const sheet of document.styleSheets) {
        let rules: CSSRuleList
        try {
          rules = sheet.cssRules
        } catch {
          continue
        }
        for (const rule of rules) {
          if (!(rule instanceof CSSMediaRule)) continue
          if (!rule.conditionText.includes('prefers-reduced-motion: reduce')) continue
          for (const inner of rule.cssRules) {
            if (inner instanceof CSSStyleRule && inner.selectorText.includes('(page)')) {
              found.push(`${inner.selectorText} → ${inner.style.animationName}`)
            }
          }
        }
      }
      return found
    })
    expect(reduced.length).toBeGreaterThan(0)
    for (const rule of reduced) expect(rule).toMatch(/→ none$/)
  })
})
