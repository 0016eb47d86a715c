import { expect, type Page, test } from '@playwright/test'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

type Locale = 'ru' | 'en'

/** Practice titles of the demo content that the vanity links lead to. */
const TITLES = {
  disputes: { ru: 'Разрешение споров', en: 'Dispute resolution' },
  sanctions: { ru: 'Международные санкции', en: 'International sanctions' },
  corporate: { ru: 'Корпоративное право и M&A', en: 'Corporate and M&A' },
  criminal: { ru: 'Уголовно-правовая защита', en: 'Criminal defence' },
  privateClients: { ru: 'Частные клиенты', en: 'Private clients' },
} as const

const VANITY: [string, keyof typeof TITLES, string][] = [
  ['/dispute-resolution', 'disputes', ''],
  ['/dispute-resolution?section=international-sanctions', 'disputes', 'international-sanctions'],
  ['/corporate', 'corporate', ''],
  ['/criminal-defence', 'criminal', ''],
  ['/mzs-private-client', 'privateClients', ''],
]

const PARTNER = /partner|партн[её]р/i
const DETAIL_PATH = /^(?:\/en)?\/practices\/\d+\/[a-z0-9-]+$/

/** The path (and query) a redirect points to, whether the header is absolute or not. */
function target(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://localhost')
  return url.pathname + url.search
}

/** The dispute-resolution page, reached through its vanity link. */
async function disputesPath(page: Page, locale: Locale): Promise<string> {
  const response = await page.request.get(localized('/dispute-resolution', locale), {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(308)
  return target(response.headers().location)
}

for (const locale of ['ru', 'en'] as const) {
  test.describe(`practices in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test('the list links to every practice, with the sub-areas under dispute resolution @phone', async ({
      page,
    }) => {
      await page.goto(localized('/practices', locale))
      await expect(page.locator('nav.breadcrumbs li[aria-current="page"]')).toHaveText(
        locale === 'ru' ? 'Практики' : 'Practices',
      )
      await expect(page.locator('main .lead')).not.toBeEmpty()
      const cards = page.locator('main h2 a')
      // The eleven practice areas of the specification, each a card linking to its page.
      await expect(cards).toHaveCount(11)
      const hrefs = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
      for (const href of hrefs) expect(href).toMatch(DETAIL_PATH)

      const disputes = page.locator('main li', {
        has: page.getByRole('heading', { name: TITLES.disputes[locale], exact: true }),
      })
      const areas = disputes.locator('ul a')
      await expect(areas).toHaveCount(10)
      await expect(disputes.locator('ul a', { hasText: TITLES.sanctions[locale] })).toHaveAttribute(
        'href',
        /\/practices\/\d+\/[a-z0-9-]+\?section=international-sanctions$/,
      )
      // The practice card's figure.
      await expect(disputes).toContainText('400+')

      const title = (await cards.nth(1).textContent())?.trim() ?? ''
      await cards.nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('a practice page shows its sections, partners before the team, cases, rankings and publications', async ({
      page,
    }) => {
      const path = await disputesPath(page, locale)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.disputes[locale])
      await expect(page.locator('nav.breadcrumbs li')).toHaveCount(3)
      await expect(page.locator('main dl dd').first()).toHaveText('400+')
      await expect(page.locator('main .prose').first()).not.toBeEmpty()

      // Every sub-area is in the page with its title, summary and text; none is open by default.
      const sections = page.locator('section[aria-labelledby="sections"] ol > li[id]')
      await expect(sections).toHaveCount(10)
      for (const section of await sections.all()) {
        await expect(section.locator('h3')).not.toBeEmpty()
        await expect(section.locator(':scope > p')).not.toBeEmpty()
        expect(await section.locator('details .prose').textContent()).not.toBe('')
      }
      await expect(page.locator('details[open]')).toHaveCount(0)
      const index = page.getByRole('navigation', {
        name: locale === 'ru' ? 'Направления' : 'Areas',
        exact: true,
      })
      await expect(index.locator('a')).toHaveCount(10)
      await expect(index.locator('a').first()).toHaveAttribute('href', /\?section=[a-z0-9-]+$/)

      // Partners come first, then the rest of the team.
      const partners = page.locator('section[aria-labelledby="partners"] .person-card')
      const team = page.locator('section[aria-labelledby="team"] .person-card')
      expect(await partners.count()).toBeGreaterThan(0)
      expect(await team.count()).toBeGreaterThan(0)
      for (const card of await partners.all()) {
        await expect(card.locator('h3 + p')).toHaveText(PARTNER)
      }
      for (const card of await team.all()) {
        await expect(card).not.toContainText(PARTNER)
      }
      const order = await page
        .locator('main section[aria-labelledby]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby')))
      expect(order.indexOf('partners')).toBeLessThan(order.indexOf('team'))
      await expect(
        page.locator('section[aria-labelledby="team"] a[href*="/team?practice="]'),
      ).toHaveCount(1)

      const cases = page.locator('section[aria-labelledby="cases"] li')
      expect(await cases.count()).toBeGreaterThan(0)
      await expect(cases.first().locator('h3')).not.toBeEmpty()

      const rankings = page.locator('section[aria-labelledby="achievements"]')
      expect(await rankings.locator('article').count()).toBeGreaterThan(0)
      await expect(rankings.locator('a[href*="/achievements?practice="]')).toHaveCount(1)
      const external = rankings.locator('a[target="_blank"]').first()
      await expect(external).toHaveAttribute('rel', /noopener/)

      const posts = page.locator('section[aria-labelledby="publications"] h3 a')
      expect(await posts.count()).toBeGreaterThan(0)
      for (const href of await posts.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href).toMatch(/^(?:\/en)?\/news\/\d+$/)
      }
    })

    test.describe('at 390 × 844', () => {
      test.use({ viewport: { width: 390, height: 844 } })

      test('two or three key contacts (photo, name, role, phone, e-mail) are within the first screen and a half', async ({
        page,
      }) => {
        await page.goto(await disputesPath(page, locale))
        const cards = page.locator('aside[aria-labelledby="key-contacts"] .contact-card')
        const count = await cards.count()
        expect(count).toBeGreaterThanOrEqual(2)
        expect(count).toBeLessThanOrEqual(3)
        await expect(cards.first()).toContainText(PARTNER)
        for (const card of await cards.all()) {
          await expect(card.locator('img, [data-initials]')).toHaveCount(1)
          await expect(card.locator('h3 a')).toHaveAttribute('href', /\/team\/\d+\//)
          await expect(card.locator('h3 + p')).not.toBeEmpty()
          await expect(card.locator('a[href^="tel:"]')).toBeVisible()
          await expect(card.locator('a[href^="mailto:"]')).toBeVisible()
          // The page is at its top: the box's top is its distance from the top of the page.
          const box = await card.boundingBox()
          expect(box && box.y + box.height).toBeLessThanOrEqual(1250)
        }
      })
    })

    test('?section=international-sanctions opens, highlights and brings that section into view @phone', async ({
      page,
    }) => {
      // Through the vanity link, as visitors arrive from the dictionary's link.
      await page.goto(localized('/dispute-resolution?section=international-sanctions', locale))
      await expect(page).toHaveURL(/\/practices\/\d+\/[a-z0-9-]+\?section=international-sanctions$/)
      const section = page.locator('#international-sanctions')
      await expect(section.locator('h3')).toHaveText(TITLES.sanctions[locale])
      await expect(section.locator('details')).toHaveAttribute('open', '')
      await expect(section).toHaveAttribute('data-selected', 'true')
      await expect(page.locator('details[open]')).toHaveCount(1)
      await expect(section.locator('details .prose')).toBeVisible()
      await expect(section).toBeInViewport()
      await expect(page.locator('nav a[aria-current="true"]')).toHaveAttribute(
        'href',
        /\?section=international-sanctions$/,
      )

      // Picking another area opens it instead, and takes the visitor (and focus) there.
      const bankruptcy = page.locator('nav a[href$="?section=bankruptcy"]')
      await bankruptcy.scrollIntoViewIfNeeded()
      await bankruptcy.click()
      await expect(page).toHaveURL(/\?section=bankruptcy$/)
      await expect(page.locator('#bankruptcy details')).toHaveAttribute('open', '')
      await expect(page.locator('#international-sanctions details')).not.toHaveAttribute('open', '')
      await expect(page.locator('#bankruptcy h3')).toBeFocused()
      await expect(page.locator('#bankruptcy')).toBeInViewport()
    })

    test('the server renders the chosen section open (no JavaScript needed)', async ({
      request,
      page,
    }) => {
      const path = await disputesPath(page, locale)
      const html = await (await request.get(`${path}?section=international-sanctions`)).text()
      expect(html).toMatch(/<li id="international-sanctions"[^>]*data-selected="true"/)
      expect(html).toMatch(/id="international-sanctions"[\s\S]*?<details[^>]*open=""/)
      expect(html.match(/<details[^>]*open=""/g)).toHaveLength(1)
    })

    for (const [from, practice, section] of VANITY) {
      test(`${localized(from, locale)} answers a permanent redirect (308) to the practice page`, async ({
        page,
      }) => {
        const response = await page.request.get(localized(from, locale), { maxRedirects: 0 })
        expect(response.status()).toBe(308)
        const to = target(response.headers().location)
        const prefix = locale === 'en' ? '/en' : ''
        expect(to).toMatch(
          new RegExp(
            `^${prefix}/practices/\\d+/[a-z0-9-]+${section ? `\\?section=${section}` : ''}$`,
          ),
        )
        const landed = await page.goto(to)
        expect(landed?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[practice][locale])
      })
    }

    test('a wrong slug answers 308 to the canonical one, keeping ?section=; unknown ids are 404', async ({
      page,
    }) => {
      const path = await disputesPath(page, locale)
      const id = path.match(/\/practices\/(\d+)\//)?.[1]
      const prefix = locale === 'en' ? '/en' : ''
      const wrong = await page.request.get(
        `${prefix}/practices/${id}/wrong-slug?section=international-sanctions`,
        { maxRedirects: 0 },
      )
      expect(wrong.status()).toBe(308)
      expect(target(wrong.headers().location)).toBe(`${path}?section=international-sanctions`)
      const bare = await page.request.get(`${prefix}/practices/${id}`, { maxRedirects: 0 })
      expect(bare.status()).toBe(308)
      expect(target(bare.headers().location)).toBe(path)
      for (const bad of ['/practices/999999/x', '/practices/abc', '/practices/01/x']) {
        expect((await page.request.get(`${prefix}${bad}`)).status()).toBe(404)
      }
    })

    test('a sub-area has no page of its own: its address answers 308 to its section', async ({
      page,
    }) => {
      const found = await page.request.get(
        `/api/practices?where[sectionKey][equals]=international-sanctions&depth=0&locale=${locale}`,
      )
      const doc = (await found.json()).docs[0] as { id: number; slug: string }
      const path = await disputesPath(page, locale)
      const prefix = locale === 'en' ? '/en' : ''
      const response = await page.request.get(`${prefix}/practices/${doc.id}/${doc.slug}`, {
        maxRedirects: 0,
      })
      expect(response.status()).toBe(308)
      expect(target(response.headers().location)).toBe(`${path}?section=international-sanctions`)
    })

    test('a sector page shows its practices, people and publications @phone', async ({ page }) => {
      await page.goto(localized('/industry-sectors', locale))
      const cards = page.locator('main h2 a')
      expect(await cards.count()).toBeGreaterThanOrEqual(10)
      const energy = page.locator('main h2 a', {
        hasText: locale === 'ru' ? 'Энергетика' : 'Energy',
      })
      const href = await energy.getAttribute('href')
      expect(href).toMatch(/^(?:\/en)?\/industry-sectors\/\d+\/[a-z0-9-]+$/)
      await energy.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ru' ? 'Энергетика' : 'Energy',
      )
      await expect(page.locator('nav.breadcrumbs li')).toHaveCount(3)
      const practices = page.locator('section[aria-labelledby="practices"] h3 a')
      expect(await practices.count()).toBeGreaterThan(0)
      for (const link of await practices.evaluateAll((els) =>
        els.map((e) => e.getAttribute('href')),
      )) {
        expect(link).toMatch(DETAIL_PATH)
      }
      const partners = page.locator('section[aria-labelledby="partners"] .person-card')
      expect(await partners.count()).toBeGreaterThan(0)
      for (const card of await partners.all()) {
        await expect(card.locator('h3 + p')).toHaveText(PARTNER)
      }
      // The sector's contacts lead the page, before its practices.
      const contacts = page.locator('aside[aria-labelledby="key-contacts"] .contact-card')
      await expect(contacts.first().locator('a[href^="tel:"]')).toBeVisible()
      const [first, practicesList] = await Promise.all([
        contacts.first().boundingBox(),
        page.locator('section[aria-labelledby="practices"]').boundingBox(),
      ])
      expect(first?.y).toBeLessThan(practicesList?.y ?? 0)
      expect(
        await page.locator('section[aria-labelledby="publications"] a[href*="/news/"]').count(),
      ).toBeGreaterThan(0)
    })

    test('axe finds no violations on a practice page and a sector page @phone', async ({
      page,
    }) => {
      const path = await disputesPath(page, locale)
      await page.goto(`${path}?section=international-sanctions`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectNoAxeViolations(page)

      await page.goto(localized('/industry-sectors', locale))
      const sector = await page.locator('main h2 a').first().getAttribute('href')
      expect(sector).toMatch(/\/industry-sectors\/\d+\/[a-z0-9-]+$/)
      await page.goto(sector!)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.goto(localized('/practices', locale))
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('covers', () => {
  test("keep the editor's focal point where it is in the picture, at 1440 and 390 px", async ({
    page,
    request,
  }) => {
    await page.goto('/industry-sectors')
    const sector = await page.locator('main h2 a').first().getAttribute('href')
    const pages = [
      ['practices', await disputesPath(page, 'ru')],
      ['industry-sectors', sector!],
    ] as const
    for (const [collection, path] of pages) {
      const id = path.split('/')[2]
      const doc = await (await request.get(`/api/${collection}/${id}?depth=1`)).json()
      const focal = { x: doc.image.focalX as number, y: doc.image.focalY as number }
      // The seed's covers have their motif off centre, so a crop that ignores it is caught.
      expect(focal).not.toEqual({ x: 50, y: 50 })
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        const cover = page.locator('main article > img').first()
        await expect(cover).toHaveJSProperty('complete', true)
        // Where the focal point is drawn, in per cent of the cover's box (object-fit: cover).
        const shown = await cover.evaluate((img: HTMLImageElement, point) => {
          const box = img.getBoundingClientRect()
          const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
          const [w, h] = [img.naturalWidth * scale, img.naturalHeight * scale]
          const [px, py] = getComputedStyle(img).objectPosition.split(' ').map(parseFloat)
          return {
            x: (((box.width - w) * px!) / 100 + (point.x / 100) * w) / (box.width / 100),
            y: (((box.height - h) * py!) / 100 + (point.y / 100) * h) / (box.height / 100),
          }
        }, focal)
        expect(shown.x, `${path} at ${width} px`).toBeCloseTo(focal.x, 0)
        expect(shown.y, `${path} at ${width} px`).toBeCloseTo(focal.y, 0)
      }
    }
  })
})
