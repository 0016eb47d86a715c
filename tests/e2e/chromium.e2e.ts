import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { PLAYWRIGHT_DISABLED_FEATURES, UNSHOWN_BROWSER_UI } from '../../support/chromium'

/**
 * The suite's browser as support/chromium.ts means it: Chromium keeps only the last
 * `--disable-features` it is given, so the one the suite adds (to leave out the address bar's
 * unshown popups) must carry every feature Playwright itself turns off.
 */
test('the suite’s Chromium keeps Playwright’s disabled features and builds no unshown popups', async ({
  browser,
  page,
}) => {
  // Chromium answers Browser.getBrowserCommandLine only with --enable-automation, so read it
  // where the system keeps it: the browser is a child of this test's worker.
  const commandLine = browserCommandLine()
  const lists = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','))
  expect(lists.length, 'Playwright’s list and the suite’s').toBeGreaterThanOrEqual(2)
  const [playwrights, last] = [lists[0] ?? [], lists.at(-1) ?? []]
  expect(last).toEqual(expect.arrayContaining(playwrights))
  expect(last).toEqual(
    expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI]),
  )

  await page.goto('/robots.txt')
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[]
  }
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((t) => t.url)).toEqual([])
  expect(targetInfos.some((target) => target.type === 'page')).toBe(true)
  await cdp.detach()
})

/** The arguments of the Chromium this worker started (its child process), from /proc. */
function browserCommandLine(): string[] {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (parent === process.pid && args.includes('--remote-debugging-pipe')) return args
    } catch {
      // a process that ended while being read
    }
  }
  throw new Error('no Chromium started by this worker')
}
