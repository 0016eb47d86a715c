/**
 * An editor's draft, its preview and its scheduled publication, through the admin as a person
 * does it (issue 19, items 3 and 9; docs/preview.md): an editor (not an admin) writes a post as a
 * draft, opens its preview (the draft on the real page, noindex, with the bar), a visitor does not
 * see it, the live preview pane shows it, and the versions view lists the draft. Screenshots
 * (tmp/playwright/preview-*) are for a person to look at. Then an editor schedules a draft's
 * publication in the admin's drawer for the next whole minute, and a visitor sees the post on the
 * press center's list and its own page at that time, not before (the issue: "visible on the site
 * within a minute of the time"); the server's job clock is moved to just before that time rather
 * than the test waiting for it (E2E_JOBS_CLOCK, src/cms/endpoints/jobs-clock.ts).
 *
 * On a server of its own (a snapshot of the test database, a copy of the build), not the e2e
 * step's: its drafts and its scheduled post change nothing another file reads, and it runs beside
 * the files that change the shared site, not between them (support/e2e-projects.ts,
 * OWN_SERVERS_FILES).
 */
import { expect, type Page } from '@playwright/test'

import {
  createEditor,
  dueMinute,
  previewLink as previewLinkOf,
  removeEditor,
  SLOW_ADMIN,
  signInToAdmin,
  writeDraftPost,
} from '../helpers/admin-steps'
import { onOwnServer } from '../helpers/own-server'

const SHOTS = 'tmp/playwright'

/** Every test of the file, its page and its requests on the file's own server. */
const test = onOwnServer('preview', { E2E_JOBS_CLOCK: 'true' })

async function shoot(page: Page, name: string, width: number, height = 900) {
  await page.setViewportSize({ width, height })
  await page.screenshot({ path: `${SHOTS}/preview-${name}.png` })
}

const pad = (n: number) => String(n).padStart(2, '0')
/** How far ahead at least a scheduled publication is set: time for the steps before its first check. */
const SCHEDULE_LEAD_MS = 30_000
/**
 * Where the job clock is set before the publication's time: more than one poll of the schedule's
 * queue (SCHEDULE_PUBLISH.cron, every 10 s), so the crons look at it at least once before it is due.
 */
const CLOCK_BEFORE_DUE_MS = 11_000

test.describe('drafts and the preview', () => {
  test.describe.configure({ timeout: 300_000 })

  test('an editor writes a draft, previews it, and finds it in the live preview and the versions', async ({
    page,
    browser,
    request,
  }) => {
    const editor = await createEditor(request, 'preview')
    const title = `Черновик для предпросмотра ${Date.now() % 1_000_000}`
    let postId: number | undefined
    try {
      await signInToAdmin(page, { as: editor })

      // A new post, saved as a draft.
      postId = await writeDraftPost(page, title)

      // Its preview link (the admin's preview button) shows the draft on the real page.
      const previewLink = await previewLinkOf(page)
      expect(previewLink).toContain(`/api/preview?kind=posts&locale=ru&id=${postId}`)
      const preview = await page.context().newPage()
      const answer = await preview.goto(previewLink)
      await expect(preview).toHaveURL(new RegExp(`/news/${postId}$`))
      expect(answer?.headers()['x-robots-tag']).toBe('noindex')
      expect(answer?.headers()['cache-control']).toMatch(/^private, .*no-store/)
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
      const bar = preview.getByRole('region', { name: 'Предпросмотр черновика' })
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Выйти из предпросмотра' })).toBeVisible()
      await shoot(preview, 'bar-ru-1440', 1440)
      await shoot(preview, 'bar-ru-390', 390, 844)
      await preview.goto(`/api/preview?kind=posts&locale=en&id=${postId}`)
      await expect(preview).toHaveURL(new RegExp(`/en/news/${postId}$`))
      await expect(preview.getByRole('region', { name: 'Draft preview' })).toBeVisible()
      await shoot(preview, 'bar-en-1440', 1440)
      await shoot(preview, 'bar-en-390', 390, 844)
      // Leaving the preview: the page is a visitor's again (a draft is not found).
      await preview.getByRole('link', { name: 'Exit preview' }).click()
      await expect(preview.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
      await preview.close()

      // A visitor sees none of it, not even with the preview link.
      const visitor = await browser.newContext()
      const anonymous = await visitor.newPage()
      expect((await anonymous.goto(`/news/${postId}`))?.status()).toBe(404)
      const refused = await anonymous.goto(previewLink)
      expect(refused?.status()).toBe(401)
      await expect(anonymous.locator('body')).toContainText('только сотрудникам')
      await anonymous.goto('/news')
      await expect(anonymous.locator('main')).not.toContainText(title)

      // The live preview pane shows the draft beside the form, at the phone width on request.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.locator('#live-preview-toggler').click()
      const pane = page.frameLocator('iframe[src*="/api/preview?kind=posts"]')
      await expect(pane.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
      await page.screenshot({ path: `${SHOTS}/preview-admin-live-1440.png` })
      await page.locator('#live-preview-toggler').click()

      // Its history: the versions view lists the saved draft.
      await page.goto(`/admin/collections/posts/${postId}/versions`)
      await expect(page.locator('.versions table, table').first()).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/preview-admin-versions-1440.png` })
      await page.locator('table tbody tr a').first().click()
      await expect(page).toHaveURL(/versions\/\d+/)
      await page.screenshot({ path: `${SHOTS}/preview-admin-diff-1440.png`, fullPage: true })
      await visitor.close()
    } finally {
      if (postId) await request.delete(`/api/posts/${postId}`, { headers: editor.adminAuth })
      await removeEditor(request, editor)
    }
  })

  test('an editor schedules a draft in the admin and visitors see it at its time', async ({
    page,
    browser,
    request,
  }) => {
    const editor = await createEditor(request, 'schedule')
    const title = `Запланированная новость ${Date.now() % 1_000_000}`
    let postId: number | undefined
    const visitor = await browser.newContext()
    try {
      await signInToAdmin(page, { as: editor })
      postId = await writeDraftPost(page, title)

      // 30 to 90 s ahead: the steps up to the first look below take a few seconds.
      const due = await dueMinute(page, SCHEDULE_LEAD_MS)
      const time = `${pad(due.getHours())}:${pad(due.getMinutes())}`

      // The "Publish" button's menu → schedule; the drawer is in Russian for this editor.
      await page.locator('#action-save-popup button').first().click()
      await page.locator('#schedule-publish').click()
      const drawer = page.locator('.schedule-publish')
      await expect(
        drawer.getByRole('heading', { name: `Запланировать публикацию для ${title}` }),
      ).toBeVisible()
      await drawer.getByRole('radio', { name: 'Публиковать', exact: true }).check({ force: true })
      // The picker lists today's minutes (24-hour clock, DRAFTS.schedulePicker); the field then
      // shows the chosen time on its 12-hour clock.
      await drawer.locator('#time input').click()
      await page
        .locator(
          '.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)',
        )
        .filter({ hasText: new RegExp(`^${time}$`) })
        .click()
      const h12 = due.getHours() % 12 || 12
      await expect(drawer.locator('#time input')).toHaveValue(
        new RegExp(`\\b${h12}:${pad(due.getMinutes())}\\b`),
      )
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.screenshot({ path: `${SHOTS}/preview-schedule-drawer-ru-1440.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${SHOTS}/preview-schedule-drawer-ru-390.png` })
      await page.setViewportSize({ width: 1440, height: 900 })
      await drawer.locator('#scheduled-publish-save').click()
      await expect(page.getByText('Успешно запланировано.')).toBeVisible(SLOW_ADMIN)
      // The drawer lists the upcoming publication.
      await expect(drawer.locator('.schedule-publish__upcoming table tbody tr')).toHaveCount(1)
      await page.screenshot({ path: `${SHOTS}/preview-schedule-upcoming-ru-1440.png` })

      // A visitor: not on the site before the time, then on the list and its own page within a
      // minute of it. The server's job clock is set a little before the time and runs on: the
      // crons and Payload's due check work as in production, without the wait for the minute.
      const anonymous = await visitor.newPage()
      const seen = async (): Promise<boolean> => {
        const list = await anonymous.request.get('/news')
        const own = await anonymous.request.get(`/news/${postId}`)
        return (await list.text()).includes(title) && own.status() === 200
      }
      expect(await seen()).toBe(false)
      const clockAt = new Date(due.getTime() - CLOCK_BEFORE_DUE_MS).toISOString()
      const moved = await request.post(`/api/e2e-jobs-clock?at=${clockAt}`, {
        headers: editor.adminAuth,
      })
      expect(moved.status()).toBe(200)
      // The job clock as the server set it, at the latest (read once its answer is here).
      const ahead = Date.parse(((await moved.json()) as { now: string }).now) - Date.now()
      const jobClock = () => Date.now() + ahead
      await expect
        .poll(seen, { timeout: CLOCK_BEFORE_DUE_MS + 60_000, intervals: [1_000] })
        .toBe(true)
      // Not before its time on the job system's clock.
      expect(jobClock()).toBeGreaterThanOrEqual(due.getTime())
      await anonymous.goto(`/news/${postId}`)
      await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(title)
      await anonymous.goto('/news')
      await expect(anonymous.locator('main')).toContainText(title)
    } finally {
      await visitor.close()
      if (postId) await request.delete(`/api/posts/${postId}`, { headers: editor.adminAuth })
      await removeEditor(request, editor)
    }
  })
})
