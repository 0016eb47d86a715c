import { expect, test } from '@playwright/test'

import { signInToAdmin } from '../helpers/admin-login'
import { TEST_ADMIN } from '../helpers/graphql-http'

test.describe('admin', () => {
  test.use({ locale: 'ru-RU' })

  test('staff log in at /admin and reach the press center', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await signInToAdmin(page, 'here')
    await page.goto('/admin/collections/posts')
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(5)
  })

  test('an editor changes their own password in the admin, giving the current one', async ({
    page,
    request,
  }) => {
    const { token } = (await (
      await request.post('/api/users/login', { data: TEST_ADMIN })
    ).json()) as { token: string }
    const auth = { authorization: `JWT ${token}` }
    const editor = {
      email: `editor-${Date.now()}@test.example`,
      password: 'first-editor-password-42',
    }
    const created = await request.post('/api/users', {
      headers: auth,
      data: { ...editor, roles: ['editor'] },
    })
    expect(created.status()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    try {
      await signInToAdmin(page, 'login-page', editor)
      await page.goto('/admin/account')
      await page.getByRole('button', { name: 'Сменить пароль' }).click()
      const next = 'second-editor-password-42'
      const loginWith = async (password: string) =>
        (await request.post('/api/users/login', { data: { ...editor, password } })).status()
      // The current password is asked for once a new one is typed, and a save without it changes
      // nothing.
      await expect(page.locator('#field-currentPassword')).toHaveCount(0)
      await page.locator('#field-password').fill(next)
      await page.locator('#field-confirm-password').fill(next)
      await expect(page.locator('#field-currentPassword')).toBeVisible()
      await page.locator('#action-save').click()
      await expect(page.getByText('Это обязательное поле.').first()).toBeVisible()
      expect(await loginWith(next)).toBe(401)
      // A wrong one is refused by the server, in the editor's language.
      await page.locator('#field-currentPassword').fill('not-my-password-at-all')
      await page.locator('#action-save').click()
      await expect(page.getByText('Текущий пароль неверен').first()).toBeVisible()
      expect(await loginWith(next)).toBe(401)
      await page.locator('#field-currentPassword').fill(editor.password)
      await page.locator('#action-save').click()
      await expect.poll(() => loginWith(next)).toBe(200)
    } finally {
      await request.delete(`/api/users/${id}`, { headers: auth })
    }
  })
})
