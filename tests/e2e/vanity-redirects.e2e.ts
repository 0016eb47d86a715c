import { expect, test } from '@playwright/test'

import {
  createEditor,
  fillVanityLink,
  publish,
  removeEditor,
  SLOW_ADMIN,
  signInToAdmin,
} from '../helpers/admin-steps'

/** Issue 19, item 6: an editor adds a two-segment vanity link in the admin, and it leads there. */
test.describe('vanity links in the admin', () => {
  test.use({ locale: 'ru-RU' })

  test('an editor adds a two-segment temporary link (307), a refused one says why, and the link is followed', async ({
    page,
    request,
  }) => {
    const editor = await createEditor(request, 'vanity')
    const from = `/seminars/open-day-${Date.now() % 100_000}`
    let redirectId: string | undefined
    try {
      await signInToAdmin(page, { as: editor })

      // A source in a section of the site is refused, in the editor's language, on the field.
      await page.goto('/admin/collections/redirects/create')
      await fillVanityLink(page, { from: '/news/x', to: '/contacts' })
      await page.locator('#action-save').click()
      await expect(page.getByText(/\/news — адрес самого сайта/).first()).toBeVisible()

      await fillVanityLink(page, { from, status: 302 })
      await publish(page, '/api/redirects')
      await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, SLOW_ADMIN)
      redirectId = page.url().match(/redirects\/(\d+)/)?.[1]

      // The link answers 307 (in both languages) and leads to the contacts page.
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).status())
        .toBe(307)
      const en = await request.get(`/en${from}`, { maxRedirects: 0 })
      expect(en.headers().location).toBe('/en/contacts')
      await page.goto(from)
      await expect(page).toHaveURL(/\/contacts$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    } finally {
      if (redirectId) {
        await request.delete(`/api/redirects/${redirectId}`, { headers: editor.adminAuth })
      }
      await removeEditor(request, editor)
    }
  })
})
