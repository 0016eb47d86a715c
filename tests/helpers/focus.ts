import { expect, type Locator } from '@playwright/test'

/**
 * `toBeFocused`, and when it fails, what had the focus instead: the active element, whether the
 * document had the focus at all, and how old the page was and how it was loaded (a reload would
 * show as such). A focus step that fails once in hundreds of runs needs that to be understood.
 */
export async function expectFocused(locator: Locator): Promise<void> {
  try {
    await expect(locator).toBeFocused()
  } catch (error) {
    const state = await locator
      .page()
      .evaluate(() => {
        const active = document.activeElement
        const navigation = performance.getEntriesByType('navigation')[0] as
          | PerformanceNavigationTiming
          | undefined
        return {
          active: active ? active.outerHTML.slice(0, 160) : null,
          documentHasFocus: document.hasFocus(),
          pageAgeMs: Math.round(performance.now()),
          navigation: navigation?.type,
          url: location.href,
        }
      })
      .catch((reason: unknown) => ({ unreadable: String(reason) }))
    throw new Error(`${(error as Error).message}\nInstead: ${JSON.stringify(state, null, 2)}`, {
      cause: error,
    })
  }
}
