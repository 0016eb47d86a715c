import { readFile } from 'node:fs/promises'

import { type APIRequestContext, expect, type Page, type WebSocket } from '@playwright/test'

import { ADMIN_LANGUAGE_COOKIE } from '../../src/security/session-token'
import {
  createEditor,
  removeEditor,
  SLOW_ADMIN,
  signedInAsAdmin,
  signInToAdmin,
} from '../helpers/admin-steps'
import { readCsv } from '../helpers/csv'
import { onOwnServer } from '../helpers/own-server'

/**
 * The firm's side of callback requests in the admin (issue 7): the list with Payload's filters,
 * status changes, the CSV export (following the list's filter), the live toast, and markup that
 * stays text. Requests are sent as visitors send them, over the GraphQL mutation.
 *
 * On a server of its own (a snapshot of the test database, a copy of the build): its requests and
 * their statuses change the admin's lists other files read. As the shared e2e server
 * (playwright.config.ts), it takes forms filled faster than a person's, from one address.
 */
const test = onOwnServer('admin-callbacks', {
  CALLBACK_LIMIT_PER_IP: '1000',
  CALLBACK_MIN_FILL_MS: '500',
})

/** The e2e server's minimum fill time, with a margin. */
const FILL_MS = 700
const LIST = '/admin/collections/callback-requests'
const EXPORT = '/api/callback-requests/export.csv'

const LETTERS = 'абвгдежзиклмнопрстуфхцчшэюя'
let serial = 0

/** A name (letters only, as the form wants) and a phone number no other request has used. */
function uniqueVisitor(surname: string) {
  serial += 1
  let n = Date.now() * 100 + serial
  let word = ''
  for (let i = 0; i < 6; i++) {
    word += LETTERS.charAt(n % LETTERS.length)
    n = Math.floor(n / LETTERS.length)
  }
  const digits = String((Date.now() * 10 + serial) % 1e7).padStart(7, '0')
  return {
    /** Letters only: unique within the name, usable as a search term. */
    word,
    name: `${surname} ${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    phone: `+7 925 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    e164: `+7925${digits}`,
  }
}

type Visitor = ReturnType<typeof uniqueVisitor>

async function graphql(request: APIRequestContext, query: string, variables?: object) {
  const response = await request.post('/graphql', { data: { query, variables } })
  const body = await response.json()
  expect(response.status(), JSON.stringify(body)).toBe(200)
  return body.data
}

/** Sends a callback request as a visitor does: a form token, a pause, the mutation. */
async function sendCallback(request: APIRequestContext, visitor: Visitor, comment = '') {
  const { openCallbackForm: formToken } = await graphql(request, 'mutation { openCallbackForm }')
  await new Promise((resolve) => setTimeout(resolve, FILL_MS))
  const data = await graphql(
    request,
    'mutation($input: CallbackRequestInput!) { sendCallbackRequest(input: $input) { sent } }',
    {
      input: {
        name: visitor.name,
        phone: visitor.phone,
        comment,
        agreement: true,
        locale: 'ru',
        page: '/contacts',
        formToken,
        website: '',
      },
    },
  )
  expect(data.sendCallbackRequest.sent).toBe(true)
}

/** A request's id, read as staff through the REST API with the page's session. */
async function requestId(page: Page, visitor: Visitor): Promise<number> {
  const response = await page.request.get('/api/callback-requests', {
    params: { 'where[phone][equals]': visitor.e164, depth: '0' },
  })
  const { docs } = await response.json()
  expect(docs, `request of ${visitor.name}`).toHaveLength(1)
  return docs[0].id
}

async function setStatus(page: Page, id: number, status: string) {
  const response = await page.request.patch(`/api/callback-requests/${id}`, { data: { status } })
  expect(response.status()).toBe(200)
}

/** The file's records, after checking the BOM and the CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark').toBe(true)
  expect(text.endsWith('\r\n')).toBe(true)
  return readCsv(text.slice(1))
}

/** Clicks the list's export link and returns the downloaded file's records and name. */
async function downloadExport(page: Page, label = 'Экспорт в CSV') {
  const link = page.getByRole('link', { name: label })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  const path = await download.path()
  return {
    filename: download.suggestedFilename(),
    records: parseCsv(await readFile(path, 'utf8')),
    href: (await link.getAttribute('href')) ?? '',
  }
}

/** Chooses an option of one of Payload's react-select inputs (the last one `control` names). */
async function choose(page: Page, control: string, option: string, timeout?: number) {
  await page.locator(`${control} .rs__control`).last().click({ timeout })
  await page.getByRole('option', { name: option, exact: true }).click({ timeout })
}

test.describe('admin: callback requests', () => {
  test.use({ locale: 'ru-RU' })

  test('the export refuses anonymous callers with 401', async ({ request }) => {
    const response = await request.get(EXPORT)
    expect(response.status()).toBe(401)
    expect(response.headers()['content-type']).toContain('application/json')
    const withFilter = await request.get(`${EXPORT}?where[status][equals]=new`)
    expect(withFilter.status()).toBe(401)
  })

  test('the list shows a request sent through the mutation, with its columns and the export button', async ({
    page,
    request,
  }) => {
    const visitor = uniqueVisitor('Список')
    const topic = `аренда ${visitor.word}`
    await sendCallback(request, visitor, `Вопрос: ${topic}, перезвоните после обеда`)
    await signedInAsAdmin(page)
    await page.goto(LIST)
    const row = page.locator('table tbody tr', { hasText: visitor.name })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await expect(row).toContainText(visitor.e164)
    await expect(row).toContainText('Новая')
    // The site's language, named in the admin's language.
    await expect(row).toContainText('Русский')
    // Notification: "logged" (no SMTP server in e2e) once the job ran, "pending" before.
    await expect(row).toContainText(/В журнале сервера|Ожидает отправки/)
    const headers = await page.locator('table thead th').allTextContents()
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
      'Имя',
      'Телефон',
      'Статус',
      'Уведомление фирме',
      'Язык сайта',
      'Дата создания',
    ])
    const exportLink = page.getByRole('link', { name: 'Экспорт в CSV' })
    await expect(exportLink).toBeVisible()
    await expect(exportLink).toHaveAttribute('href', EXPORT)
    await page.screenshot({ path: test.info().outputPath('list-with-export.png') })

    // Payload's own search, over name, phone and comment (the placeholder names all three).
    await expect(page.locator('#search-filter-input')).toHaveAttribute(
      'placeholder',
      /^Искать по полям: Имя, Телефон .+ Комментарий$/,
    )
    await page.locator('#search-filter-input').fill(topic)
    await expect(page).toHaveURL(/search=/)
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await expect(row).toBeVisible()
  })

  test('an editor moves a request from new to in progress to done', async ({ page, request }) => {
    const visitor = uniqueVisitor('Статусов')
    await sendCallback(request, visitor)
    await signedInAsAdmin(page)
    const id = await requestId(page, visitor)
    await page.goto(`${LIST}/${id}`)
    await expect(page.locator('#field-status .rs__single-value')).toHaveText('Новая')
    for (const status of ['В работе', 'Готово']) {
      await choose(page, '#field-status', status)
      await page.getByRole('button', { name: 'Сохранить' }).click()
      await expect(page.locator('.payload-toast-item', { hasText: 'Успешно' })).toBeVisible(
        SLOW_ADMIN,
      )
      await page.reload()
      await expect(page.locator('#field-status .rs__single-value')).toHaveText(status)
    }
    const saved = await page.request.get(`/api/callback-requests/${id}?depth=0`)
    expect((await saved.json()).status).toBe('done')
  })

  test("filtering by status with Payload's filters, and the CSV export follows the filter", async ({
    page,
    request,
  }) => {
    const done = uniqueVisitor('Готов')
    const open = uniqueVisitor('Открыт')
    await sendCallback(request, done, 'Первая строка\nвторая, "в кавычках"')
    await sendCallback(request, open, '=HYPERLINK("http://example.com")')
    await signedInAsAdmin(page)
    await setStatus(page, await requestId(page, done), 'done')

    await page.goto(LIST)
    await expect(page.locator('table tbody tr', { hasText: open.name })).toBeVisible()

    // Everything, newest first: the later request comes before the earlier one.
    const all = await downloadExport(page)
    expect(all.filename).toMatch(/^callback-requests-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(all.records[0]).toEqual([
      'Номер',
      'Создана',
      'Имя',
      'Телефон',
      'Комментарий',
      'Статус',
      'Уведомление',
      'Язык',
      'Страница',
      'Согласие дано',
      'Время согласия',
      'Версия политики',
    ])
    const rows = all.records.slice(1)
    const byName = (name: string) => rows.find((r) => r[2] === name)
    const doneRow = byName(done.name)
    const openRow = byName(open.name)
    expect(doneRow).toBeDefined()
    expect(openRow).toBeDefined()
    expect(rows.indexOf(openRow as string[])).toBeLessThan(rows.indexOf(doneRow as string[]))
    const created = rows.map((r) => r[1])
    expect(created).toEqual([...created].sort().reverse())
    for (const row of rows) expect(row).toHaveLength(12)
    expect(doneRow?.slice(3, 10)).toEqual([
      `'${done.e164}`, // a leading + would make a spreadsheet read a formula
      'Первая строка\nвторая, "в кавычках"',
      'done',
      expect.stringMatching(/^(logged|pending)$/),
      'ru',
      '/contacts',
      'true',
    ])
    expect(doneRow?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(doneRow?.[10]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(doneRow?.[11]).not.toBe('')
    expect(openRow?.[4]).toBe(`'=HYPERLINK("http://example.com")`)

    // Payload's filter: Status equals done.
    await page.getByRole('button', { name: 'Фильтры' }).click()
    // A condition without a value lives only in the page's state (the address leaves it out), so
    // the server's answer to an earlier change of the list can drop it on a loaded machine: the
    // condition is added again then.
    await expect(async () => {
      if ((await page.locator('.condition__field').count()) === 0) {
        await page.getByRole('button', { name: 'Добавить фильтр' }).click()
      }
      await choose(page, '.condition__field', 'Статус', 5_000)
      await choose(page, '.condition__value', 'Готово', 5_000)
      await expect(page).toHaveURL(/status/, { timeout: 5_000 })
    }).toPass(SLOW_ADMIN)
    expect(decodeURIComponent(page.url())).toContain('where[or][0][and][0][status][equals]=done')
    await expect(page.locator('table tbody tr', { hasText: done.name })).toBeVisible()
    await expect(page.locator('table tbody tr', { hasText: open.name })).toHaveCount(0)
    const statuses = await page.locator('table tbody tr td.cell-status').allTextContents()
    expect(statuses.length).toBeGreaterThan(0)
    for (const status of statuses) expect(status.trim()).toBe('Готово')

    const filtered = await downloadExport(page)
    expect(decodeURIComponent(filtered.href)).toContain('where[or][0][and][0][status][equals]=done')
    const filteredRows = filtered.records.slice(1)
    expect(filteredRows.map((r) => r[2])).toContain(done.name)
    expect(filteredRows.map((r) => r[2])).not.toContain(open.name)
    for (const row of filteredRows) expect(row[5]).toBe('done')

    // The response itself, as the browser got it.
    const response = await page.request.get(filtered.href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="callback-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = await response.body()
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  test('a live toast announces a request that arrives while the admin is open', async ({
    page,
    request,
  }) => {
    // A session of its own: the test ends it by logging out.
    await signInToAdmin(page)
    const subscribed = new Promise<WebSocket>((resolve) => {
      page.on('websocket', (ws) => {
        ws.on('framesent', (frame) => {
          if (String(frame.payload).includes('callbackReceived')) resolve(ws)
        })
      })
    })
    await page.goto(LIST)
    const socket = await subscribed
    expect(socket.url()).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/graphql$/)

    // The visitor is somebody else: `request` shares no cookies with the admin's page.
    const visitor = uniqueVisitor('Живой')
    const sentAt = Date.now()
    await sendCallback(request, visitor)

    const toast = page.locator('.payload-toast-item', { hasText: visitor.name })
    await expect(toast).toBeVisible({ timeout: 5000 })
    expect(Date.now() - sentAt).toBeLessThan(5000 + FILL_MS)
    await expect(toast).toContainText(`Новая заявка на звонок: ${visitor.name}, ${visitor.e164}`)
    // Announced politely: the toasts live in a polite live region.
    await expect(page.locator('[aria-live="polite"]').filter({ has: toast }).first()).toBeAttached()
    // Past sonner's entrance (a transition once it marks the toast mounted), for a screenshot
    // that shows the toast itself.
    await expect(toast).toHaveAttribute('data-mounted', 'true')
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    await page.screenshot({ path: test.info().outputPath('live-toast.png') })

    const id = await requestId(page, visitor)
    const open = toast.getByRole('link', { name: 'Открыть заявку' })
    await expect(open).toHaveAttribute('href', `${LIST}/${id}`)
    // Admin pages change without reloading: the feed stays on the same connection.
    await page.evaluate(() => {
      ;(window as { sameDocument?: boolean }).sameDocument = true
    })
    await open.click()
    await expect(page).toHaveURL(new RegExp(`${LIST}/${id}$`))
    await expect(page.locator('#field-name')).toHaveValue(visitor.name)
    expect(socket.isClosed()).toBe(false)

    // Logging out closes it (still the same document: the feed's own clean-up, not an unload).
    const closed = socket.waitForEvent('close')
    await page.locator('.template-default__nav-toggler').click()
    await page.getByRole('link', { name: 'Выйти' }).click()
    await expect(page).toHaveURL(/\/admin\/login/)
    await closed
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
  })

  test('an editor without the inbox role finds no requests in the admin and gets no toast', async ({
    page,
    request,
  }) => {
    const editor = await createEditor(request, 'no-inbox')
    try {
      const frames: string[] = []
      page.on('websocket', (ws) =>
        ws.on('framesent', (frame) => frames.push(String(frame.payload))),
      )
      await signInToAdmin(page, { as: editor })
      const nav = page.locator('nav')
      await expect(nav.getByText('Содержание', { exact: true })).toBeVisible(SLOW_ADMIN)
      await expect(nav.locator(`a[href$="${LIST}"]`)).toHaveCount(0)
      await expect(nav.getByText('Входящие', { exact: true })).toHaveCount(0)

      const visitor = uniqueVisitor('Чужой')
      await sendCallback(request, visitor)
      // Long enough for a toast to come, were the feed open.
      await page.waitForTimeout(2000)
      await expect(page.locator('.payload-toast-item', { hasText: visitor.name })).toHaveCount(0)
      expect(frames.filter((frame) => frame.includes('callbackReceived'))).toEqual([])

      const listed = await page.request.get(
        `/api/callback-requests?where[phone][equals]=${visitor.e164}`,
      )
      expect(listed.status()).toBe(403)
      await page.goto(LIST)
      await expect(page.locator('table tbody tr', { hasText: visitor.name })).toHaveCount(0)
    } finally {
      await removeEditor(request, editor)
    }
  })

  test('markup in a request is shown as text in the list and the document, never run', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    const script = '<script>alert(1)</script>'
    const img = '<img src=x onerror=alert(1)>'
    // The form refuses markup; an editor's own edit (Payload's REST API, as staff) stores it.
    const visitor = uniqueVisitor('Разметка')
    await sendCallback(request, visitor)
    await signedInAsAdmin(page)
    const id = await requestId(page, visitor)
    const patched = await page.request.patch(`/api/callback-requests/${id}`, {
      data: { name: script, phone: img, comment: `${script}\n${img}` },
    })
    expect(patched.status()).toBe(200)

    const noInjectedElements = async () => {
      expect(await page.locator('img[src="x"], img[onerror]').count()).toBe(0)
      const injectedScripts = await page.evaluate(
        () =>
          [...document.querySelectorAll('script')].filter(
            (s) => s.textContent?.trim() === 'alert(1)',
          ).length,
      )
      expect(injectedScripts).toBe(0)
    }

    await page.goto(LIST)
    const row = page
      .locator('table tbody tr')
      .filter({ has: page.locator(`a[href$="/callback-requests/${id}"]`) })
    await expect(row).toBeVisible()
    await expect(row.getByText(script, { exact: true })).toBeVisible()
    await expect(row.getByText(img, { exact: true })).toBeVisible()
    await noInjectedElements()

    await page.goto(`${LIST}/${id}`)
    await expect(page.locator('#field-name')).toHaveValue(script)
    await expect(page.locator('#field-phone')).toHaveValue(img)
    await expect(page.locator('#field-comment')).toHaveValue(`${script}\n${img}`)
    await expect(page.getByRole('heading', { name: script })).toBeVisible()
    await noInjectedElements()

    // Time for anything deferred to fire.
    await page.waitForTimeout(1000)
    expect(dialogs).toEqual([])
  })

  test.describe('in English', () => {
    test.use({ locale: 'en-US' })

    test("the admin's language names the export and the file's columns", async ({
      page,
      baseURL,
    }) => {
      // English as a staff member chooses it in the account view (Payload's language cookie):
      // with no choice the admin is Russian whatever the browser says (src/proxy.ts).
      await page.context().addCookies([{ name: ADMIN_LANGUAGE_COOKIE, value: 'en', url: baseURL }])
      await signedInAsAdmin(page)
      await page.goto(LIST)
      const exported = await downloadExport(page, 'Export CSV')
      expect(exported.records[0]).toEqual([
        'ID',
        'Created at',
        'Name',
        'Phone',
        'Comment',
        'Status',
        'Notification',
        'Language',
        'Page',
        'Consent agreed',
        'Consent at',
        'Policy version',
      ])
    })
  })
})
