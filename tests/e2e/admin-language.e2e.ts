/**
 * The admin speaks the editor's language (issue 19, item 2): Russian for a staff member who has
 * chosen none, even in a browser set to English, and English once chosen in the account view.
 * Labels of the list, an edit view and the Site global are checked in both; the edit views are
 * photographed in Russian at desktop width (tmp/playwright, for a person to look at).
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test'

import { firstId, signInToAdmin } from '../helpers/admin-steps'

/** The label of the form field `path` (Payload's `field-…` ids: `figures__founded` for a group). */
const labelOf = (page: Page, path: string) => page.locator(`label[for="field-${path}"]`).first()

/** What the admin shows, per language, where the checks below look. */
const TEXTS = {
  ru: {
    nav: ['Содержание', 'Настройки', 'Входящие'],
    postsHeading: 'Пресс-центр',
    postsColumns: ['Заголовок', 'Тип', 'Дата публикации'],
    postLabels: { title: 'Заголовок', slug: 'Адрес (slug)', publishedAt: 'Дата публикации' },
    postType: 'Новость|Публикация|Событие',
    siteLabels: { name: 'Название фирмы', figures__founded: 'Год основания' },
    siteGroup: 'Фирма в цифрах',
  },
  en: {
    nav: ['Content', 'Settings', 'Inbox'],
    postsHeading: 'Press center',
    postsColumns: ['Title', 'Type', 'Publication date'],
    postLabels: { title: 'Title', slug: 'Slug', publishedAt: 'Publication date' },
    postType: 'News|Publication|Event',
    siteLabels: { name: 'Firm name', figures__founded: 'Year founded' },
    siteGroup: 'The firm in figures',
  },
} as const

/** Opens the posts list, a post and the Site global, and checks their texts in `language`. */
async function expectAdminIn(page: Page, language: 'ru' | 'en', testInfo: TestInfo) {
  const texts = TEXTS[language]
  await page.goto('/admin/collections/posts')
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { level: 1, name: texts.postsHeading })).toBeVisible({
    timeout: 30_000,
  })
  const nav = page.locator('nav')
  for (const group of texts.nav) await expect(nav.getByText(group, { exact: true })).toBeVisible()
  const head = page.locator('table thead')
  for (const column of texts.postsColumns) {
    await expect(head.getByText(column, { exact: true })).toBeVisible()
  }
  // Select values show their labels, not the stored value ("news").
  await expect(page.locator('table tbody tr').first()).toContainText(new RegExp(texts.postType))

  await page.goto(`/admin/collections/posts/${await firstId(page, 'posts')}`)
  for (const [path, label] of Object.entries(texts.postLabels)) {
    await expect(labelOf(page, path)).toContainText(label, { timeout: 30_000 })
  }
  if (language === 'ru') {
    // The form is whole once its dates are loaded (Payload shows "Загрузка..." until then).
    await expect(page.getByText('Загрузка...')).toHaveCount(0, { timeout: 30_000 })
    await page.screenshot({ path: testInfo.outputPath('post-ru.png'), fullPage: true })
  }

  await page.goto('/admin/globals/site')
  for (const [path, label] of Object.entries(texts.siteLabels)) {
    await expect(labelOf(page, path)).toContainText(label, { timeout: 30_000 })
  }
  await expect(page.getByText(texts.siteGroup, { exact: true }).first()).toBeVisible()
}

test.describe('admin language', () => {
  // A browser set to English: the admin is still Russian until its user chooses otherwise.
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } })

  test('Russian by default, English once chosen in the account view', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    await signInToAdmin(page)
    await expectAdminIn(page, 'ru', testInfo)

    // The edit views editors use most, in Russian at desktop width.
    for (const collection of ['people', 'practices']) {
      await page.goto(`/admin/collections/${collection}/${await firstId(page, collection)}`)
      await expect(labelOf(page, 'slug')).toContainText('Адрес (slug)', { timeout: 30_000 })
      await expect(page.getByText('Загрузка...')).toHaveCount(0, { timeout: 30_000 })
      await page.screenshot({ path: testInfo.outputPath(`${collection}-ru.png`), fullPage: true })
    }
    await page.goto('/admin/globals/site')
    await expect(labelOf(page, 'name')).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: testInfo.outputPath('site-ru.png'), fullPage: true })

    // The account view's language select: Payload keeps the choice in its cookie.
    await page.goto('/admin/account')
    const select = page.locator('#language-select')
    await expect(select).toBeVisible({ timeout: 30_000 })
    await select.fill('English')
    await select.press('Enter')
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'collegium-lng'))
      .toMatchObject({ value: 'en' })
    await expectAdminIn(page, 'en', testInfo)

    // And back: Russian is a choice too.
    await page.goto('/admin/account')
    await page.locator('#language-select').fill('Русский')
    await page.locator('#language-select').press('Enter')
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'collegium-lng'))
      .toMatchObject({ value: 'ru' })
    await expectAdminIn(page, 'ru', testInfo)
  })
})
