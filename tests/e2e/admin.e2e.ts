import { expect, test } from '@playwright/test'

import { signInToAdmin } from '../helpers/admin-login'

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
})
