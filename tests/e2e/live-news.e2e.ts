import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { tokenFromAnswer } from '../helpers/session-cookie'

/** The live banner's texts in each language, written out (the catalogue's ICU plural, formatted). */
const LANG = {
  ru: {
    browser: 'ru-RU',
    title: 'Живая новость',
    one: '1 новая публикация',
    two: '2 новые публикации',
    show: ru.news.live.show,
  },
  en: {
    browser: 'en-US',
    title: 'Live news',
    one: '1 new publication',
    two: '2 new publications',
    show: en.news.live.show,
  },
} as const

const TITLES = 'main li h2 a'
const BANNER = 'main div[role="status"]'

const admin = {
  email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
}

/** An admin session token from Payload's REST login. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  expect(response.status(), await response.text()).toBe(200)
  return tokenFromAnswer(response)
}

type Created = { id: number; title: string }

/** Publishes a post in one language through the REST API, as the admin panel does. */
const DAY_MS = 24 * 60 * 60 * 1000

async function publish(
  request: APIRequestContext,
  token: string,
  locale: 'ru' | 'en',
  title: string,
  type: 'news' | 'publication' | 'event' = 'news',
): Promise<Created> {
  const response = await request.post(`/api/posts?locale=${locale}`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title,
      type,
      publishedAt: new Date().toISOString(),
      summary: `${title}: e2e`,
      // An event tomorrow: the soonest upcoming one, which the events list shows first.
      ...(type === 'event'
        ? { event: { startsAt: new Date(Date.now() + DAY_MS).toISOString() } }
        : {}),
      _status: 'published',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, title }
}

/** Resolves once the page has subscribed to postPublished over the live channel. */
async function subscribed(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => new URL(ws.url()).pathname === '/graphql',
    timeout: 20_000,
  })
  await navigate()
  const ws = await socket
  await ws.waitForEvent('framesent', {
    predicate: (frame) =>
      typeof frame.payload === 'string' &&
      frame.payload.includes('"type":"subscribe"') &&
      frame.payload.includes('postPublished'),
    timeout: 20_000,
  })
  // The server registers the subscription after its own checks (auth, validation): a moment for
  // them, so that a post published right away is not raised before anyone listens.
  await page.waitForTimeout(500)
}

/** Titles unique to a run, so that a retried or parallel run never sees another's posts. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`

let created: Created[] = []

test.afterEach(async ({ request }) => {
  if (created.length === 0) return
  const token = await adminToken(request)
  for (const { id } of created) {
    const response = await request.delete(`/api/posts/${id}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(response.status(), `delete post ${id}`).toBe(200)
  }
  // Lists are revalidated stale-while-revalidate: ask until they no longer carry the posts, so
  // that the suites after this one find the seeded content as it was.
  const titles = created.map((post) => post.title)
  created = []
  for (const route of ['/news', '/en/news', '/', '/en']) {
    await expect
      .poll(
        async () => {
          const html = await (await request.get(route)).text()
          return titles.filter((title) => html.includes(title))
        },
        { message: `${route} without the test posts`, timeout: 20_000 },
      )
      .toEqual([])
  }
})

for (const locale of ['ru', 'en'] as const) {
  const L = LANG[locale]
  const news = (query = '') => localized(`/news${query}`, locale)

  test.describe(`live news in ${locale} @phone`, () => {
    test.use({ locale: L.browser })

    test('posts published while the list is open are announced, and shown on request', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request)
      await subscribed(page, () => page.goto(news()))
      // Marks this document: a reload would lose it.
      await page.evaluate(() => {
        ;(window as unknown as { liveMark: number }).liveMark = 1
      })
      const banner = page.locator(BANNER)
      const show = page.getByRole('button', { name: L.show })
      await expect(banner).toHaveText('')
      await expect(banner).toHaveAttribute('aria-live', 'polite')
      await expect(show).toHaveCount(0)

      const first = await publish(request, token, locale, unique(`${L.title} A`))
      created.push(first)
      await expect(banner).toHaveText(L.one)
      const second = await publish(request, token, locale, unique(`${L.title} B`))
      created.push(second)
      await expect(banner).toHaveText(L.two)
      await expect(show).toBeVisible()
      // Not in the list yet: the visitor decides when the list changes.
      await expect(page.locator(TITLES, { hasText: first.title })).toHaveCount(0)

      // The banner fits the screen (no sideways scrolling on a phone) and passes axe.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page, { label: `${news()} with the live banner` })

      // By keyboard: the list refreshes in place, and the focus lands on the newest post.
      await show.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator(TITLES).first()).toHaveText(second.title)
      await expect(page.locator(TITLES, { hasText: first.title })).toHaveCount(1)
      await expect(page.locator(TITLES).first()).toBeFocused()
      await expect(banner).toHaveText('')
      await expect(show).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(
        1,
      )
    })
  })
}

test.describe('live news of a filtered list', () => {
  test.use({ locale: 'en-US' })

  test('count only the posts of the chosen type', async ({ page, request }) => {
    const token = await adminToken(request)
    await subscribed(page, () => page.goto('/en/news?type=event'))
    const banner = page.locator(BANNER)
    created.push(await publish(request, token, 'en', unique('Live news not an event'), 'news'))
    const event = await publish(request, token, 'en', unique('Live event'), 'event')
    created.push(event)
    await expect(banner).toHaveText(LANG.en.one)
    await page.getByRole('button', { name: LANG.en.show }).click()
    await expect(page.locator(TITLES).first()).toHaveText(event.title)
    await expect(page.locator(TITLES, { hasText: 'Live news not an event' })).toHaveCount(0)
  })
})
