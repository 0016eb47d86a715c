import { expect, type Page, test } from '@playwright/test'
import { localized } from '../../support/routes'
import { axeViolations, expectNoAxeViolations } from '../helpers/axe'
import { headerSearchLink } from '../helpers/header'

/** True when the focused element draws a visible focus indicator (an outline or a box shadow). */
function hasFocusIndicator(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el) return false
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== 'none'
  })
}

/** The page is in the expected language and axe finds nothing on it. */
async function expectNoViolations(page: Page, locale: 'ru' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expectNoAxeViolations(page)
}

// The check the whole suite relies on can fail: axe, as tests/helpers/axe.ts runs it, reports
// what is wrong on the page and inside a frame of it (the admin's live preview is one), and
// targets too small to touch (a rule axe leaves off by default).
test('axe as the suite runs it finds a violation on the page and one in a frame', async ({
  page,
}) => {
  await page.goto('/')
  // Hydrated: markup added before may be dropped by React (the frame was lost so in a clean-clone
  // run and in 3 of 6 runs on a loaded machine).
  await headerSearchLink(page)
  expect(await axeViolations(page)).toEqual([])
  await page.evaluate(async () => {
    const main = document.querySelector('main') as HTMLElement
    main.insertAdjacentHTML('beforeend', '<img src="/icon.svg" width="10" height="10">')
    // Two named 10 px buttons side by side: each too small, and too close to the other.
    for (const name of ['one', 'two']) {
      const button = document.createElement('button')
      button.setAttribute('aria-label', name)
      Object.assign(button.style, { width: '10px', height: '10px', padding: '0', margin: '0' })
      main.append(button)
    }
    const frame = document.createElement('iframe')
    frame.title = 'test frame'
    frame.srcdoc = '<!doctype html><html lang="en"><body><button></button></body></html>'
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve))
    main.append(frame)
    await loaded
  })
  await expect(page.frames()).toHaveLength(2)
  const found = await axeViolations(page)
  expect(found.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt', 'target-size'])
  const inFrame = found.find((v) => v.id === 'button-name')?.nodes[0]?.target
  expect(inFrame, 'the button is named by its frame and its place in it').toEqual([
    'iframe',
    'button',
  ])
})

for (const locale of ['ru', 'en'] as const) {
  test.describe(`accessibility in ${locale} @phone`, () => {
    // The browser's own language, so that the root path is not redirected to the other one.
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    for (const [name, route, status] of [
      ['the home page', '/', 200],
      ['the 404 page', '/no-such-page', 404],
    ] as const) {
      test(`axe finds no violations on ${name}`, async ({ page }) => {
        const response = await page.goto(localized(route, locale))
        expect(response?.status()).toBe(status)
        await expectNoViolations(page, locale)
      })
    }
  })

  test.describe(`keyboard in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('the first Tab reaches a visible skip link that moves focus to the content', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      await page.keyboard.press('Tab')
      const skip = page.locator('a.skip-link')
      await expect(skip).toBeFocused()
      await expect(skip).toHaveAttribute('href', '#main')
      await expect(skip).toBeInViewport()
      expect(await hasFocusIndicator(page)).toBe(true)
      await page.keyboard.press('Enter')
      await expect(page.locator('#main')).toBeFocused()
      // The next Tab continues inside the content, not back in the header.
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('#main, footer'))),
      ).toBe(true)
    })

    test('Tab reaches every header control, each with a visible focus indicator', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      // Number the header's visible controls, to recognise them as focus moves.
      const count = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            'header a[href], header button, header input, header select, header [tabindex]',
          ),
        ].filter((el) => el.tabIndex >= 0 && el.checkVisibility())
        controls.forEach((el, i) => {
          el.dataset.a11yIndex = String(i)
        })
        return controls.length
      })
      expect(count).toBeGreaterThan(0)

      const reached = new Set<string>()
      const withoutIndicator: string[] = []
      // Skip link first, then the header; stop once focus leaves the header.
      await page.keyboard.press('Tab')
      for (let step = 0; step < count + 5; step++) {
        await page.keyboard.press('Tab')
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          return el?.closest('header')
            ? { index: el.dataset.a11yIndex ?? '?', label: el.outerHTML.slice(0, 120) }
            : null
        })
        if (!focused) break
        reached.add(focused.index)
        if (!(await hasFocusIndicator(page))) withoutIndicator.push(focused.label)
      }
      const all = Array.from({ length: count }, (_, i) => String(i))
      expect(all.filter((i) => !reached.has(i))).toEqual([])
      expect(withoutIndicator).toEqual([])
    })
  })
}
