import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { offices as seededOffices } from '../../src/cms/seed/data/firm'
import { siteTexts } from '../../src/cms/seed/data/site-texts'
import {
  createEditor,
  publish,
  removeEditor,
  SLOW_ADMIN,
  saveOfficeHours,
  signInToAdmin,
} from '../helpers/admin-steps'

/**
 * Page texts in the CMS (issue 19): an editor, in the Russian admin, changes an office's hours
 * and the press center's intro in both languages; the site shows them at once in each language;
 * clearing the English intro brings the untranslated-fields notice, and the English site reads
 * Russian there. Everything changed is put back afterwards (other tests read the seeded texts).
 */

const stamp = Date.now() % 100_000
const hours = { ru: `Пн–сб, 8:00–20:00 (${stamp})`, en: `Mon–Sat, 8:00–20:00 (${stamp})` }
const intro = {
  ru: `Новости, публикации и события коллегии (${stamp}).`,
  en: `News, publications and events of the firm (${stamp}).`,
}
const PAGE_WAIT = { timeout: 10_000 }

/** Fills a field of the open edit view and saves, waiting for the save's answer at `api`. */
async function fillAndSave(page: Page, api: string, selector: string, value: string) {
  await page.locator(selector).fill(value)
  await publish(page, api)
}

/** The visible text of a page of the site, read afresh (no browser cache). */
async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } })
  return response.text()
}

test('an editor changes office hours and the press center intro in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = await createEditor(request, 'texts')
  const { adminAuth: auth } = editor
  const offices = (await (
    await request.get('/api/offices?where[kind][equals]=headquarters&limit=1&depth=0')
  ).json()) as { docs: { id: number }[] }
  const officeId = offices.docs[0]?.id
  expect(officeId).toBeDefined()

  try {
    await signInToAdmin(page, { as: editor })

    // The office's hours in Russian, then English (each address names its locale: the admin
    // reopens a view in the locale last chosen).
    await saveOfficeHours(page, officeId as number, 'ru', hours.ru)
    await saveOfficeHours(page, officeId as number, 'en', hours.en)

    // The press center's intro, on the first tab of the page texts global.
    await page.goto('/admin/globals/site-texts?locale=ru')
    await expect(page.getByRole('heading', { name: 'Тексты страниц' })).toBeVisible(SLOW_ADMIN)
    await fillAndSave(page, '/api/globals/site-texts', '#field-news__intro', intro.ru)
    await page.goto('/admin/globals/site-texts?locale=en')
    await fillAndSave(page, '/api/globals/site-texts', '#field-news__intro', intro.en)
    // Everything is translated: no notice.
    await expect(page.locator('[data-translation-status]')).toHaveCount(0)

    // The site shows them within seconds, each language its own.
    await expect.poll(() => pageText(request, '/contacts'), PAGE_WAIT).toContain(hours.ru)
    await expect.poll(() => pageText(request, '/en/contacts'), PAGE_WAIT).toContain(hours.en)
    await expect.poll(() => pageText(request, '/news'), PAGE_WAIT).toContain(intro.ru)
    await expect.poll(() => pageText(request, '/en/news'), PAGE_WAIT).toContain(intro.en)
    await page.goto('/en/contacts')
    await expect(page.locator('main')).toContainText(`Office hours: ${hours.en}`)

    // Clearing the English intro: the notice names the field, the English site reads Russian.
    await page.goto('/admin/globals/site-texts?locale=en')
    await fillAndSave(page, '/api/globals/site-texts', '#field-news__intro', '')
    const notice = page.locator('[data-translation-status]')
    await expect(notice).toContainText('Нет перевода на английский: Пресс-центр › Вступление')
    await page.reload()
    await expect(notice).toContainText('Пресс-центр › Вступление', SLOW_ADMIN)
    await expect.poll(() => pageText(request, '/en/news'), PAGE_WAIT).toContain(intro.ru)
  } finally {
    for (const lang of ['ru', 'en'] as const) {
      await request.post(`/api/globals/site-texts?locale=${lang}`, {
        headers: auth,
        data: { news: { intro: siteTexts.news.intro[lang] } },
      })
      await request.patch(`/api/offices/${officeId}?locale=${lang}`, {
        headers: auth,
        data: { hours: seededOffices[0]?.hours?.[lang] },
      })
    }
    await removeEditor(request, editor)
  }
})
