/**
 * The SEO tab of an edit view (src/cms/fields/seo.ts) in both admin languages: the editor's title
 * and description in the search-result preview, with the plugin's length counters in the admin's
 * language. The tab is photographed in each (tmp/playwright, for a person to look at).
 */
import { expect, test } from '@playwright/test'

import { ADMIN_LANGUAGE_COOKIE } from '../../src/security/session-token'
import { SLOW_ADMIN, signedInAsAdmin } from '../helpers/admin-steps'

const TEXTS = {
  ru: { tab: 'Поиск и соцсети', title: 'Заголовок в поисковой выдаче', counter: /символов/ },
  en: { tab: 'Search and sharing', title: 'Title in search results', counter: /chars/ },
} as const

test.describe('SEO tab', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('previews the search result and counts lengths, in Russian and in English', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    await signedInAsAdmin(page)
    const found = await page.request.get(
      '/api/practices?where[meta.title][exists]=true&limit=1&depth=0&locale=all',
    )
    const [practice] = (
      (await found.json()) as {
        docs: { id: number; meta: { title: Record<'ru' | 'en', string> } }[]
      }
    ).docs
    expect(practice).toBeDefined()
    for (const language of ['ru', 'en'] as const) {
      const texts = TEXTS[language]
      // The page may not have been anywhere yet (a session kept from an earlier test).
      await page
        .context()
        .addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: language, url: baseURL }])
      // The document in the admin's language, so the preview shows that language's texts.
      await page.goto(`/admin/collections/practices/${practice!.id}?locale=${language}`)
      await page.getByRole('button', { name: texts.tab, exact: true }).click(SLOW_ADMIN)
      const title = practice!.meta.title[language]
      await expect(page.getByRole('textbox', { name: texts.title })).toHaveValue(title, SLOW_ADMIN)
      // The preview shows the title the field holds, as a search engine would.
      await expect(page.getByRole('heading', { level: 4, name: title })).toBeVisible()
      await expect(page.getByText(texts.counter).first()).toBeVisible()
      await page.screenshot({
        path: testInfo.outputPath(`seo-tab-${language}.png`),
        fullPage: true,
      })
    }
  })
})
