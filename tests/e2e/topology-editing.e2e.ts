/**
 * The editors' proofs of issue 19 on the PostgreSQL topology: two production instances on one
 * PostgreSQL server behind nginx (scripts/topology/start-topology.ts), started once for the whole
 * file. A Russian editor (editor role, not admin) works in Chromium in instance A's admin, at A's
 * own address (so that the instance is known), and each change is checked on instance B's public
 * pages, at B's own address, within 5 s of A's answer to the publish: the home hero heading (/ and
 * /en), an office's hours (/contacts and /en/contacts), the order of the featured rankings (/), a
 * two-segment vanity link to a practice (301, then 302 when chosen), a draft post (not on B's
 * /news; its preview opened on B, with the staff session A signed, shows it with the bar;
 * published on A, on B's /news). A scheduled publication on this topology, run once on one
 * instance and shown by B: tests/integration/own-copies/multi-instance.int.test.ts; the drawer
 * that schedules it: preview.e2e.ts. The same steps on one SQLite server are home-editing,
 * page-texts, vanity-redirects and preview e2e; the admin steps are shared
 * (tests/helpers/admin-steps.ts).
 *
 * Why Playwright Test and not a tests/integration/server/ test driving Chromium: the steps are
 * the admin steps the SQLite e2e files take, with the same helpers, fixtures, locator assertions
 * and screenshots; an integration test would need Playwright's library without its test runner,
 * and those helpers written twice. The cost: the topology (PostgreSQL, two instances, nginx) runs
 * beside the e2e SQLite server the config starts, so it gets its own ports (TOPOLOGY_E2E_PORT,
 * 3170: nginx, the instances on the next two, all on 127.0.0.1) and a bounded start in beforeAll.
 *
 * The visitors' checks use Node's fetch (no cookies): the browser holds the editor's session for
 * 127.0.0.1 (cookies are not kept per port), so pages seen in it would be a staff member's.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'

import { startTopology, type Topology } from '../../scripts/topology/start-topology'
import { paths } from '../../src/lib/paths'
import {
  addVanityLink,
  chooseRedirectStatus,
  createEditor,
  type Editor,
  moveFeaturedRankingToEnd,
  openHome,
  previewLink,
  publish,
  publishHeroHeading,
  SLOW_ADMIN,
  saveOfficeHours,
  signInToAdmin,
  writeDraftPost,
} from '../helpers/admin-steps'
import { eventually } from '../helpers/eventually'
import { TEST_ADMIN } from '../helpers/graphql-http'
import { achievementTitles, homeHeadingAndSlides, readHome } from '../helpers/home-page'

/** nginx on this port, instances A and B on the next two. */
const PORT = Number(process.env.TOPOLOGY_E2E_PORT ?? 3170)
/** The bound: published on one instance, seen on the other within 5 s. */
const WITHIN_MS = 5_000
/**
 * PostgreSQL, migrations and seeding, two instances (each its own copy of the build), nginx: about
 * two minutes on an idle 2-core machine, over six (seeding alone) on one busy with other builds.
 */
const TOPOLOGY_START_MS = 600_000

let starting: Promise<Topology> | undefined
let topology: Topology | undefined
let a: string
let b: string
let api: APIRequestContext
let editor: Editor
let context: BrowserContext
let page: Page
const stamp = Date.now() % 100_000

/** A page of instance B as an anonymous visitor gets it (no cookies, redirects not followed). */
async function onB(path: string) {
  const res = await fetch(`${b}${path}`, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), text: await res.text() }
}

/**
 * Runs `change` (an admin step on A that ends on the publish's answer), then waits until every
 * check on B passes, all within WITHIN_MS of that answer; B's pages are read once before the
 * change (so that its caches hold them as they were).
 */
async function publishedOnAThenOnB(
  paths: string[],
  change: () => Promise<unknown>,
  checks: (() => Promise<void>)[],
) {
  for (const path of paths) await onB(path)
  await change()
  const publishedAt = Date.now()
  const left = () => Math.max(0, WITHIN_MS - (Date.now() - publishedAt))
  await Promise.all(checks.map((check) => eventually(check, left())))
  // A check's last try may end a request's length after its deadline.
  expect(Date.now() - publishedAt).toBeLessThan(WITHIN_MS + 1_000)
}

test.describe('editors on the PostgreSQL topology: published on A, seen on B', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(TOPOLOGY_START_MS + 60_000)
    starting = startTopology({
      port: PORT,
      dir: 'tmp/topology-e2e',
      admin: TEST_ADMIN,
      // The editor works in A's admin at A's own address: Payload accepts cookie sessions from
      // SITE_URL's origin only.
      siteUrl: `http://127.0.0.1:${PORT + 1}`,
      log: () => undefined,
    })
    topology = await starting
    const [first, second] = topology.instances
    if (!first || !second) throw new Error('the topology has fewer than two instances')
    a = first.url
    b = second.url
    api = await playwright.request.newContext()
    editor = await createEditor(api, 'topology', a)
    context = await browser.newContext({ locale: 'ru-RU' })
    page = await context.newPage()
    await signInToAdmin(page, { as: editor, origin: a })
  })

  test.afterAll(async () => {
    // A start that outlived beforeAll's timeout is still under way: once it is up (or has failed
    // and stopped what it started), everything is stopped, so that no instance outlives the run.
    test.setTimeout(TOPOLOGY_START_MS + 60_000)
    await context?.close()
    await api?.dispose()
    await (topology ?? (await starting?.catch(() => undefined)))?.stop()
  })

  test('the hero heading, published on A, is on B in both languages', async () => {
    const heading = { ru: `Главная на двух серверах ${stamp}`, en: `Home on two servers ${stamp}` }
    for (const [locale, path] of [
      ['ru', '/'],
      ['en', '/en'],
    ] as const) {
      await publishedOnAThenOnB(
        [path],
        () => publishHeroHeading(page, locale, heading[locale], a),
        [
          async () =>
            expect(homeHeadingAndSlides((await onB(path)).text).heading).toBe(heading[locale]),
        ],
      )
    }
  })

  test("an office's hours, saved on A, are on B's contacts in both languages", async () => {
    const offices = (await (
      await api.get(`${a}/api/offices?where[kind][equals]=headquarters&limit=1&depth=0`)
    ).json()) as { docs: { id: number }[] }
    const officeId = offices.docs[0]?.id as number
    expect(officeId).toBeDefined()
    const hours = { ru: `Пн–пт, 9:30–18:30 (${stamp})`, en: `Mon–Fri, 9:30–18:30 (${stamp})` }
    for (const [locale, path] of [
      ['ru', '/contacts'],
      ['en', '/en/contacts'],
    ] as const) {
      await publishedOnAThenOnB(
        [path],
        () => saveOfficeHours(page, officeId, locale, hours[locale], a),
        [async () => expect((await onB(path)).text).toContain(hours[locale])],
      )
    }
  })

  test("the featured rankings, reordered on A, are in that order on B's home page", async () => {
    const featured = (await readHome(api, 'ru', editor.adminAuth, a)).featured.achievements
    expect(featured.length).toBeGreaterThanOrEqual(3)
    // The second pick moves to the end.
    const moved = featured[1] as number
    const expected = await achievementTitles(
      api,
      [...featured.filter((id) => id !== moved), moved],
      'ru',
      a,
    )
    const [movedTitle] = await achievementTitles(api, [moved], 'ru', a)
    expect(homeHeadingAndSlides((await onB('/')).text).slides).not.toEqual(expected)
    await publishedOnAThenOnB(['/'], async () => {
      await openHome(page, 'ru', a)
      await moveFeaturedRankingToEnd(page, movedTitle as string)
      await publish(page, '/api/globals/home')
    }, [async () => expect(homeHeadingAndSlides((await onB('/')).text).slides).toEqual(expected)])
  })

  test('a two-segment vanity link added on A is followed on B: 308, then 307 once chosen', async ({
    browser,
  }) => {
    const practices = (await (
      await api.get(`${a}/api/practices?limit=1&sort=order&depth=0&locale=ru`)
    ).json()) as { docs: { id: number; title: string; slug: string }[] }
    const practice = practices.docs[0]
    expect(practice).toBeDefined()
    const target = paths.practice(practice as { id: number; slug: string })
    const from = `/promo/arbitrazh-${stamp}`
    expect((await onB(from)).status).toBe(404)

    let id = 0
    await publishedOnAThenOnB([], async () => {
      id = await addVanityLink(page, { from, practice: practice?.title }, a)
    }, [
      async () => expect(await onB(from)).toMatchObject({ status: 308, location: target }),
      async () =>
        expect(await onB(`/en${from}`)).toMatchObject({ status: 308, location: `/en${target}` }),
    ])
    await publishedOnAThenOnB([], async () => {
      await page.goto(`${a}/admin/collections/redirects/${id}`)
      await expect(page.locator('#field-from')).toHaveValue(from, SLOW_ADMIN)
      await chooseRedirectStatus(page, 'Временный')
      await publish(page, `/api/redirects/${id}`)
    }, [async () => expect(await onB(from)).toMatchObject({ status: 307, location: target })])
    // Followed in the browser: where B's practice page leads (a sub-practice's page is its
    // parent's, with ?section=).
    const landing = await fetch(`${b}${target}`)
    expect(landing.status).toBe(200)
    const visitor = await browser.newContext({ locale: 'ru-RU' })
    const tab = await visitor.newPage()
    await tab.goto(`${b}${from}`)
    await expect(tab).toHaveURL(landing.url)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await visitor.close()
  })

  test("a draft written on A: not on B's list, previewed on B, published on A and on B's list", async () => {
    const title = `Черновик на двух серверах ${stamp}`
    const id = await writeDraftPost(page, title, a)
    expect((await onB('/news')).text).not.toContain(title)
    expect((await onB(`/news/${id}`)).status).toBe(404)

    // The preview link the admin gives, opened on B: the session A signed is B's too.
    const link = new URL(await previewLink(page))
    expect(link.pathname + link.search).toBe(`/api/preview?kind=posts&locale=ru&id=${id}`)
    const preview = await context.newPage()
    await preview.goto(`${b}${link.pathname}${link.search}`)
    await expect(preview).toHaveURL(`${b}/news/${id}`)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    const bar = preview.getByRole('region', { name: 'Предпросмотр черновика' })
    await expect(bar).toBeVisible()
    await preview.setViewportSize({ width: 1440, height: 900 })
    await preview.screenshot({ path: 'tmp/playwright/topology-preview-on-b-ru-1440.png' })
    await bar.getByRole('link', { name: 'Выйти из предпросмотра' }).click()
    await expect(bar).toHaveCount(0)
    await preview.close()

    await publishedOnAThenOnB(['/news'], () => publish(page, `/api/posts/${id}`), [
      async () => expect((await onB('/news')).text).toContain(title),
      async () => expect((await onB(`/news/${id}`)).status).toBe(200),
    ])
  })
})
