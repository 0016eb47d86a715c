import { expect, type Locator, type Page, test } from '@playwright/test'

import { SEARCH } from '@/search/query'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

/** What the tests read and type in each language (texts from the catalogues, words from the seed). */
const LANG = {
  ru: {
    browser: 'ru-RU',
    empty: 'По вашему запросу ничего не найдено',
    all: 'Все',
    events: 'События',
    event: 'Событие',
    // A word of several seeded titles, and one that has more than a page of news.
    word: 'санкционные',
    stem: 'санкцион',
    pagedQuery: 'коллегия',
    copied: 'Ссылка скопирована',
    newWindow: '(откроется в новом окне)',
    upcoming: 'Предстоящее событие',
    past: 'Прошедшее событие',
  },
  en: {
    browser: 'en-US',
    empty: 'No results found for this search',
    all: 'All',
    events: 'Events',
    event: 'Event',
    word: 'sanctions',
    stem: 'sanction',
    pagedQuery: 'firm',
    copied: 'Link copied',
    newWindow: '(opens in a new window)',
    upcoming: 'Upcoming event',
    past: 'Past event',
  },
} as const

const STATUS = 'main p[role="status"]'
const TITLES = 'main li h2 a'

/** An element's text, trimmed. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim()
}

/** The number at the start of the result count ("64 материала", "Найдено 3 …", "9 results …"). */
async function resultCount(page: Page): Promise<number> {
  const text = await textOf(page.locator(STATUS))
  const match = text.match(/\d+/)
  expect(match, text).not.toBeNull()
  return Number(match![0])
}

for (const locale of ['ru', 'en'] as const) {
  const L = LANG[locale]
  const news = (query = '') => localized(`/news${query}`, locale)

  test.describe(`press center list in ${locale}`, () => {
    test.use({ locale: L.browser })

    test('the lead post shows its cover on wide screens; phones neither show nor fetch it @phone', async ({
      page,
    }, testInfo) => {
      const covers: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/api/media/')) {
          covers.push(request.url())
        }
      })
      await page.goto(news())
      const cover = page
        .locator('main li', { has: page.locator('h2') })
        .first()
        .locator('img')
      await expect(cover).toHaveCount(1)
      if (testInfo.project.name === 'phone') {
        await expect(cover).toBeHidden()
        // The headline leads instead, within the first screen.
        await expect(page.locator(TITLES).first()).toBeInViewport()
        await page.waitForLoadState('load')
        expect(covers).toEqual([])
      } else {
        await expect(cover).toBeVisible()
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(1)
      }
    })

    test('the type filter narrows the list; an unknown type shows everything', async ({ page }) => {
      await page.goto(news())
      const total = await resultCount(page)
      expect(total).toBeGreaterThan(12)
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(L.all)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

      await page.locator('main nav a', { hasText: L.events }).click()
      await expect(page).toHaveURL(/[?&]type=event(&|$)/)
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(L.events)
      const events = await resultCount(page)
      expect(events).toBeGreaterThan(0)
      expect(events).toBeLessThan(total)
      const labels = await page.locator('main li p span:first-child').allTextContents()
      expect(labels.length).toBeGreaterThan(0)
      for (const label of labels) expect(label.toLowerCase()).toBe(L.event.toLowerCase())

      const response = await page.goto(news('?type=gossip'))
      expect(response?.status()).toBe(200)
      expect(await resultCount(page)).toBe(total)
      await expect(page.locator('main nav a[aria-current="page"]')).toHaveText(L.all)
    })

    test('a search finds seeded posts by any form of the word, in any case', async ({ page }) => {
      await page.goto(news())
      const search = page.getByRole('searchbox')
      await expect(search).toHaveAttribute('name', 'q')
      await search.fill(L.word)
      await search.press('Enter')
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(L.word)}`))
      await expect(page.locator(STATUS)).toContainText(L.word)
      const found = await resultCount(page)
      expect(found).toBeGreaterThan(0)
      // The best hit has a form of the word in its title or summary (the search index stems).
      const best = page.locator('main ul li:has(h2)').first()
      expect((await textOf(best)).toLowerCase()).toContain(L.stem)
      // Search results are not for search engines; the list is.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      // Case does not matter (Cyrillic included).
      await page.goto(news(`?q=${encodeURIComponent(L.word.toUpperCase())}`))
      expect(await resultCount(page)).toBe(found)

      // A post from a later page is found by its exact title.
      await page.goto(news('?page=3'))
      const post = page.locator(TITLES).first()
      const [title, href] = [await textOf(post), await post.getAttribute('href')]
      await page.goto(news(`?q=${encodeURIComponent(title)}`))
      await expect(page.locator(`${TITLES}[href="${href}"]`)).toHaveText(title)
    })

    test('a search without results says so and offers to clear it', async ({ page }) => {
      await page.goto(news('?type=event&q=zzqxw'))
      await expect(page.locator(STATUS)).toHaveText(L.empty)
      await expect(page.locator(TITLES)).toHaveCount(0)
      await page.locator('main a', { hasText: /^(Clear the search|Сбросить поиск)$/ }).click()
      await expect(page).toHaveURL(new RegExp(`${news()}\\?type=event$`))
      await expect(page.getByRole('searchbox')).toHaveValue('')
      expect(await resultCount(page)).toBeGreaterThan(0)
    })

    test('odd queries answer 200, never an error', async ({ page, request }) => {
      const odd = ['%', '_', "'", '"><script>', 'а'.repeat(500), '😀⚖️', '\u0000', '\\', '%_%']
      for (const q of odd) {
        const response = await request.get(news(`?q=${encodeURIComponent(q)}`))
        expect(response.status(), JSON.stringify(q)).toBe(200)
        const html = await response.text()
        expect(html).not.toContain('"><script>')
      }
      // Wildcards are not "everything": they find nothing.
      for (const q of ['%', '_', '%_%']) {
        await page.goto(news(`?q=${encodeURIComponent(q)}`))
        await expect(page.locator(STATUS)).toHaveText(L.empty)
      }
      // A long query is cut to the bound, and still searches.
      await page.goto(news(`?q=${encodeURIComponent('а'.repeat(500))}`))
      expect((await page.getByRole('searchbox').inputValue()).length).toBe(SEARCH.maxQueryLength)
      await expect(page.locator(STATUS)).toHaveText(L.empty)
    })

    test('events come by their own date, upcoming first (soonest first), then past (latest first)', async ({
      page,
    }) => {
      await page.goto(news('?type=event'))
      const items = page.locator('main li:has(h2)')
      await expect(items.first()).toBeVisible()
      const rows = await items.evaluateAll((lis) =>
        lis.map((li) => ({
          date: li.querySelector('p time')?.getAttribute('datetime') ?? '',
          mark: li.querySelector('p time + span')?.textContent ?? '',
        })),
      )
      // The seeded forum is the soonest event: its start, not its posting date (10 November 2026).
      expect(rows[0]).toEqual({ date: '2027-02-18T07:00:00.000Z', mark: L.upcoming })
      const upcoming = rows.filter((row) => row.mark === L.upcoming)
      const past = rows.slice(upcoming.length)
      expect(upcoming.length).toBeGreaterThan(0)
      expect(past.length).toBeGreaterThan(0)
      expect(past.every((row) => row.mark === L.past)).toBe(true)
      const dates = (list: typeof rows) => list.map((row) => row.date)
      expect(dates(upcoming)).toEqual([...dates(upcoming)].sort())
      expect(dates(past)).toEqual([...dates(past)].sort().reverse())
    })

    test('pagination keeps the type and the query', async ({ page }) => {
      await page.goto(news(`?type=news&q=${encodeURIComponent(L.pagedQuery)}`))
      const total = await resultCount(page)
      expect(total).toBeGreaterThan(12)
      const next = page.locator('.pagination a[rel="next"]')
      const href = await next.getAttribute('href')
      const url = new URL(href!, 'http://x')
      expect(url.searchParams.get('type')).toBe('news')
      expect(url.searchParams.get('q')).toBe(L.pagedQuery)
      expect(url.searchParams.get('page')).toBe('2')
      await next.click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
      expect(await resultCount(page)).toBe(total)
      await expect(page.getByRole('searchbox')).toHaveValue(L.pagedQuery)
      // The type tabs keep the query too.
      const tab = await page.locator('main nav a', { hasText: L.events }).getAttribute('href')
      expect(new URL(tab!, 'http://x').searchParams.get('q')).toBe(L.pagedQuery)
    })

    test('axe finds no violations on the press center @phone', async ({ page }) => {
      for (const query of ['', `?q=${encodeURIComponent(L.word)}`, '?q=zzqxw']) {
        await page.goto(news(query))
        await expectNoAxeViolations(page)
      }
    })
  })

  test.describe(`press center post in ${locale}`, () => {
    test.use({ locale: L.browser })

    /** The address of the first post of a list page. */
    async function firstPost(page: Page, query: string): Promise<string> {
      await page.goto(news(query))
      const href = await page.locator(TITLES).first().getAttribute('href')
      expect(href).toMatch(/\/news\/\d+$/)
      return href!
    }

    test('authors link to their team pages', async ({ page }) => {
      await page.goto(await firstPost(page, '?type=publication'))
      const authors = page.locator('section[aria-labelledby="post-authors"] li a')
      expect(await authors.count()).toBeGreaterThan(0)
      const first = authors.first()
      const href = await first.getAttribute('href')
      expect(href).toMatch(new RegExp(`^${localized('/team', locale)}/\\d+/[a-z0-9-]+$`))
      // A photo, or the initials of a person without one.
      await expect(first.locator('img, [data-initials]')).toBeVisible()
      const name = await textOf(first.locator('span span').first())
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator('h1')).toHaveText(name)
    })

    test('previous and next lead to the neighbouring posts and back', async ({ page }) => {
      await page.goto(await firstPost(page, '?page=2'))
      const here = new URL(page.url()).pathname
      const title = await textOf(page.locator('h1'))
      const next = page.locator('main a[rel="next"]')
      const previous = page.locator('main a[rel="prev"]')
      await expect(previous).toHaveCount(1)
      const nextTitle = await textOf(next.locator('span').last())
      await next.click()
      await expect(page).not.toHaveURL(new RegExp(`${here}$`))
      await expect(page.locator('h1')).toHaveText(nextTitle)
      await page.locator('main a[rel="prev"]').click()
      await expect(page).toHaveURL(new RegExp(`${here}$`))
      await expect(page.locator('h1')).toHaveText(title)
    })

    test('share links carry the encoded address and title', async ({ page }) => {
      await page.goto(await firstPost(page, '?type=news'))
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      const url = new URL(canonical!, page.url()).toString()
      expect(new URL(url).pathname).toBe(new URL(page.url()).pathname)
      const title = await textOf(page.locator('h1'))
      const share = page.locator('section[aria-labelledby="post-share"]')
      const hrefOf = async (network: string) =>
        (await share.locator(`a[data-share="${network}"]`).getAttribute('href'))!

      const telegram = new URL(await hrefOf('telegram'))
      expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
      expect(telegram.searchParams.get('url')).toBe(url)
      expect(telegram.searchParams.get('text')).toBe(title)
      const vk = new URL(await hrefOf('vk'))
      expect(vk.origin + vk.pathname).toBe('https://vk.com/share.php')
      expect(vk.searchParams.get('url')).toBe(url)
      expect(vk.searchParams.get('title')).toBe(title)
      const whatsapp = new URL(await hrefOf('whatsapp'))
      expect(whatsapp.origin).toBe('https://wa.me')
      expect(whatsapp.searchParams.get('text')).toBe(`${title} ${url}`)
      const email = await hrefOf('email')
      expect(email).toContain(`subject=${encodeURIComponent(title)}`)
      expect(email).toContain(encodeURIComponent(url))

      for (const network of ['telegram', 'vk', 'whatsapp']) {
        const link = share.locator(`a[data-share="${network}"]`)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
        await expect(link).toContainText(L.newWindow)
      }
    })

    test('copy link puts the address on the clipboard and says so', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(await firstPost(page, '?type=publication'))
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      const status = page.locator('section[aria-labelledby="post-share"] [role="status"]')
      await expect(status).toHaveText('')
      await page.locator('section[aria-labelledby="post-share"] button').click()
      await expect(status).toHaveText(L.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(canonical!, page.url()).toString(),
      )
    })

    test('an event shows its date and place and offers an .ics file', async ({ page, request }) => {
      const href = await firstPost(page, '?type=event')
      await page.goto(href)
      const event = page.locator('section[aria-labelledby="post-event"]')
      await expect(event).toBeVisible()
      await expect(event.locator('dd')).toHaveCount(2)
      await expect(event.locator('dd time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
      expect((await textOf(event.locator('dd').last())).length).toBeGreaterThan(3)
      const ics = event.locator('a[download]')
      await expect(ics).toHaveAttribute('href', `${href}/ics`)
      const response = await request.get(`${href}/ics`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('text/calendar')
      const body = await response.text()
      expect(body).toContain('BEGIN:VEVENT')
      // A post that is not an event has no calendar file.
      const plain = await firstPost(page, '?type=news')
      expect((await request.get(`${plain}/ics`)).status()).toBe(404)
    })

    test('a past event says so, and offers no calendar file and no registration', async ({
      page,
    }) => {
      await page.goto(news('?type=event'))
      const past = page.locator('main li:has(h2)', { hasText: L.past }).first()
      await page.goto((await past.locator('h2 a').getAttribute('href'))!)
      await expect(page.locator('main article header p').first()).toContainText(L.past)
      await expect(page.locator('section[aria-labelledby="post-event"]')).toBeVisible()
      await expect(page.locator('main a[download]')).toHaveCount(0)
      await expect(page.locator('#registration')).toHaveCount(0)
    })

    test('unknown and malformed ids are 404', async ({ request }) => {
      for (const id of ['999999', '0', '01', 'abc', '1.5']) {
        expect((await request.get(news(`/${id}`))).status(), id).toBe(404)
      }
    })

    test('axe finds no violations on a post and an event @phone', async ({ page }) => {
      for (const query of ['?type=publication', '?type=event']) {
        await page.goto(await firstPost(page, query))
        await expectNoAxeViolations(page)
      }
    })
  })
}
