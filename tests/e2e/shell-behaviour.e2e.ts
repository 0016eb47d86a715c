import { expect, type Page, type Request, test } from '@playwright/test'
import { CHUNK_RELOAD_STORAGE_KEY } from '../../src/browser/chunk-reload'
import { CHUNK_RELOAD_GUARD_MS, PROGRESS_BAR } from '../../src/config/constants'
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }

/** One observed look of the progress bar: its data-state and value, or `none` when absent. */
type BarSample = { at: number; look: string }

declare global {
  interface Window {
    __barSamples: BarSample[]
    __clickedAt: number
    __pathChanges: { at: number; path: string }[]
    __failures: string[]
  }
}

/**
 * Records every change of the progress bar (and the time of the last click) from the first byte
 * of each document, so a test can check what was shown and when, not only the final state.
 */
async function recordProgressBar(page: Page) {
  await page.addInitScript(() => {
    window.__barSamples = []
    window.__clickedAt = 0
    window.__pathChanges = []
    // What the bar counts as a failure (ProgressBar.client.tsx, whose NAVIGATION_FAILED_EVENT is
    // the event named below), so that a test that sees the bar fail can say why.
    window.__failures = []
    const failure = (what: string) =>
      window.__failures.push(`${performance.now().toFixed(0)} ${what}`)
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target as { src?: string; href?: string } | null
        failure(
          event instanceof ErrorEvent
            ? `error: ${event.message}`
            : `resource: ${target?.src ?? target?.href ?? '?'}`,
        )
      },
      true,
    )
    window.addEventListener('unhandledrejection', (event) => failure(`rejection: ${event.reason}`))
    window.addEventListener('shell:navigation-failed', () => failure('navigation failed'))
    document.addEventListener(
      'click',
      () => {
        window.__clickedAt = performance.now()
      },
      true,
    )
    const sample = () => {
      const bar = document.querySelector('[role="progressbar"]')
      const look = bar
        ? `${bar.getAttribute('data-state')}:${bar.getAttribute('aria-valuenow')}`
        : 'none'
      const last = window.__barSamples.at(-1)
      if (last?.look !== look) window.__barSamples.push({ at: performance.now(), look })
      const path = location.pathname
      if (window.__pathChanges.at(-1)?.path !== path) {
        window.__pathChanges.push({ at: performance.now(), path })
      }
    }
    new MutationObserver(sample).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'aria-valuenow'],
    })
  })
}

const samples = (page: Page) => page.evaluate(() => window.__barSamples)
const clickedAt = (page: Page) => page.evaluate(() => window.__clickedAt)
const failures = (page: Page) => page.evaluate(() => window.__failures.join('\n'))
const resetSamples = (page: Page) =>
  page.evaluate(() => {
    window.__barSamples = []
  })

/** Whether a request is the App Router's navigation fetch (not a prefetch) of a path. */
function isNavigationFetch(request: Request, pathname: string): boolean {
  const url = new URL(request.url())
  return (
    url.pathname === pathname &&
    request.headers().rsc === '1' &&
    !request.headers()['next-router-prefetch']
  )
}

const isRscOf = (pathnames: string[]) => (url: URL) =>
  pathnames.includes(url.pathname) && url.searchParams.has('_rsc')

/**
 * Holds the App Router's navigation fetch of a path for at least `ms` and until the returned
 * function is called: the navigation cannot end while the test still looks at the running bar,
 * however slow the machine.
 */
async function holdNavigation(page: Page, pathname: string, ms: number): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(isRscOf([pathname]), async (route) => {
    if (isNavigationFetch(route.request(), pathname)) {
      await Promise.all([released, new Promise((resolve) => setTimeout(resolve, ms))])
    }
    await route.continue()
  })
  return release
}

const NEWS_LINK = 'header a[href="/news"]'
const COLLEGIUM_LINK = 'header a[href="/collegium"]'

test.describe('navigation progress bar (SPEC §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await recordProgressBar(page)
  })

  test('a slow navigation shows the bar after the throttle, completes it and hides it', async ({
    page,
  }) => {
    await page.goto('/practices')
    await page.waitForLoadState('networkidle')
    // /news is dynamic: its page data is fetched on the click, so delaying it slows the navigation.
    const release = await holdNavigation(page, '/news', 1500)
    const mainBefore = await page.locator('main').boundingBox()
    await page.locator(NEWS_LINK).first().click()

    const bar = page.getByRole('progressbar', { name: ru.shell.loading })
    await expect(bar).toHaveAttribute('data-state', 'running')
    // Fixed to the top, 3 px, outside the flow: the page under it does not move.
    const box = await bar.boundingBox()
    expect(box?.y).toBe(0)
    expect(box?.height).toBe(3)
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    // Animated by transform only (no layout work), gliding between the ticks.
    const fill = bar.locator('div')
    expect(await fill.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(/)
    expect(await fill.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('transform')
    expect(await fill.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.1s')
    expect(await page.locator('main').boundingBox()).toEqual(mainBefore)
    release()

    await expect(page).toHaveURL(/\/news$/)
    await expect(bar).toHaveCount(0)

    const seen = await samples(page)
    const click = await clickedAt(page)
    const looks = seen.map((s) => s.look)
    // Never failed (and if it did, what the bar counted as a failure).
    expect(
      looks.some((l) => l.startsWith('failed')),
      await failures(page),
    ).toBe(false)
    const firstRunning = seen.find((s) => s.look.startsWith('running'))!
    const done = seen.find((s) => s.look === 'done:100')!
    const gone = seen.findLast((s) => s.look === 'none')!
    // Nothing before the throttle, and then it is on screen from 0 %.
    expect(firstRunning.look).toBe('running:0')
    expect(firstRunning.at - click).toBeGreaterThanOrEqual(PROGRESS_BAR.throttleMs - 5)
    expect(firstRunning.at - click).toBeLessThan(PROGRESS_BAR.throttleMs + 1000)
    // It advances while the page loads, never to 100 % before the end…
    const values = looks.filter((l) => l.startsWith('running')).map((l) => Number(l.split(':')[1]))
    expect(values.length).toBeGreaterThan(3)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(Math.max(...values)).toBeLessThan(100)
    // …then completes at 100 % and is hidden after the hide delay.
    expect(looks.indexOf('done:100')).toBeGreaterThan(looks.indexOf('running:0'))
    // Observed through rendering: on a loaded machine the 100 % is drawn up to a frame or a few
    // after the timer that starts the delay, so the delay seen is that much shorter.
    expect(gone.at - done.at).toBeGreaterThanOrEqual(PROGRESS_BAR.hideDelayMs - 150)
  })

  test('with reduced motion the bar jumps from tick to tick instead of gliding', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en/practices')
    await page.waitForLoadState('networkidle')
    const release = await holdNavigation(page, '/en/news', 1000)
    await page.locator('header a[href="/en/news"]').first().click()
    const bar = page.getByRole('progressbar', { name: en.shell.loading })
    await expect(bar).toHaveAttribute('data-state', 'running')
    expect(await bar.locator('div').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(
      '0s',
    )
    release()
    await expect(page).toHaveURL(/\/en\/news$/)
    await expect(bar).toHaveCount(0)
  })

  test('links prefetch their page when the pointer comes over them, not on load', async ({
    page,
  }) => {
    // Any request of the router's (a prefetch, or the redirect it follows) on load, this page's
    // own address among them: the language switch's links once prefetched the page itself.
    const prefetches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.headers().rsc !== undefined || url.searchParams.has('_rsc')) {
        prefetches.push(url.pathname)
      }
    })
    await page.goto('/practices')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(prefetches).toEqual([])
    const prefetched = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/collegium' &&
        request.headers()['next-router-prefetch'] !== undefined,
    )
    await page.locator(COLLEGIUM_LINK).first().hover()
    await prefetched
  })

  // Also with a CPU slowed down as a mid-range phone's (Chromium's throttling through the DevTools
  // protocol), where the bar once appeared complete for 500 ms over a page already there (seen on
  // CI at normal speed, here at one try in four at 6x): the throttle had passed while the page
  // rendered, and the bar, never painted, was ended at 100 % (src/browser/progress-bar.ts).
  for (const slowdown of [1, 6]) {
    test(`a prefetched page: no bar within the throttle, nor once it is there (CPU ${slowdown}x)`, async ({
      page,
    }) => {
      await page.goto('/practices')
      await page.waitForLoadState('networkidle')
      // The static /collegium is prefetched once the pointer comes over its link
      // (src/i18n/IntentLink.client.tsx): the click renders at once.
      const link = page.locator(COLLEGIUM_LINK).first()
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      const prefetched = page.waitForResponse((response) => {
        const request = response.request()
        return (
          new URL(request.url()).pathname === '/collegium' &&
          request.headers()['next-router-prefetch'] !== undefined
        )
      })
      await link.hover()
      await prefetched
      await page.waitForLoadState('networkidle')
      await resetSamples(page)
      await link.click()
      await expect(page).toHaveURL(/\/collegium$/)
      await expect(page.locator('h1').first()).toBeVisible()
      await page.waitForTimeout(PROGRESS_BAR.throttleMs + PROGRESS_BAR.hideDelayMs)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const shown = (await samples(page)).filter((s) => s.look !== 'none')
      const click = await clickedAt(page)
      const committed = await page.evaluate(
        () => window.__pathChanges.find((change) => change.path === '/collegium')!.at,
      )
      // Whatever the speed, the bar never first appears once the page is there.
      const first = shown[0]
      if (first) expect(first.at).toBeLessThan(committed)
      if (committed - click < PROGRESS_BAR.throttleMs) {
        // The page came within the throttle: the bar never showed.
        expect(shown).toEqual([])
      } else {
        // A loaded machine (CI's) can make even a prefetched page slower than the throttle; then
        // the bar may show, but never before the throttle has passed.
        for (const sample of shown) {
          expect(sample.at - click).toBeGreaterThanOrEqual(PROGRESS_BAR.throttleMs - 5)
        }
      }
      await expect(page.getByRole('progressbar')).toHaveCount(0)
    })
  }
  // A failed page fetch (no full page load, the error view): tests/e2e/failed-navigation.e2e.ts.
})

/** The code chunks a page's document loads (its `<script src>` under /_next/static/chunks/). */
async function documentChunks(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  return new Set(html.match(/\/_next\/static\/chunks\/[\w-]+\.js/g) ?? [])
}

/**
 * Rewrites the page data of every in-app navigation to `pathname` to name chunks that are gone (as
 * after a new deployment), those that `keep` says were not replaced excepted, and makes the gone
 * chunks fail. Returns the count of failed chunk requests so far, and the tab's documents, page
 * data and gone chunks in order (for a failing check to say).
 */
async function goneChunksOn(page: Page, pathnames: string[], keep: (chunk: string) => boolean) {
  let failed = 0
  const seen: string[] = []
  // Every document and page-data request of the tab, so that a click that fetched nothing shows.
  page.on('request', (request) => {
    const { pathname: path } = new URL(request.url())
    if (request.resourceType() === 'document') seen.push(`${at()} document ${path}`)
    else if (request.headers().rsc === '1') {
      const kind = isNavigationFetch(request, path) ? 'navigation' : 'prefetch'
      seen.push(`${at()} page data of ${path} (${kind})`)
    }
  })
  // The prefetch too: a kept page's prefetch brings all its data, so the navigation may use it.
  await page.route(isRscOf(pathnames), async (route) => {
    const { pathname } = new URL(route.request().url())
    const response = await route.fetch()
    let gone = 0
    const body = (await response.text()).replace(
      /"(\/_next\/static\/chunks\/[\w-]+)\.js"/g,
      (named, chunk: string) => {
        if (keep(`${chunk}.js`)) return named
        gone += 1
        return `"${chunk}-gone.js"`
      },
    )
    const kind = isNavigationFetch(route.request(), pathname) ? 'navigation' : 'prefetch'
    seen.push(`${at()} ${kind} of ${pathname}: ${response.status()}, ${gone} chunks named gone`)
    await route.fulfill({ response, body })
  })
  await page.route('**/_next/static/chunks/*-gone.js', (route) => {
    failed += 1
    seen.push(`${at()} gone chunk ${new URL(route.request().url()).pathname}, failed`)
    return route.abort('failed')
  })
  return { failed: () => failed, seen }
}

/** The test's clock, for the lines of what the routes saw. */
const at = () => `${(performance.now() / 1000).toFixed(2)} s`

/**
 * Waits for the next failed chunk request; when none comes, the error says where the page is and
 * what the tab requested (a rare failure on a loaded machine, 2026-12-02, was not explained by the
 * page's state alone).
 */
async function nextFailedChunk(page: Page, chunks: Awaited<ReturnType<typeof goneChunksOn>>) {
  const before = chunks.failed()
  chunks.seen.push(`${at()} waiting for a failed chunk after a click`)
  try {
    await expect.poll(() => chunks.failed()).toBeGreaterThan(before)
  } catch (error) {
    const failure = error as Error
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => '?')
    chunks.seen.push(`${at()} gave up`)
    failure.message += `\nThe page: ${page.url()}, its first heading "${heading}". What it loaded:\n${chunks.seen.join('\n')}`
    throw failure
  }
}

/**
 * The reload lands on /collegium or on /news, depending on whether the router had moved the
 * address before the chunk failed; the next failure starts from /collegium, a real navigation (a
 * click on the link of the page shown starts none). On /collegium the click changes nothing.
 */
async function backToCollegium(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator(COLLEGIUM_LINK).first().click()
  await expect(page).toHaveURL(/\/collegium$/)
  await page.waitForLoadState('networkidle')
}

test.describe('chunk-load failure (SPEC §4: reload once, again only after 60 s)', () => {
  const guard = (page: Page) =>
    page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_STORAGE_KEY)

  test('reloads once, not again within the guard time, and again after it', async ({ page }) => {
    await recordProgressBar(page)
    // A controllable clock, running at normal speed until the test jumps it past the guard time.
    await page.clock.install()
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    // A deployment that changed the press center's code: the chunks of the framework and of the
    // header, which the open page has loaded, keep their names; the press center's own are gone.
    const loaded = await documentChunks(page, '/collegium')
    const goneChunks = await goneChunksOn(page, ['/news'], (chunk) => loaded.has(chunk))
    const now = () => page.evaluate(() => Date.now())

    await page.goto('/collegium')
    await page.waitForLoadState('networkidle')
    expect(await guard(page)).toBeNull()

    // First failure: one reload, and the time of it in session storage.
    await page.locator(NEWS_LINK).first().click()
    await expect.poll(() => loads).toBe(2)
    expect(goneChunks.failed()).toBeGreaterThan(0)
    const firstReloadAt = Number(await guard(page))
    expect(firstReloadAt).toBeGreaterThan(0)
    expect((await now()) - firstReloadAt).toBeLessThan(CHUNK_RELOAD_GUARD_MS)

    // Second failure within 60 s: no reload; the navigation is marked failed and the error view
    // shows in place, under the site's header.
    await backToCollegium(page)
    await page.locator(NEWS_LINK).first().click()
    await nextFailedChunk(page, goneChunks)
    await expect.poll(async () => (await samples(page)).map((s) => s.look)).toContain('failed:100')
    await expect(
      page.locator('main').getByRole('heading', { name: ru.error.title, exact: true }),
    ).toBeVisible()
    await page.waitForTimeout(2000)
    expect(loads).toBe(2)
    expect(Number(await guard(page))).toBe(firstReloadAt)

    // After the guard time a failure reloads again, and the new time is recorded.
    await page.locator(COLLEGIUM_LINK).first().click()
    await expect(page).toHaveURL(/\/collegium$/)
    await page.waitForLoadState('networkidle')
    await page.clock.fastForward(CHUNK_RELOAD_GUARD_MS)
    await page.locator(NEWS_LINK).first().click()
    await expect.poll(() => loads).toBe(3)
    expect(Number(await guard(page)) - firstReloadAt).toBeGreaterThanOrEqual(CHUNK_RELOAD_GUARD_MS)
  })

  test('when the framework chunks are gone too, a second failure does not reload the page, and leaves a way on', async ({
    page,
  }) => {
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    // A deployment that upgraded the framework: every chunk the page data names is gone. Next
    // renders the page's head (title, meta) above every error view of the site, so when the
    // navigation's answer, not the prefetch, brings the head, its failure reaches the last-resort
    // view (app/global-error.tsx) rather than the error view in place; which answer comes first is
    // a race inside Next (vercel/next.js#67926 describes such failures outside the boundaries).
    const goneChunks = await goneChunksOn(page, ['/news'], () => false)
    await page.goto('/collegium')
    await page.waitForLoadState('networkidle')
    await page.locator(NEWS_LINK).first().click()
    await expect.poll(() => loads).toBe(2)
    const firstReloadAt = Number(await guard(page))
    expect(firstReloadAt).toBeGreaterThan(0)

    await backToCollegium(page)
    await page.locator(NEWS_LINK).first().click()
    await nextFailedChunk(page, goneChunks)
    // A way on: an error view (the header's links, or a link home), or the clicked page itself,
    // which Next's router loads from the server as a document when it cannot use a kept page's
    // data (fresh HTML names the chunks that exist). Never the failed page reloaded in a loop.
    const inPlace = page.locator('main').getByRole('heading', { name: ru.error.title, exact: true })
    const lastResort = page.getByRole('heading', { name: ru.error.fallbackTitle })
    const clicked = page.getByRole('heading', { level: 1, name: ru.pages.news })
    await expect(inPlace.or(lastResort).or(clicked)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const loadsNow = loads
    if (await clicked.isVisible()) {
      await expect(page).toHaveURL(/\/news$/)
      // At most the one document load of the clicked page.
      expect(loadsNow).toBeLessThanOrEqual(3)
    } else if (await lastResort.isVisible()) {
      await expect(page.getByRole('link', { name: ru.error.home })).toHaveAttribute('href', '/')
      expect(loadsNow).toBe(2)
    } else {
      await expect(page.locator(COLLEGIUM_LINK).first()).toBeVisible()
      expect(loadsNow).toBe(2)
    }
    await page.waitForTimeout(2000)
    expect(loads).toBe(loadsNow)
    // The site's own guard did not reload again within the guard time.
    expect(Number(await guard(page))).toBe(firstReloadAt)
  })
})

for (const [locale, messages, path] of [
  ['ru', ru, '/practices'],
  ['en', en, '/en/practices'],
] as const) {
  test.describe(`online status in ${locale} @phone`, () => {
    test('offline shows a notice at the bottom; back online says so, then it goes', async ({
      page,
      context,
    }) => {
      // The page's timers on a clock the test can run ahead (at normal speed until it does).
      await page.clock.install()
      await page.goto(path)
      const region = page.getByRole('status').filter({ has: page.locator('[data-tone]') })
      await expect(page.getByText(messages.shell.offline)).toHaveCount(0)
      const mainBefore = await page.locator('main').boundingBox()

      await context.setOffline(true)
      // Until the page has hydrated nobody listens yet: repeat the event until the notice shows.
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('offline')))
        await expect(region).toHaveText(messages.shell.offline, { timeout: 500 })
      }).toPass({ timeout: 15_000 })
      await expect(region).toHaveAttribute('aria-live', 'polite')
      // Fixed to the bottom of the viewport, over the page, which does not move.
      const banner = page.getByText(messages.shell.offline)
      const box = (await banner.boundingBox())!
      const viewport = page.viewportSize()!
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 64)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      expect(await page.locator('main').boundingBox()).toEqual(mainBefore)

      await context.setOffline(false)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await expect(region).toHaveText(messages.shell.online)
      // Gone within ten seconds of the page's time, run at once rather than waited for.
      await page.clock.runFor(10_000)
      await expect(page.getByText(messages.shell.online)).toHaveCount(0)
      await expect(page.getByText(messages.shell.offline)).toHaveCount(0)
    })
  })
}
