import { expect, type Page, test } from '@playwright/test'

test.use({ locale: 'ru-RU' })

/** The href of the first link in main whose path matches. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => pattern.test(h))
  expect(href, `a link matching ${pattern}`).toBeDefined()
  return href!
}

test.describe('head of every page', () => {
  test('canonical, hreflang alternates and open graph follow the language and the slug', async ({
    page,
  }) => {
    await page.goto('/team')
    const ruPath = await firstHref(page, /^\/team\/\d+\/[a-z0-9-]+$/)
    await page.goto(ruPath)
    const head = page.locator('head')
    const id = ruPath.split('/')[2]
    const enHref = await head.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')
    expect(new URL(enHref!).pathname).toMatch(new RegExp(`^/en/team/${id}/[a-z0-9-]+$`))
    expect(new URL(enHref!).pathname).not.toBe(`/en${ruPath}`)
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(ruPath)
    const xDefault = await head
      .locator('link[rel="alternate"][hreflang="x-default"]')
      .getAttribute('href')
    expect(new URL(xDefault!).pathname).toBe(ruPath)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU')
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      'en_US',
    )
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/)
    await expect(head.locator('meta[name="format-detection"]')).toHaveAttribute(
      'content',
      'telephone=no',
    )
    await expect(head.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /width=device-width/,
    )
    await expect(head.locator('link[rel="icon"]')).toHaveAttribute('href', /icon/)
    expect((await page.title()).length).toBeGreaterThan(0)

    const en = await page.request.get(new URL(enHref!).pathname)
    expect(en.status()).toBe(200)
  })
})

test.describe('language switcher', () => {
  test('opens the same document in English, with its own slug, and stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/practices')
    const ruPath = await firstHref(page, /^\/practices\/\d+\/[a-z0-9-]+$/)
    await page.goto(ruPath)
    const enHref = new URL(
      (await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))!,
    ).pathname
    await page.locator('.lang-switch a[hreflang="en"]').click()
    await expect(page).toHaveURL(new RegExp(`${enHref}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie?.value).toBe('en')
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)

    await page.locator('.lang-switch a[hreflang="ru"]').click()
    await expect(page).toHaveURL(new RegExp(`${ruPath}$`))
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru')
  })

  test('a news item in Russian switches to the same item in English', async ({ page }) => {
    await page.goto('/news')
    const item = await firstHref(page, /^\/news\/\d+$/)
    await page.goto(item)
    await page.locator('.lang-switch a[hreflang="en"]').click()
    await expect(page).toHaveURL(new RegExp(`/en${item}$`))
  })

  test('choosing the current language does nothing', async ({ page }) => {
    await page.goto('/contacts')
    await page.waitForLoadState('networkidle')
    // A marker on window survives only if the page is neither reloaded nor replaced.
    await page.evaluate(() => {
      ;(window as { marker?: number }).marker = 1
    })
    const historyLength = await page.evaluate(() => history.length)
    await page.locator('.lang-switch a[hreflang="ru"]').click()
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/contacts$/)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1)
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
  })
})

test.describe('main menu on a phone @phone-only', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens behind a button, closes on Escape and after navigation', async ({ page }) => {
    await page.goto('/')
    const button = page.locator('.menu-button')
    const link = page.locator('.main-nav ul a').first()
    await expect(button).toBeVisible()
    await expect(link).toBeHidden()
    // Hydrated: on a loaded machine the code can arrive after the button is shown.
    await expect(page.locator('.main-nav[data-ready="true"]')).toHaveCount(1)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(link).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await button.click()
    await page.locator('.main-nav ul a[href="/team"]').click()
    await expect(page).toHaveURL(/\/team$/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('.main-nav ul a').first()).toBeHidden()
  })

  test('the header stays one row, open or closed, down to the narrowest phones', async ({
    page,
  }) => {
    // 320 px: the icon only, named by its aria-label; 390 px in English: the label shown too.
    for (const [width, path, name] of [
      [320, '/', 'Меню'],
      [390, '/en', 'Menu'],
    ] as const) {
      await page.setViewportSize({ width, height: 640 })
      await page.goto(path)
      await expect(page.locator('.main-nav[data-ready="true"]')).toHaveCount(1)
      const button = page.getByRole('button', { name, exact: true })
      const logo = (await page.locator('.logo').boundingBox())!
      const box = (await button.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(4)
      await button.click()
      // Open, it keeps its name and place; its state is aria-expanded (and a cross for the eye).
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      expect(await button.boundingBox()).toEqual(box)
      await expect(page.locator('.main-nav ul a').first()).toBeVisible()
    }
  })
})

test.describe('scrolling', () => {
  test('a navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/practices')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.locator('footer a[href="/news"]').click()
    await expect(page).toHaveURL(/\/news$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('press-center pagination keeps the position', async ({ page }) => {
    await page.goto('/news')
    const next = page.locator('.pagination a').first()
    await next.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(300)
    await next.click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test('back navigation restores the saved position', async ({ page }) => {
    await page.goto('/team')
    await page.waitForLoadState('networkidle')
    const person = page.locator('main .person-card a').last()
    await person.scrollIntoViewIfNeeded()
    const saved = await page.evaluate(() => Math.round(window.scrollY))
    expect(saved).toBeGreaterThan(600)
    await person.click()
    await expect(page).toHaveURL(/\/team\/\d+\//)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/team$/)
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThan(saved - 50)
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(saved + 50)
  })

  test('a hash scrolls to its element, below the sticky header', async ({ page }) => {
    await page.goto('/practices')
    const practice = await firstHref(page, /^\/practices\/\d+\/[a-z0-9-]+$/)
    await page.goto(`${practice}#sections`)
    const top = await page.locator('#sections').evaluate((el) => el.getBoundingClientRect().top)
    const header = await page
      .locator('.site-header')
      .evaluate((el) => el.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(header - 1)
    expect(top).toBeLessThan(header + 120)
  })
})

test.describe('analytics', () => {
  // With a counter id: consent first, page views, the footer's settings (analytics-consent.e2e.ts).
  test('no Metrika and no consent banner without a counter id', async ({ page }) => {
    const requests: string[] = []
    await page.route('https://mc.yandex.ru/**', (route) => {
      requests.push(route.request().url())
      return route.abort()
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#analytics-consent')).toHaveCount(0)
    await expect(page.locator('.site-footer__button')).toHaveCount(0)
    expect(await page.evaluate(() => 'ym' in window)).toBe(false)
    expect(requests).toEqual([])
  })
})
