import type { Page } from '@playwright/test'

import { DEFAULT_PORT } from '@/config/constants'

/**
 * The Content Security Policy breaks nothing: a violation blocks a script or a request silently
 * (hydration stops, a form never validates), so the pages of the e2e files are opened with a
 * `securitypolicyviolation` listener and the console watched.
 */

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records every CSP violation of a page (from its first script on) and of its console. */
export async function watchCsp(page: Page): Promise<string[]> {
  const logged: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (
      /Content Security Policy|Refused to (?:load|execute|evaluate|connect|frame|apply)/i.test(text)
    ) {
      logged.push(text)
    }
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return logged
}

/**
 * Pre-rendered pages name media at the build's public address (SITE_URL; without it the default
 * port's, http://localhost:3004). When that is not this test server (nothing answers there for
 * it), the browser's failed loads there are left out: in production SITE_URL is the site itself.
 */
const BUILD_ADDRESS = `${process.env.E2E_SITE_URL ?? `http://localhost:${DEFAULT_PORT}`}/`
const FOREIGN_BUILD_ADDRESS = new RegExp(
  `(?:blocked |Loading the image ')${BUILD_ADDRESS.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
)

/**
 * The violations `watchCsp` saw: the page's since its last load, the console's since the last
 * call (taken from `logged`, so that a page read again after a reload reports each one once).
 */
export async function cspViolations(page: Page, logged: string[]): Promise<string[]> {
  const reported = await page.evaluate(() => window.__cspViolations ?? [])
  const local = new URL(page.url()).origin
  const all = [...reported, ...logged.splice(0)]
  // When the test server is itself the default address, nothing is left out.
  if (`${local}/` === BUILD_ADDRESS) return all
  return all.filter((v) => !FOREIGN_BUILD_ADDRESS.test(v))
}
