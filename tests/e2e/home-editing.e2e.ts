import { type APIRequestContext, expect, test } from '@playwright/test'

import { LOCALE_COOKIE } from '@/config/constants'
import {
  createEditor,
  fillHeroHeading,
  moveFeaturedRankingToEnd,
  openHome,
  publish,
  publishHeroHeading,
  removeEditor,
  saveDraft,
  signInToAdmin,
} from '../helpers/admin-steps'
import { achievementTitles, homeHeadingAndSlides, readHome } from '../helpers/home-page'

/** The home page's heading and ranking slides, as a visitor gets them. */
async function visitorHome(request: APIRequestContext, path: string) {
  return homeHeadingAndSlides(await (await request.get(path)).text())
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
    const editor = await createEditor(request, 'home')
    const { adminAuth: auth } = editor
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
      await signInToAdmin(page, { as: editor })
      await openHome(page, 'ru')
      await fillHeroHeading(page, headings.ru)
      await moveFeaturedRankingToEnd(page, movedRu as string)
      await publish(page, '/api/globals/home')
      await publishHeroHeading(page, 'en', headings.en)

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
      await saveDraft(page, '/api/globals/home')
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
      expect(answer?.headers()['cache-control']).toMatch(/^private, .*no-store/)
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
        await publish(page, '/api/globals/home')
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
      await removeEditor(request, editor)
    }
  })
})
