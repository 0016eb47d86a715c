import { expect, type Page } from '@playwright/test'

import { TEST_ADMIN } from './graphql-http'

/**
 * Signs a staff member (the test administrator by default) in through the admin's own form, as a
 * person would: on the login page already (`from: 'here'`), or opening it first. Resolves once
 * the dashboard is shown.
 */
export async function signInToAdmin(
  page: Page,
  from: 'here' | 'login-page' = 'login-page',
  user: { email: string; password: string } = TEST_ADMIN,
) {
  if (from === 'login-page') await page.goto('/admin/login')
  await page.locator('input[name="email"], #field-email').first().fill(user.email)
  await page.locator('input[name="password"], #field-password').first().fill(user.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}
