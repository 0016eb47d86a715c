/**
 * The admin steps the e2e tests take as staff, in one place: the administrator's API token, an
 * editor account (created and removed), signing in through the admin's own form, and the editing
 * steps an editor takes (the home page's hero and featured rankings, an office's hours, a post's
 * draft, its preview link and scheduled publication, a vanity link), each ending on the admin's
 * own answer. When Payload's buttons or the content model change (the home global getting drafts
 * makes its save button "Опубликовать изменения"), this is the one file to follow them.
 *
 * Every step takes `origin`: '' (the default) is the e2e server (Playwright's baseURL); the
 * topology test passes an instance's own address.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test'

import { PAYLOAD_SESSION_COOKIE } from '../../src/security/session-token'
import { TEST_ADMIN } from './graphql-http'
import { tokenFromAnswer } from './session-cookie'

export type Staff = { email: string; password: string }
/** An editor account, with the administrator's header that made it (and will remove it). */
export type Editor = Staff & { id: number; adminAuth: Auth }
export type Auth = Record<string, string>

/**
 * The id of the first document of a collection, read through REST with `page`'s session (the
 * public one before signing in): an edit view to open in the admin.
 */
export async function firstId(page: Page, collection: string): Promise<number> {
  const response = await page.request.get(`/api/${collection}?limit=1&depth=0`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs.length).toBe(1)
  return docs[0]!.id
}

/** The admin's edit views render slowly on a loaded machine. */
export const SLOW_ADMIN = { timeout: 30_000 }

/** A `JWT` authorization header for a staff member (the test administrator by default). */
export async function staffAuth(
  request: APIRequestContext,
  { user = TEST_ADMIN, origin = '' }: { user?: Staff; origin?: string } = {},
): Promise<Auth> {
  const res = await request.post(`${origin}/api/users/login`, {
    data: { email: user.email, password: user.password },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { authorization: `JWT ${tokenFromAnswer(res)}` }
}

/**
 * A new account with the editor role (not an admin), created by the administrator; `name` makes
 * its address recognisable. It carries the administrator's header (`adminAuth`), for the test's
 * own REST calls and for `removeEditor`.
 */
export async function createEditor(
  request: APIRequestContext,
  name: string,
  origin = '',
): Promise<Editor> {
  const auth = await staffAuth(request, { origin })
  const editor = { email: `${name}-${Date.now()}@test.example`, password: `${name}-editor-pass-42` }
  const created = await request.post(`${origin}/api/users`, {
    headers: auth,
    data: { ...editor, roles: ['editor'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  return {
    ...editor,
    id: ((await created.json()) as { doc: { id: number } }).doc.id,
    adminAuth: auth,
  }
}

/**
 * Removes the editor and the document locks they hold: a failed run leaves them (Payload holds
 * them five minutes), and the next run's editor would find those documents read-only.
 */
export async function removeEditor(request: APIRequestContext, editor: Editor, origin = '') {
  await request.delete(
    `${origin}/api/payload-locked-documents?where[user.value][equals]=${editor.id}`,
    { headers: editor.adminAuth },
  )
  await request.delete(`${origin}/api/users/${editor.id}`, { headers: editor.adminAuth })
}

/**
 * Signs a staff member (the test administrator by default) in through the admin's own form, as a
 * person would: on the login page already (`here`), or opening it first. Resolves once the
 * dashboard is shown.
 */
export async function signInToAdmin(
  page: Page,
  {
    as = TEST_ADMIN,
    here = false,
    origin = '',
  }: { as?: Staff; here?: boolean; origin?: string } = {},
) {
  if (!here) await page.goto(`${origin}/admin/login`)
  await page.locator('input[name="email"], #field-email').first().fill(as.email)
  await page.locator('input[name="password"], #field-password').first().fill(as.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, SLOW_ADMIN)
}

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number]

/** The test administrator's session cookie, from the first `signedInAsAdmin` of this worker. */
let adminSession: Cookie | undefined

/**
 * Signs the page's browser in as the test administrator, for a test that needs to be signed in
 * rather than to sign in: through the admin's form the first time in a worker (`signInToAdmin`),
 * then with the session cookie that sign-in was given, as a browser that kept it would be, while
 * the session lasts (a test that logs out ends it: the form again). Each sign-in through the form
 * costs the admin's login page and dashboard; the form itself is tested where a test signs in with
 * `signInToAdmin`.
 */
export async function signedInAsAdmin(page: Page) {
  if (adminSession) {
    await page.context().addCookies([adminSession])
    const me = (await (await page.request.get('/api/users/me')).json()) as { user: unknown }
    if (me.user) return
    await page.context().clearCookies({ name: PAYLOAD_SESSION_COOKIE })
  }
  await signInToAdmin(page)
  adminSession = (await page.context().cookies()).find(
    (cookie) => cookie.name === PAYLOAD_SESSION_COOKIE,
  )
  expect(adminSession, 'the session cookie of a sign-in').toBeDefined()
}

/**
 * Clicks a save button of the open edit view and waits for the save's own answer at `api` (the
 * document's REST path, e.g. /api/globals/home or /api/offices/3; /api/posts for a new post),
 * which must be a success.
 */
export async function saveWith(page: Page, button: string, api: string): Promise<Response> {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === api && ['POST', 'PATCH'].includes(r.request().method()),
    SLOW_ADMIN,
  )
  await page.locator(button).click()
  const response = await saved
  // A new document (POST to a collection's own path) is a 201, a save of one that exists a 200.
  const created = response.request().method() === 'POST' && /^\/api\/[^/]+$/.test(api)
  expect(response.status(), await response.text()).toBe(created ? 201 : 200)
  return response
}

/**
 * The main button of an edit view: "Сохранить" where a type has no drafts, "Опубликовать" /
 * "Опубликовать изменения" where it has (Payload gives both the same id).
 */
export const publish = (page: Page, api: string) => saveWith(page, '#action-save', api)

/** "Сохранить черновик": a version only staff see. */
export const saveDraft = (page: Page, api: string) => saveWith(page, '#action-save-draft', api)

/** Opens the home page's global in the admin in `locale` (the admin reopens the last one used). */
export async function openHome(page: Page, locale: 'ru' | 'en', origin = '') {
  await page.goto(`${origin}/admin/globals/home?locale=${locale}`)
  await expect(page.getByRole('heading', { name: 'Главная страница' })).toBeVisible(SLOW_ADMIN)
}

/** On the open home global: the hero's heading (its tab first: the admin reopens the last tab). */
export async function fillHeroHeading(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Первый экран', exact: true }).click()
  await page.locator('#field-hero__heading').fill(heading)
}

/** On the open home global: moves the featured ranking titled `title` to the end of the list. */
export async function moveFeaturedRankingToEnd(page: Page, title: string) {
  await page.getByRole('button', { name: 'Подборки', exact: true }).click()
  const field = page.locator('#field-featured__achievements')
  const chip = field.locator('.multi-value').filter({ hasText: title })
  await chip.locator('.multi-value-remove').click()
  await expect(chip).toHaveCount(0)
  await pickOption(page, field, title, field.locator('.relationship--multi-value-label').last())
}

/**
 * Types `title` into a relationship field and picks the option of that name, until `picked` shows
 * it. The field loads its options as one types; a click that lands while the list is replaced
 * selects nothing (seen once on a clean clone: the chip never came), so the pick is tried again,
 * unless the last one took.
 */
async function pickOption(page: Page, field: Locator, title: string, picked: Locator) {
  await expect(async () => {
    if (!(await picked.allTextContents()).some((text) => text.includes(title))) {
      await field.locator('.rs__input').fill(title)
      await page.getByRole('option', { name: title, exact: true }).first().click({ timeout: 5000 })
    }
    await expect(picked).toContainText(title, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })
}

/** The home global's heading in `locale`, published. */
export async function publishHeroHeading(
  page: Page,
  locale: 'ru' | 'en',
  heading: string,
  origin = '',
) {
  await openHome(page, locale, origin)
  await fillHeroHeading(page, heading)
  await publish(page, '/api/globals/home')
}

/** An office's hours in `locale`, saved (each address names its locale, see `openHome`). */
export async function saveOfficeHours(
  page: Page,
  officeId: number,
  locale: 'ru' | 'en',
  hours: string,
  origin = '',
) {
  await page.goto(`${origin}/admin/collections/offices/${officeId}?locale=${locale}`)
  await expect(page.getByRole('textbox', { name: /^Часы работы/ })).toBeVisible(SLOW_ADMIN)
  await page.locator('#field-hours').fill(hours)
  await publish(page, `/api/offices/${officeId}`)
}

/** A new news post titled `title`, dated today, saved as a draft; resolves with its id. */
export async function writeDraftPost(page: Page, title: string, origin = ''): Promise<number> {
  await page.goto(`${origin}/admin/collections/posts/create`)
  await page.locator('#field-title').fill(title)
  await page.locator('#field-type .rs__control').click()
  await page.getByRole('option', { name: 'Новость', exact: true }).click()
  await page.locator('#field-publishedAt input').click()
  await page.locator('.react-datepicker__day--today').first().click()
  await saveDraft(page, '/api/posts')
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/, SLOW_ADMIN)
  return Number(page.url().match(/posts\/(\d+)/)?.[1])
}

/** The open document's preview link (the admin's preview button). */
export async function previewLink(page: Page): Promise<string> {
  const href = await page.locator('#preview-button').getAttribute('href')
  expect(href).toBeTruthy()
  return href ?? ''
}

/**
 * The first whole minute at least `leadMs` from now (the schedule drawer's minutes are whole),
 * today: the drawer offers today's remaining minutes only, so a run just before midnight waits
 * for it to pass.
 */
export async function dueMinute(page: Page, leadMs: number): Promise<Date> {
  const ahead = () => new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000)
  const due = ahead()
  if (due.getDate() === new Date().getDate()) return due
  await page.waitForTimeout(due.getTime() + 5_000 - Date.now())
  return ahead()
}

export type VanityLink = {
  from: string
  /** A path of the site, or… */
  to?: string
  /** …the title of a practice (its page, in each language). */
  practice?: string
  /** 301 unless chosen (the form's default, left as it is). */
  status?: 301 | 302
}

/** Fills the open redirect form. */
export async function fillVanityLink(page: Page, link: VanityLink) {
  await page.locator('#field-from').fill(link.from)
  if (link.to !== undefined) await page.locator('#field-url').fill(link.to)
  if (link.practice) {
    const field = page.locator('#field-practice')
    await pickOption(page, field, link.practice, field.locator('.rs__single-value'))
  }
  if (link.status === 302) await chooseRedirectStatus(page, 'Временный')
}

/** On the open redirect form: the redirect's type, by its label. */
export async function chooseRedirectStatus(page: Page, label: 'Постоянный' | 'Временный') {
  await page.locator('#field-status .rs__control').click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

/** A new vanity link saved in the admin; resolves with its id. */
export async function addVanityLink(page: Page, link: VanityLink, origin = ''): Promise<number> {
  await page.goto(`${origin}/admin/collections/redirects/create`)
  await fillVanityLink(page, link)
  await publish(page, '/api/redirects')
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/, SLOW_ADMIN)
  return Number(page.url().match(/redirects\/(\d+)/)?.[1])
}
