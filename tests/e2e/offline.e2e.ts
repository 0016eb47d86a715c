import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { PAYLOAD_SESSION_COOKIE } from '../../src/security/session-token'
import { localized } from '../../support/routes'
import { tokenFromAnswer } from '../helpers/session-cookie'

/**
 * The offline mode (docs/offline.md): the service worker keeps the pages a visitor opened, shows
 * the offline page (with a search that works offline) for the others, gives fresh pages again once
 * online, and never keeps the admin, the APIs or a staff session's answers.
 */

// The suite blocks service workers elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const admin = {
  email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
}

/** Resolves once the worker controls the page and has kept the page itself (register.ts). */
async function workerKeeps(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          if (!navigator.serviceWorker.controller) return false
          const cache = await caches.open('glp-pages')
          return (await cache.match(wanted, { ignoreVary: true })) !== undefined
        }, path),
      { timeout: 30_000, message: `the worker keeps ${path}` },
    )
    .toBe(true)
}

/** Every address in every Cache Storage cache of the origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })

const pathsOf = (urls: string[]) => urls.map((url) => new URL(url).pathname)

/** The popup has its code and the content snapshot: it can answer, online or not. */
async function popupReady(page: Page) {
  await page.locator('header a.search-link').hover()
  await expect(page.locator('dialog[data-ready="true"]')).toHaveCount(1, { timeout: 20_000 })
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: admin })
  expect(response.status(), await response.text()).toBe(200)
  return tokenFromAnswer(response)
}

test('the worker and the manifest are served as the browser needs them', async ({ request }) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  // A JavaScript MIME type, as browsers require of a worker's script (Next names it application/).
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['service-worker-allowed']).toBe('/')
  // The offline pages of both languages are in its precache list.
  const source = await worker.text()
  expect(source).toContain('"/offline"')
  expect(source).toContain('"/en/offline"')

  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const body = (await manifest.json()) as {
    name: string
    short_name: string
    icons: { src: string; sizes: string }[]
  }
  expect(body.name).toBe(ru.meta.siteName)
  expect(body.short_name).toBe(ru.meta.shortName)
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((i) => i.sizes === size)
    expect(icon, size).toBeDefined()
    const file = await request.get(icon!.src)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/png')
  }
})

test.describe('offline, in Russian', () => {
  test.use({ locale: 'ru-RU' })
  let created: number | undefined

  test.afterEach(async ({ request }) => {
    if (created === undefined) return
    const token = await adminToken(request)
    const response = await request.delete(`/api/posts/${created}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(response.status()).toBe(200)
    created = undefined
  })

  test('opens visited pages, shows the offline page with a working search for the others, and is fresh again online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await workerKeeps(page, '/')
    // The second page through the worker, the third by client navigation (its document is kept
    // on the page's request).
    await page.goto('/news')
    await popupReady(page)
    await page.locator('header').getByRole('link', { name: ru.nav.contacts }).first().click()
    await expect(page).toHaveURL('/contacts')
    await workerKeeps(page, '/contacts')
    await workerKeeps(page, '/news')
    const newsTitles = await page.evaluate(async () => {
      const cached = await (await caches.open('glp-pages')).match('/news', { ignoreVary: true })
      return cached ? cached.text() : ''
    })

    await context.setOffline(true)
    for (const [path, heading] of [
      ['/', undefined],
      ['/news', ru.pages.news],
      ['/contacts', ru.pages.contacts],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      if (heading) await expect(page.locator('h1').first()).toHaveText(heading)
      await expect(page.getByText(ru.shell.offline)).toBeVisible()
    }

    // Never opened: the offline page, at the address asked for.
    await page.goto('/team')
    await expect(page).toHaveURL('/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.offline.title)
    const search = page.getByRole('main').getByRole('link', { name: ru.offline.search })
    await expect(search).toHaveAttribute('aria-haspopup', 'dialog')
    await search.click()
    const dialog = page.getByRole('dialog', { name: ru.popupSearch.title })
    await dialog.getByRole('searchbox').fill('арбитражного спора')
    await expect(dialog.getByRole('list').getByRole('link').first()).toContainText(
      'Международный арбитраж',
    )
    await page.keyboard.press('Escape')

    // Published while the visitor was offline: seen on the next online visit.
    const token = await adminToken(page.request)
    const title = `Офлайн-проверка ${Date.now()}`
    const response = await page.request.post('/api/posts?locale=ru', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title,
        type: 'news',
        publishedAt: new Date().toISOString(),
        summary: `${title}: e2e`,
        _status: 'published',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    created = ((await response.json()) as { doc: { id: number } }).doc.id
    expect(newsTitles).not.toContain(title)
    await context.setOffline(false)
    await expect(async () => {
      await page.goto('/news')
      await expect(page.getByRole('main')).toContainText(title, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  })

  test('never keeps the admin, the APIs, GraphQL, health checks, or a staff session', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await workerKeeps(page, '/')
    // Asked for through the worker's page: none of it may be kept.
    await page.evaluate(async () => {
      await Promise.all(
        [
          '/api/globals/site?locale=ru',
          '/graphql?query=%7B__typename%7D',
          '/healthz',
          '/readyz',
          '/_content/manifest.json',
        ].map((url) => fetch(url).then((r) => r.text())),
      )
    })
    const before = new Set(await cachedUrls(page))
    await page.goto('/admin')
    await expect(page.locator('form')).toBeVisible({ timeout: 30_000 })
    // The admin's own build files (those no site page had loaded before).
    const adminFiles = (
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name.split('#')[0] ?? ''),
      )
    ).filter((url) => new URL(url).pathname.startsWith('/_next/static/') && !before.has(url))
    expect(adminFiles.length).toBeGreaterThan(0)

    // A signed-in visitor (the session cookie is HttpOnly): the page is answered, never kept.
    const login = await page.request.post('/api/users/login', { data: admin })
    expect(login.status()).toBe(200)
    expect((await context.cookies()).some((c) => c.name === PAYLOAD_SESSION_COOKIE)).toBe(true)
    await page.goto('/privacy')
    await expect(page.locator('h1').first()).toBeVisible()
    await page.goto('/en/privacy')
    await expect(page.locator('h1').first()).toBeVisible()

    const urls = await cachedUrls(page)
    const paths = pathsOf(urls)
    expect(paths).toContain('/')
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(?:admin|api|graphql|healthz|readyz)(?:\/|$)/)
      expect(path).not.toMatch(/^\/_content\/manifest\.json$|^\/_next\/data\//)
      expect(path).not.toMatch(/privacy/)
    }
    expect(urls.filter((url) => adminFiles.includes(url))).toEqual([])
  })
})

test.describe('offline, in English', () => {
  test.use({ locale: 'en-US' })

  test('shows the English offline page for a page never opened', async ({ page, context }) => {
    await page.goto(localized('/', 'en'))
    await workerKeeps(page, '/en')
    await context.setOffline(true)
    await page.goto(localized('/', 'en'))
    await expect(page.getByText(en.shell.offline)).toBeVisible()
    await page.goto(localized('/achievements', 'en'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.offline.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('main').getByRole('link', { name: en.offline.home }).click()
    await expect(page).toHaveURL(localized('/', 'en'))
    await context.setOffline(false)
  })
})
