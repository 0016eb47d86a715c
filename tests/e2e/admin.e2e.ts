import { expect, test } from '@playwright/test'

test.describe('admin', () => {
  test.use({ locale: 'ru-RU' })

  test('staff log in at /admin and reach the press center', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page
      .locator('input[name="email"], #field-email')
      .first()
      .fill(process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example')
    await page
      .locator('input[name="password"], #field-password')
      .first()
      .fill(process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991')
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await page.goto('/admin/collections/posts')
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(5)
  })
})
