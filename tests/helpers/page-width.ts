import type { Page } from '@playwright/test'

/**
 * How wide a page is laid out, against the screen: `inner` is the layout viewport (a phone's
 * browser widens it to hold content wider than the screen), `scroll` the document's width. A page
 * that fits has both at most the viewport's width.
 */
export function layoutWidths(page: Page): Promise<{ inner: number; scroll: number }> {
  return page.evaluate(() => ({
    inner: window.innerWidth,
    scroll: document.documentElement.scrollWidth,
  }))
}
