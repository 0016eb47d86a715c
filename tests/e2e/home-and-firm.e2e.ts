import { expect, type Page, test } from '@playwright/test'

import { localized } from '../../support/routes'
import { headerSearchLink } from '../helpers/header'

/** The parsed JSON-LD blocks of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** The years on the market as the site counts them from the founding year (the seed sets none). */
const YEARS = new Date().getUTCFullYear() - 1991

/** Each figure's caption, the years' in the form its number takes in the language. */
const CAPTIONS = {
  ru: [
    `${{ one: 'год', few: 'года', many: 'лет' }[new Intl.PluralRules('ru').select(YEARS) as 'one']} на рынке`,
    'адвокатов и юристов',
    'лет в рейтингах',
    'судебных и арбитражных дел в год',
    'опубликованных работ',
  ],
  en: [
    `${YEARS === 1 ? 'year' : 'years'} on the market`,
    'attorneys and lawyers',
    'years in rankings',
    'litigation and arbitration cases per year',
    'published works',
  ],
}

const TEXTS = {
  ru: {
    practices: 'Практики',
    news: 'Новости и публикации',
    next: 'Следующие',
    prev: 'Предыдущие',
    seminar: 'Цифровые активы в 2027 году',
    upcoming: 'Предстоящее событие',
  },
  en: {
    practices: 'Practices',
    news: 'News and publications',
    next: 'Next',
    prev: 'Previous',
    seminar: 'Digital assets in 2027',
    upcoming: 'Upcoming event',
  },
} as const

for (const locale of ['ru', 'en'] as const) {
  const text = TEXTS[locale]

  test.describe(`home page in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('shows the firm figures of SPEC §1 as counters, each with its plural', async ({
      page,
    }) => {
      await page.goto(localized('/', locale))
      const values = await page.locator('.figures dd').allTextContents()
      expect(values.map((v) => v.trim())).toEqual([String(YEARS), '80', '20', '400+', '200+'])
      const captions = await page.locator('.figures dt').allTextContents()
      expect(captions.map((c) => c.trim())).toEqual(CAPTIONS[locale])
      // The heading gives the founding year; the lead says something else.
      await expect(page.locator('#home-title')).toContainText('1991')
      await expect(page.locator('#home-title + p')).not.toContainText('1991')
    })

    test('sets its text in the typefaces the site serves', async ({ page, baseURL }) => {
      const served: string[] = []
      page.on('response', (response) => {
        if (response.ok() && response.url().endsWith('.woff2')) served.push(response.url())
      })
      await page.goto(localized('/', locale))
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready
        const loaded = [...document.fonts].filter((face) => face.status === 'loaded')
        /** The loaded faces of `weight` among the families `element` is set in. */
        const facesOf = (selector: string, weight: string) => {
          const element = document.querySelector(selector)
          if (!element) return []
          const families = getComputedStyle(element).fontFamily.split(',')
          const name = (family: string) => family.trim().replace(/['"]/g, '')
          return loaded.filter(
            (face) => face.weight === weight && families.some((f) => name(f) === name(face.family)),
          )
        }
        return {
          status: document.fonts.status,
          text: facesOf('body', '400').map((face) => face.unicodeRange),
          heading: facesOf('h1', '700').map((face) => face.unicodeRange),
        }
      })
      expect(fonts.status).toBe('loaded')
      // The Latin subset everywhere (digits and punctuation are in it), the Cyrillic one for a
      // Russian page's text and heading; an English page downloads no Cyrillic it does not show.
      const subsets = (ranges: string[]) =>
        ranges.map((range) => (range.includes('U+400-45F') ? 'cyrillic' : 'latin')).sort()
      expect(subsets(fonts.text)).toEqual(locale === 'ru' ? ['cyrillic', 'latin'] : ['latin'])
      expect(subsets(fonts.heading)).toContain('latin')
      if (locale === 'ru') expect(subsets(fonts.heading)).toContain('cyrillic')
      expect(served.length).toBeGreaterThanOrEqual(locale === 'ru' ? 4 : 2)
      for (const url of served) expect(url).toMatch(new RegExp(`^${baseURL}/_next/static/media/`))
    })

    test('practice cards show a value, a label and link to the practice', async ({ page }) => {
      await page.goto(localized('/', locale))
      const section = page.getByRole('region', { name: text.practices, exact: true })
      const cards = section.getByRole('listitem')
      expect(await cards.count()).toBeGreaterThanOrEqual(10)
      const first = cards.first()
      await expect(first.getByText('400+')).toBeVisible()
      const href = await first.getByRole('link').getAttribute('href')
      expect(href).toMatch(/\/practices\/\d+\/[a-z0-9-]+$/)
      await first.getByRole('heading').click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
    })

    test('news slides give the day, the month and the year and open the post', async ({ page }) => {
      await page.goto(localized('/', locale))
      const slider = page.locator('section[aria-labelledby="home-news"] .slider')
      const slide = slider.locator('li').first()
      const time = slide.locator('time')
      const iso = await time.getAttribute('datetime')
      const moscow = new Date(new Date(iso!).getTime() + 3 * 3600_000)
      const parts = (await time.locator('span').allTextContents()).map((s) => s.trim())
      expect(parts[0]).toBe(String(moscow.getUTCDate()))
      expect(parts[2]).toBe(String(moscow.getUTCFullYear()))
      expect(parts[1]?.length).toBeGreaterThan(2)
      const href = await slide.getByRole('link').getAttribute('href')
      expect(href).toMatch(/\/news\/\d+$/)
    })

    test("an event's slide gives the event's own date and marks it upcoming", async ({ page }) => {
      await page.goto(localized('/', locale))
      const slide = page
        .locator('section[aria-labelledby="home-news"] .slider li')
        .filter({ hasText: text.seminar })
      // The seminar on 16 March 2027 (15:00 in Moscow), not the day it was posted.
      await expect(slide.locator('time')).toHaveAttribute('datetime', '2027-03-16T12:00:00.000Z')
      await expect(slide.locator('time span').first()).toHaveText('16')
      await expect(slide).toContainText(text.upcoming)
    })

    test('partners show their ratings and link to their pages', async ({ page }) => {
      await page.goto(localized('/', locale))
      const first = page.locator('section[aria-labelledby="home-partners"] > ul > li').first()
      await expect(first.getByRole('link')).toHaveAttribute('href', /\/team\/\d+\/[a-z0-9-]+$/)
      await expect(first.locator('ul li').first()).toContainText(/Chambers|Legal 500|Право|Pravo/)
    })

    test('lists sectors, achievements, best projects and clients', async ({ page }) => {
      await page.goto(localized('/', locale))
      const block = (id: string) => page.locator(`section[aria-labelledby="${id}"]`)
      const sectors = block('home-sectors').locator('li a')
      expect(await sectors.count()).toBe(10)
      await expect(sectors.first()).toHaveAttribute('href', /\/industry-sectors\/\d+\/[a-z0-9-]+$/)
      const achievements = block('home-achievements').locator('.slider li')
      expect(await achievements.count()).toBeGreaterThanOrEqual(6)
      await expect(achievements.first().locator('h3')).not.toBeEmpty()
      const projects = block('home-projects').locator('li')
      expect(await projects.count()).toBeGreaterThanOrEqual(3)
      await expect(projects.first().locator('h3')).not.toBeEmpty()
      expect(await block('home-clients').locator('li').count()).toBeGreaterThanOrEqual(10)
    })

    test('ends with a call to action that leads to the contacts page', async ({ page }) => {
      await page.goto(localized('/', locale))
      const cta = page.locator('section[aria-labelledby="home-cta"]')
      await expect(cta.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+74951200000')
      await cta.getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`${localized('/contacts', locale)}$`))
    })

    test('describes the firm as a LegalService in structured data', async ({ page }) => {
      await page.goto(localized('/', locale))
      const firm = (await structuredData(page)).find((d) => d['@type'] === 'LegalService')
      expect(firm).toMatchObject({ telephone: '+7 495 120-00-00', foundingDate: '1991' })
    })
  })

  test.describe(`sliders in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', reducedMotion: 'reduce' })

    test('move with the buttons and the arrow keys, and never by themselves', async ({ page }) => {
      // The page's timers on a clock the test can run ahead (at normal speed until it does).
      await page.clock.install()
      await page.goto(localized('/', locale))
      const slider = page.getByRole('group', { name: text.news, exact: true })
      const track = slider.locator('ul')
      const scroll = () => track.evaluate((el) => el.scrollLeft)
      const previous = slider.getByRole('button', { name: text.prev })
      const next = slider.getByRole('button', { name: text.next })
      await expect(previous).toBeDisabled()
      // Once the page has hydrated, a minute of its timers and animation frames at once: an
      // autoplay would have moved the slider.
      await headerSearchLink(page)
      await page.clock.runFor(60_000)
      expect(await scroll(), 'no autoplay').toBe(0)

      await next.click()
      await expect.poll(scroll).toBeGreaterThan(0)
      await expect(previous).toBeEnabled()

      await previous.click()
      await expect.poll(scroll).toBe(0)

      await track.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(scroll).toBeGreaterThan(0)
      const afterOne = await scroll()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(scroll).toBeLessThan(afterOne)
    })
  })

  test.describe(`the firm and contacts in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('the firm page has every section its contents list names', async ({ page }) => {
      await page.goto(localized('/collegium', locale))
      const targets = await page
        .locator('main nav a[href^="#"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
      expect(targets).toEqual([
        '#history',
        '#qualification',
        '#recognition',
        '#offices',
        '#network',
        '#pro-bono',
        '#advisors',
        '#clients',
      ])
      for (const target of targets) {
        await expect(page.locator(target)).toBeVisible()
      }
      await expect(page.locator('.figures dd').first()).toHaveText(String(YEARS))
      const network = page.locator('section[aria-labelledby="network"] li')
      expect(await network.count()).toBeGreaterThanOrEqual(8)
    })

    test('contacts give the phone, the e-mail, offices with maps, directions and hours, and the callback place', async ({
      page,
    }) => {
      // Every request the page makes while it loads: none may go to a map service (or elsewhere).
      const hosts = new Set<string>()
      page.on('request', (request) => hosts.add(new URL(request.url()).host))
      await page.goto(localized('/contacts', locale))
      await page.waitForLoadState('networkidle')
      expect([...hosts]).toEqual([new URL(page.url()).host])
      const main = page.locator('main')
      // Each of the firm's offices: a map (the uploaded picture, or the drawn plan), how to get
      // there, and its hours.
      const offices = main.locator('article')
      expect(await offices.count()).toBeGreaterThanOrEqual(4)
      await expect(offices.first().locator('img')).toHaveAttribute('alt', /\S/)
      await expect(offices.first().locator('img')).toHaveJSProperty('complete', true)
      await expect(offices.nth(1).locator('[aria-hidden="true"]').first()).toBeVisible()
      for (const office of await offices.all()) {
        await expect(office).toContainText(locale === 'ru' ? 'Как добраться' : 'How to get there')
        await expect(office).toContainText(locale === 'ru' ? 'Часы работы' : 'Office hours')
        await expect(office.locator('a[href^="https://yandex.ru/maps/"]')).toHaveText(
          locale === 'ru' ? /^Открыть в Яндекс Картах/ : /^Open in Yandex Maps/,
        )
      }
      await expect(main.locator('a[href="tel:+74951200000"]').first()).toBeVisible()
      await expect(main.locator('a[href="mailto:info@gromov-larina.ru"]').first()).toBeVisible()
      const maps = main.locator('a[href^="https://yandex.ru/maps/"]')
      expect(await maps.count()).toBeGreaterThanOrEqual(4)
      await expect(maps.first()).toHaveAttribute('href', /pt=37\.539100,55\.748600/)
      await expect(maps.first()).toHaveAttribute('rel', /noopener/)
      await expect(page.locator('#callback')).toBeVisible()
      // No third-party map script by default.
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src))
      expect(scripts.filter((src) => !src.startsWith(new URL(page.url()).origin))).toEqual([])
    })

    test('an empty CMS page renders cleanly with breadcrumbs', async ({ page }) => {
      const response = await page.goto(localized('/qemo', locale))
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main nav.breadcrumbs a').first()).toHaveAttribute(
        'href',
        localized('/', locale),
      )
      const crumbs = (await structuredData(page)).find((d) => d['@type'] === 'BreadcrumbList')
      expect(crumbs?.itemListElement).toHaveLength(2)
    })
  })
}
