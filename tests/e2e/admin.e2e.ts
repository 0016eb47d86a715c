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
      const next = 'second-editor-password-42'
      const loginWith = async (password: string) =>
        (await request.post('/api/users/login', { data: { ...editor, password } })).status()
      /**
       * Opens the account in a page of its own (an unsaved form would hold the next visit up),
       * types the new password (and the current one, if given) and saves.
       */
      const change = async (current?: string) => {
        const tab = await page.context().newPage()
        await tab.goto('/admin/account')
        await tab.getByRole('button', { name: 'Сменить пароль' }).click()
        // The current password is asked for once a new one is typed.
        await expect(tab.locator('#field-currentPassword')).toHaveCount(0)
        await tab.locator('#field-password').fill(next)
        await tab.locator('#field-confirm-password').fill(next)
        await expect(tab.locator('#field-currentPassword')).toBeVisible()
        if (current !== undefined) await tab.locator('#field-currentPassword').fill(current)
        await tab.locator('#action-save').click()
        return tab
      }
      // Without it nothing changes: said by the admin itself (the field is required) or, when the
      // form was sent before it checked, by the server; either way on the field, in Russian.
      const without = await change()
      await expect(
        without
          .getByText(/^(Это обязательное поле\.|Чтобы сменить свой пароль, введите текущий)$/)
          .first(),
      ).toBeVisible()
      expect(await loginWith(next)).toBe(401)
      await without.close()
      // A wrong one is refused by the server.
      const wrong = await change('not-my-password-at-all')
      await expect(wrong.getByText('Текущий пароль неверен').first()).toBeVisible()
      expect(await loginWith(next)).toBe(401)
      await wrong.close()
      await change(editor.password)
      await expect.poll(() => loginWith(next)).toBe(200)
    } finally {
      await request.delete(`/api/users/${id}`, { headers: auth })
    }
  })
})
