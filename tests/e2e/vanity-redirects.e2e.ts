import { expect, test } from '@playwright/test'

import {
  createEditor,
  fillVanityLink,
  publish,
  removeEditor,
  SLOW_ADMIN,
  signInToAdmin,
  staffAuth,
} from '../helpers/admin-steps'

/** Issue 19, item 6: an editor adds a two-segment vanity link in the admin, and it leads there. */
test.describe('vanity links in the admin', () => {
  test.use({ locale: 'ru-RU' })

  test('an editor adds a two-segment temporary link (307), a refused one says why, and the link is followed', async ({
    page,
    request,
  }) => {
    const editor = await createEditor(request, 'vanity')
    const from = `/seminars/open-day-${Date.now() % 100_000}`
    let redirectId: string | undefined
    try {
      await signInToAdmin(page, { as: editor })

      // A source in a section of the site is refused, in the editor's language, on the field.
      await page.goto('/admin/collections/redirects/create')
      await fillVanityLink(page, { from: '/news/x', to: '/contacts' })
      await page.locator('#action-save').click()
      await expect(page.getByText(/\/news — адрес самого сайта/).first()).toBeVisible()

      await fillVanityLink(page, { from, status: 302 })
      await publish(page, '/api/redirects')
      await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, SLOW_ADMIN)
      redirectId = page.url().match(/redirects\/(\d+)/)?.[1]

      // The link answers 307 (in both languages) and leads to the contacts page.
      await expect
        .poll(async () => (await request.get(from, { maxRedirects: 0 })).status())
        .toBe(307)
      const en = await request.get(`/en${from}`, { maxRedirects: 0 })
      expect(en.headers().location).toBe('/en/contacts')
      await page.goto(from)
      await expect(page).toHaveURL(/\/contacts$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    } finally {
      if (redirectId) {
        await request.delete(`/api/redirects/${redirectId}`, { headers: editor.adminAuth })
      }
      await removeEditor(request, editor)
    }
  })
})

test.describe('redirects to other sites', () => {
  test.use({ locale: 'ru-RU' })

  test('are a full browser navigation', async ({ page, request, baseURL }) => {
    const auth = await staffAuth(request)
    // Redirects leave the site only for hosts an admin allowed (issue 16, finding 10).
    const site = (await (await request.get('/api/globals/site', { headers: auth })).json()) as {
      redirectHosts?: string[] | null
    }
    const allowed = site.redirectHosts ?? []
    const allow = (redirectHosts: string[]) =>
      request.post('/api/globals/site', { headers: auth, data: { redirectHosts } })
    expect((await allow([...allowed, 'partner.example'])).status()).toBe(200)
    const from = `/external-${Date.now().toString(36)}`
    const created = await request.post('/api/redirects', {
      headers: auth,
      data: { from, url: 'https://partner.example/elsewhere' },
    })
    expect(created.status()).toBe(201)
    await page.goto('/contacts')
    await page.waitForLoadState('networkidle')
    await page.evaluate((href) => {
      const a = document.createElement('a')
      a.href = href
      a.textContent = 'external'
      a.id = 'external-link'
      document.querySelector('main')?.append(a)
    }, from)
    // The browser follows the server's redirect itself, as a document navigation. Playwright's
    // routes never see a redirect's target
    // (https://github.com/microsoft/playwright/issues/33882), so the request is checked as it
    // leaves (for a reserved name, which never resolves).
    const leaving = page.waitForRequest('https://partner.example/elsewhere')
    await page.locator('#external-link').click()
    const away = await leaving
    expect(away.isNavigationRequest()).toBe(true)
    expect(away.frame()).toBe(page.mainFrame())
    expect(away.redirectedFrom()?.url()).toBe(new URL(from, baseURL).href)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    await request.delete(`/api/redirects/${id}`, { headers: auth })
    await allow(allowed)
  })
})
