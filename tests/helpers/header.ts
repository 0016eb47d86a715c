import { expect, type Page } from '@playwright/test'

/**
 * The header's search link, once the page has hydrated: it gets `aria-haspopup` then, and a click
 * opens the popup search instead of following the link. Waiting for it is also the tests' sign
 * that React has taken over the page.
 */
export async function headerSearchLink(page: Page) {
  const link = page.locator('header a.search-link')
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog')
  return link
}
