import { type APIRequestContext, expect, test } from '@playwright/test'

import {
  createEditor,
  fillHeroHeading,
  moveFeaturedRankingToEnd,
  openHome,
  publish,
  publishHeroHeading,
  removeEditor,
  signInToAdmin,
} from '../helpers/admin-steps'
import { achievementTitles, homeHeadingAndSlides, readHome } from '../helpers/home-page'

/** The home page's heading and ranking slides, as a visitor gets them. */
async function visitorHome(request: APIRequestContext, path: string) {
  return homeHeadingAndSlides(await (await request.get(path)).text())
}

/**
 * Issue 19, item 1: an editor changes the home page in the admin (in Russian): the hero heading
 * in both languages and the order of the featured rankings; visitors see it on / and /en within
 * seconds (the pages' cached copies are emptied on save).
 */
test.describe('editing the home page in the admin', () => {
  test.use({ locale: 'ru-RU' })

  test('an editor changes the hero heading in both languages and reorders featured rankings', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
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
    } finally {
      await request.post('/api/globals/home?locale=ru', {
        headers: auth,
        data: { hero: { heading: before.ru.hero.heading }, featured: before.ru.featured },
      })
      await request.post('/api/globals/home?locale=en', {
        headers: auth,
        data: { hero: { heading: before.en.hero.heading } },
      })
      await removeEditor(request, editor)
    }
  })
})
