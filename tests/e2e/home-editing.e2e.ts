import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { LOCALE_COOKIE } from '@/config/constants'
import { signInToAdmin } from '../helpers/admin-login'
import { TEST_ADMIN } from '../helpers/graphql-http'

type HomeDoc = { hero: { heading: string }; featured: { achievements: number[] } }
type Achievement = { id: number; title: string }

/** The `home` global in one language, as stored (ids, no fallback). */
async function readHome(
  request: APIRequestContext,
  locale: 'ru' | 'en',
  auth: Record<string, string>,
) {
  const res = await request.get(`/api/globals/home?locale=${locale}&depth=0&fallback-locale=none`, {
    headers: auth,
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as HomeDoc
}

/** The titles of the home page's ranking slides and its heading, as a visitor gets them. */
async function visitorHome(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const heading = html.match(/<h1 id="home-title"[^>]*>([^<]*)<\/h1>/)?.[1] ?? ''
  const block = html.split('aria-labelledby="home-achievements"')[1]?.split('</section>')[0] ?? ''
  const slides = [...block.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1] ?? '')
  return { heading: decode(heading), slides: slides.map(decode) }
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

async function achievementTitles(request: APIRequestContext, ids: number[], locale: string) {
  const res = await request.get(
    `/api/achievements?where[id][in]=${ids.join(',')}&locale=${locale}&depth=0&limit=50`,
  )
  const docs = ((await res.json()) as { docs: Achievement[] }).docs
  return ids.map((id) => docs.find((d) => d.id === id)?.title ?? '')
}

/** Payload's publish button (`#action-save`) or save-draft button, and its success toast. */
async function save(page: Page, button: 'publish' | 'draft' = 'publish') {
  const toasts = page.locator('.payload-toast-container')
  // The toasts of earlier saves, closed first, cannot stand for this one.
  for (const close of await toasts.locator('.payload-toast-close-button').all()) {
    await close.click({ timeout: 2_000 }).catch(() => {})
  }
  await page.locator(button === 'publish' ? '#action-save' : '#action-save-draft').click()
  const done = button === 'publish' ? /успешно обновлено/i : /черновик успешно сохран/i
  await expect(toasts).toContainText(done, { timeout: 30_000 })
}

const SHOTS = 'tmp/playwright'

/**
 * Issue 19, items 1 and 3: an editor changes the home page in the admin (in Russian): the hero
 * heading in both languages and the order of the featured rankings, published with Payload's
 * publish button; visitors see it on / and /en within seconds (the pages' cached copies are
 * emptied on publication). Then a draft: saved, seen in its preview with the bar and in the live
 * preview pane, not on / for a visitor until it is published.
 */
test.describe('editing the home page in the admin', () => {
  test.use({ locale: 'ru-RU' })

  test('an editor changes the hero heading in both languages and reorders featured rankings', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000)
    const { token } = (await (
      await request.post('/api/users/login', { data: TEST_ADMIN })
    ).json()) as { token: string }
    const auth = { authorization: `JWT ${token}` }
    const editor = { email: `home-${Date.now()}@test.example`, password: 'home-editor-pass-1991' }
    const created = await request.post('/api/users', {
      headers: auth,
      data: { ...editor, roles: ['editor'] },
    })
    expect(created.status()).toBe(201)
    const userId = ((await created.json()) as { doc: { id: number } }).doc.id
    const before = {
      ru: await readHome(request, 'ru', auth),
      en: await readHome(request, 'en', auth),
    }
    const featured = before.ru.featured.achievements
    expect(featured.length).toBeGreaterThanOrEqual(3)
    // The second pick moves to the end: removed, then added again.
    const moved = featured[1] as number
    const expected = [...featured.filter((id) => id !== moved), moved]
    const [movedRu] = await achievementTitles(request, [moved], 'ru')
    const stamp = Date.now() % 100_000
    const headings = { ru: `Главная под редакцией ${stamp}`, en: `Home as edited ${stamp}` }
    const draftHeading = `Черновик главной ${stamp}`

    try {
      await signInToAdmin(page, 'login-page', editor)
      await page.goto('/admin/globals/home')
      await expect(page.getByRole('heading', { name: 'Главная страница' })).toBeVisible()
      await page.locator('#field-hero__heading').fill(headings.ru)

      await page.getByRole('button', { name: 'Подборки', exact: true }).click()
      const field = page.locator('#field-featured__achievements')
      const chip = field.locator('.multi-value').filter({ hasText: movedRu as string })
      await chip.locator('.multi-value-remove').click()
      await expect(chip).toHaveCount(0)
      await field.locator('.rs__input').fill(movedRu as string)
      await page
        .getByRole('option', { name: movedRu as string, exact: true })
        .first()
        .click()
      await expect(field.locator('.relationship--multi-value-label').last()).toContainText(
        movedRu as string,
      )
      await save(page)

      await page.goto('/admin/globals/home?locale=en')
      // The admin reopens the tab last used (the curated lists).
      await page.getByRole('button', { name: 'Первый экран', exact: true }).click()
      await page.locator('#field-hero__heading').fill(headings.en)
      await save(page)

      const stored = await readHome(request, 'ru', auth)
      expect(stored.hero.heading).toBe(headings.ru)
      expect(stored.featured.achievements).toEqual(expected)

      for (const locale of ['ru', 'en'] as const) {
        const titles = await achievementTitles(request, expected, locale)
        const path = locale === 'ru' ? '/' : '/en'
        await expect
          .poll(() => visitorHome(request, path), { timeout: 10_000, intervals: [250, 500, 1000] })
          .toEqual({ heading: headings[locale], slides: titles })
      }
      // And in a browser, as a visitor sees it.
      await page.goto('/en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.en)

      // A draft: saved with the save-draft button, the published page stays as it is.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/admin/globals/home?locale=ru')
      await page.getByRole('button', { name: 'Первый экран', exact: true }).click()
      await page.locator('#field-hero__heading').fill(draftHeading)
      await save(page, 'draft')
      await expect(page.locator('#action-save')).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/home-drafts-admin-ru-1440.png` })

      // Its preview (the admin's preview button): the draft on /, with the bar.
      const previewLink = await page.locator('#preview-button').getAttribute('href')
      expect(previewLink).toContain('/api/preview?kind=home&locale=ru')
      // The visit to /en above left the language cookie, which sends / on to /en.
      await page.context().clearCookies({ name: LOCALE_COOKIE.name })
      const preview = await page.context().newPage()
      await preview.setViewportSize({ width: 390, height: 844 })
      const answer = await preview.goto(previewLink ?? '')
      expect(answer?.headers()['cache-control']).toBe('private, no-store')
      await expect(preview).toHaveURL(/\/$/)
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
      const bar = preview.getByRole('region', { name: 'Предпросмотр черновика' })
      await expect(bar).toBeVisible()
      await preview.screenshot({ path: `${SHOTS}/home-drafts-preview-ru-390.png` })
      await preview.setViewportSize({ width: 1440, height: 900 })
      await preview.screenshot({ path: `${SHOTS}/home-drafts-preview-ru-1440.png` })
      await preview.goto('/api/preview?kind=home&locale=en')
      await expect(preview).toHaveURL(/\/en$/)
      await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible()
      await preview.setViewportSize({ width: 390, height: 844 })
      await preview.screenshot({ path: `${SHOTS}/home-drafts-preview-en-390.png` })
      await preview.getByRole('link', { name: 'Exit preview' }).click()
      await expect(preview.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
      await preview.close()

      // An anonymous visitor still reads the published heading.
      const visitor = await browser.newContext()
      try {
        const anonymous = await visitor.newPage()
        await anonymous.goto('/')
        await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(headings.ru)

        // The live preview pane beside the form shows the draft too.
        // (The English preview above set the language cookie again.)
        await page.context().clearCookies({ name: LOCALE_COOKIE.name })
        await page.locator('#live-preview-toggler').click()
        const pane = page.frameLocator('iframe[src*="/api/preview?kind=home"]')
        await expect(pane.getByRole('heading', { level: 1 })).toHaveText(draftHeading, {
          timeout: 30_000,
        })
        await page.screenshot({ path: `${SHOTS}/home-drafts-admin-live-1440.png` })
        await page.locator('#live-preview-toggler').click()

        // Published with the publish button: on / for everyone.
        await save(page)
        // (In a fresh context: this test's `request` has the language cookie of its visits to /en.)
        await expect
          .poll(
            async () => {
              await anonymous.goto('/')
              return anonymous.getByRole('heading', { level: 1 }).textContent()
            },
            { timeout: 10_000, intervals: [250, 500, 1000] },
          )
          .toBe(draftHeading)
      } finally {
        await visitor.close()
      }
    } finally {
      await request.post('/api/globals/home?locale=ru', {
        headers: auth,
        data: {
          hero: { heading: before.ru.hero.heading },
          featured: before.ru.featured,
          _status: 'published',
        },
      })
      await request.post('/api/globals/home?locale=en', {
        headers: auth,
        data: { hero: { heading: before.en.hero.heading }, _status: 'published' },
      })
      await request.delete(`/api/users/${userId}`, { headers: auth })
    }
  })
})
