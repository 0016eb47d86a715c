import type { Page } from '@playwright/test'

/**
 * Runs `check` with every block of the page rendered, as a visitor who scrolls through it sees
 * them. The site's blocks below the first screen are laid out only once near it
 * (`content-visibility: auto`, site.css), so a check of the whole page would otherwise not see
 * into them: axe cannot hit-test their text for colour contrast (it reports it "incomplete"), and
 * the document's width leaves out whatever would overflow there.
 */
export async function withEverythingRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: '*, ::before, ::after { content-visibility: visible !important; }',
  })
  // A page whose security policy refused the inline style would be checked as it was: say so.
  if (!(await style.evaluate((element) => (element as HTMLStyleElement).sheet !== null))) {
    throw new Error(`the page refused the style that renders every block (${page.url()})`)
  }
  try {
    return await check()
  } finally {
    // A check may have navigated away, and taken the style with it.
    await style.evaluate((element) => (element as Element).remove()).catch(() => undefined)
  }
}
