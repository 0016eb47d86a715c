import { expect, test } from '@playwright/test'

import { signInToAdmin } from '../helpers/admin-login'
import { TEST_ADMIN } from '../helpers/graphql-http'

/** Issue 19, item 6: an editor adds a two-segment vanity link in the admin, and it leads there. */
test.describe('vanity links in the admin', () => {
  test.use({ locale: 'ru-RU' })

  test('an editor adds a two-segment link (302), a refused one says why, and the link is followed', async ({
    page,
    request,
  }) => {
    const { token } = (await (
      await request.post('/api/users/login', { data: TEST_ADMIN })
    ).json()) as { token: string }
    const auth = { authorization: `JWT ${token}` }
    const editor = { email: `vanity-${Date.now()}@test.example`, password: 'vanity-editor-pass-42' }
    const created = await request.post('/api/users', {
      headers: auth,
      data: { ...editor, roles: ['editor'] },
    })
    expect(created.status()).toBe(201)
    const userId = ((await created.json()) as { doc: { id: number } }).doc.id
    const from = `/seminars/open-day-${Date.now() % 100_000}`
    let redirectId: string | undefined
    try {
      await signInToAdmin(page, 'login-page', editor)

      // A source in a section of the site is refused, in the editor's language, on the field.
      await page.goto('/admin/collections/redirects/create')
      await page.locator('#field-from').fill('/news/x')
      await page.locator('#field-url').fill('/contacts')
      await page.locator('#action-save').click()
      await expect(page.getByText(/занят разделом сайта/).first()).toBeVisible()

      await page.locator('#field-from').fill(from)
      await page.locator('#field-status .rs__control').click()
      await page.getByRole('option', { name: '302 — временный', exact: true }).click()
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, { timeout: 30_000 })
      redirectId = page.url().match(/redirects\/(\d+)/)?.[1]

      // The link answers 302 (in both languages) and leads to the contacts page.
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).status())
        .toBe(302)
      const en = await request.get(`/en${from}`, { maxRedirects: 0 })
      expect(en.headers().location).toBe('/en/contacts')
      await page.goto(from)
      await expect(page).toHaveURL(/\/contacts$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    } finally {
      if (redirectId) await request.delete(`/api/redirects/${redirectId}`, { headers: auth })
      await request.delete(`/api/users/${userId}`, { headers: auth })
    }
  })
})
