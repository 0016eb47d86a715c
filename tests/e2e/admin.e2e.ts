import { expect, type Page, test } from '@playwright/test'

import {
  createEditor,
  firstId,
  removeEditor,
  SLOW_ADMIN,
  signedInAsAdmin,
  signInToAdmin,
} from '../helpers/admin-steps'
import { axeViolations, describeViolations } from '../helpers/axe'
import { layoutWidths } from '../helpers/page-width'

/**
 * What axe finds in Payload's own admin markup (3.90), which the project cannot change; each entry
 * names its rule and, where the search found one, Payload's issue. Everything else on these views
 * (our labels, descriptions, components) must pass. Selectors where the finding is one element,
 * rules only where it is page-wide.
 */
const PAYLOAD_OWN = {
  exclude: [
    // button-name: the list's previous/next page arrows are icon-only
    // (https://github.com/payloadcms/payload/issues/17377).
    '.clickable-arrow',
    // button-name: Payload's other icon-only buttons (document and array-row menus, date clear,
    // upload edit/remove); aria-command-name: the array rows' drag handles. Same root cause as
    // payloadcms/payload#17377, no issue of their own found.
    '.popup-button',
    '.date-time-picker__clear-button',
    '.upload-relationship-details__edit',
    '.upload-relationship-details__remove',
    '.collapsible__drag',
    // aria-hidden-focus: react-select's clear/dropdown indicators, aria-hidden yet focusable.
    '.rs__indicators',
    // aria-input-field-name: the Lexical editor's contenteditable, whose label Payload does not tie to it.
    '.ContentEditable__root',
    // list: the document tabs' <ul> holds Payload's tab components, not <li>s.
    '.doc-tabs__tabs',
    // heading-order: a group or array field's title is an <h3> under the document's <h1> (the
    // people edit view's "Образование" array once drafts gave it Payload's draft controls).
    '.group-field__title',
    '.array-field__title',
    // nested-interactive: a hasMany relationship's chosen values are react-select chips made
    // sortable by Payload (role="button", aria-roledescription="sortable") with the remove button
    // inside; no Payload issue found.
    '.rs__multi-value',
  ],
  disableRules: [
    // label, label-title-only: Payload's own inputs it leaves unlabelled: react-select's search
    // input (JedWatson/react-select#4684) and the date fields' react-datepicker input, which axe
    // finds or not depending on when it looks. The list's checkboxes, which Payload renders with
    // aria-label="" (payloadcms/payload#17376), are named by us and checked by name below.
    'label',
    'label-title-only',
    // color-contrast: Payload's theme greys (field descriptions, the locale button's "Локаль:",
    // sortable column headings, upload details) are below 4.5:1; no Payload issue found.
    'color-contrast',
    // landmark-one-main, landmark-no-duplicate-banner, landmark-unique, region: the admin's
    // layout has no <main> and two <header>s; no Payload issue found.
    'landmark-one-main',
    'landmark-no-duplicate-banner',
    'landmark-unique',
    'region',
  ],
}

/**
 * What of an edit view's bar a phone's screen does not show whole: its tabs (`.doc-tabs__tabs`:
 * edit, versions, API), its buttons (Payload's `.doc-controls__controls`) and its status and dates
 * (`.doc-controls__meta`), and of a document's own tabs (`.tabs-field__tabs`), past the screen's
 * edge or past the edge of their row (Payload scrolls these rows sideways, with no scrollbar).
 * Their texts; none on the views without such a bar.
 */
async function cutControls(page: Page, screen: number): Promise<string[]> {
  const rows = '.doc-tabs__tabs, .doc-controls__controls, .doc-controls__meta, .tabs-field__tabs'
  return page.locator(rows).evaluateAll(
    (rows, width) =>
      rows.flatMap((row) => {
        // The row's own edge, or that of a box around it that clips or scrolls (the tabs' one).
        let edge = Math.min(width, row.getBoundingClientRect().right)
        for (let box = row.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') {
            edge = Math.min(edge, box.getBoundingClientRect().right)
          }
        }
        return [...row.querySelectorAll('.doc-tab, button, .doc-controls__list-item')]
          .filter((item) => item.getBoundingClientRect().right > edge + 1)
          .map((item) => item.textContent?.trim() || item.getAttribute('aria-label') || '(an icon)')
      }),
    screen,
  )
}

test.describe('admin', () => {
  test.use({ locale: 'ru-RU' })

  test('staff log in at /admin and reach the press center', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await signInToAdmin(page, { here: true })
    await page.goto('/admin/collections/posts')
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(5)
  })

  test('the list and edit views have no accessibility violations', async ({ page }) => {
    test.setTimeout(180_000)
    await signedInAsAdmin(page)
    const views: { label: string; path: string; ready: string; settled?: string }[] = [
      { label: 'posts list', path: '/admin/collections/posts', ready: 'table tbody tr' },
      {
        label: 'post edit view',
        path: `/admin/collections/posts/${await firstId(page, 'posts')}`,
        ready: '#field-title',
      },
      {
        label: 'people edit view',
        path: `/admin/collections/people/${await firstId(page, 'people')}`,
        ready: '#field-name',
        // The person's practices, whose chips appear only once the relationship has loaded: axe
        // checks the view as the editor sees it, not before (a run once raced them).
        settled: '#field-practices .rs__multi-value',
      },
    ]
    // Every view is checked before the test fails, so that one run lists all that is wrong.
    const found: string[] = []
    for (const view of views) {
      await page.goto(view.path)
      await expect(page.locator(view.ready).first()).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('Загрузка...')).toHaveCount(0, { timeout: 30_000 })
      if (view.settled) await expect(page.locator(view.settled).first()).toBeVisible()
      const violations = await axeViolations(page, PAYLOAD_OWN)
      if (violations.length > 0) found.push(`${view.label}\n${describeViolations(violations)}`)
    }
    expect(found, found.join('\n')).toEqual([])
  })

  // At a desktop's width nothing of the admin comes near the edge; the phone is the case.
  test("the admin's views fit a phone's screen, in both languages @phone-only", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    // The narrowest phones in use: what fits there fits the wider ones (the same rules apply).
    await page.setViewportSize({ width: 320, height: 700 })
    await signedInAsAdmin(page)
    const me = (await (await page.request.get('/api/users/me')).json()) as { user: { id: number } }
    // The views an editor opens, with an element that is there once each has rendered.
    const views = [
      { path: '/admin', ready: '.dashboard' },
      { path: '/admin/account', ready: '#field-email' },
      // A list's rows are laid out as cards once the admin's client has named their cells.
      { path: '/admin/collections/posts', ready: 'table tbody tr td[data-label]' },
      { path: `/admin/collections/posts/${await firstId(page, 'posts')}`, ready: '#field-title' },
      { path: '/admin/collections/posts/create', ready: '#field-title' },
      { path: `/admin/collections/people/${await firstId(page, 'people')}`, ready: '#field-name' },
      {
        path: `/admin/collections/offices/${await firstId(page, 'offices')}`,
        ready: '#field-name',
      },
      { path: `/admin/collections/users/${me.user.id}`, ready: '#field-email' },
      { path: '/admin/globals/home', ready: '.tabs-field' },
      { path: '/admin/globals/site-texts', ready: '.tabs-field' },
    ]
    const screen = page.viewportSize()!.width
    // Every view is checked in both languages before the test fails, to list all that is wrong.
    const found: string[] = []
    for (const language of ['ru', 'en']) {
      await page.context().addCookies([{ name: 'collegium-lng', value: language, url: baseURL }])
      for (const view of views) {
        await page.goto(view.path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.locator(view.ready).first()).toBeVisible({ timeout: 30_000 })
        await expect(page.locator('.app-header__account')).toBeInViewport()
        const { inner, scroll } = await layoutWidths(page)
        if (inner > screen || scroll > screen) {
          found.push(`${language} ${view.path}: ${scroll} px of content on a ${screen} px screen`)
        }
        // The edit views' buttons (publish among them), status and dates are all on the screen,
        // none of them in a row that scrolls sideways with no scrollbar.
        for (const cut of await cutControls(page, screen)) {
          found.push(`${language} ${view.path}: "${cut}" is cut or past the edge`)
        }
      }
    }
    expect(found, found.join('\n')).toEqual([])
  })

  test("on a phone, a list's rows show every value on the screen, after its column's name @phone-only", async ({
    page,
    baseURL,
  }) => {
    // The narrowest phones in use (320 px), where the longest values are the first to stick out.
    const screen = 320
    await page.setViewportSize({ width: screen, height: 700 })
    await signedInAsAdmin(page)
    const post = await firstId(page, 'posts')
    // Posts (type, date, registrations, status), people (role, position, order) and a post's versions (its id,
    // its status), each row's first column the link to the document; the lists' rows begin with
    // a checkbox.
    const views = [
      {
        path: '/admin/collections/posts',
        checkbox: true,
        ru: ['Тип', 'Дата публикации', 'Регистраций', 'Статус'],
        en: ['Type', 'Publication date', 'Registrations', 'Status'],
      },
      {
        path: '/admin/collections/people',
        checkbox: true,
        ru: ['Роль', 'Должность', 'Порядок'],
        en: ['Role', 'Position', 'Order'],
      },
      {
        path: `/admin/collections/posts/${post}/versions`,
        checkbox: false,
        ru: ['ID версии', 'Статус'],
        en: ['Version ID', 'Status'],
      },
    ]
    for (const language of ['ru', 'en'] as const) {
      await page.context().addCookies([{ name: 'collegium-lng', value: language, url: baseURL }])
      for (const view of views) {
        await page.goto(view.path)
        const row = page.locator('.table tbody tr').first()
        await expect(row).toBeVisible(SLOW_ADMIN)
        // Labelled once the admin's client has run (src/components/admin/use-list-cell-labels.ts).
        await expect(row.locator('td[data-label]')).toHaveCount(view[language].length)
        // Each cell's right edge: its own, or that of what sticks out of it (a status's pill).
        const cells = await row.locator('td').evaluateAll((tds) =>
          tds.map((td) => ({
            right: Math.max(
              ...[td, ...td.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right),
            ),
            name: getComputedStyle(td, '::before').content,
            text: td.textContent?.trim() ?? '',
          })),
        )
        const where = `${language} ${view.path}`
        // Within the row's card, which is within the screen.
        const card = await row.evaluate((tr) => tr.getBoundingClientRect().right)
        expect(card, `${where}: the row ends past the screen`).toBeLessThanOrEqual(screen)
        for (const cell of cells) {
          expect(cell.right, `${where}: "${cell.text}" ends past its row`).toBeLessThanOrEqual(
            card + 1,
          )
        }
        // The title with no name before it, then each value after its column's.
        expect(
          cells.slice(view.checkbox ? 1 : 0).map((cell) => cell.name),
          where,
        ).toEqual(['none', ...view[language].map((name) => `"${name}:" / ""`)])
        // The table itself no longer scrolls sideways.
        const table = page.locator('.table').first()
        expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth), where).toBe(true)
      }
    }
  })

  // Payload put a `{ ru, en }` label into these names as it was ("Сортировать по [object Object]
  // Уменьшение", "Добавить [object Object]"): src/cms/fields/labels-in-admin-language.ts.
  test('every control of the lists is named: never [object Object], and no checkbox without a name', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await signedInAsAdmin(page)
    const achievement = `/admin/collections/achievements/${await firstId(page, 'achievements')}`
    const expected = {
      ru: {
        sort: 'Сортировать по полю «Заголовок»: По убыванию',
        add: 'Добавить Сотрудник',
        all: 'Выбрать все строки',
        row: 'Выбрать',
      },
      en: {
        sort: 'Sort by Title: Descending',
        add: 'Add new Person',
        all: 'Select all rows',
        row: 'Select',
      },
    }
    const found: string[] = []
    for (const language of ['ru', 'en'] as const) {
      await page.context().addCookies([{ name: 'collegium-lng', value: language, url: baseURL }])
      for (const [path, ready] of [
        ['/admin/collections/posts', 'table tbody tr'],
        [achievement, '#field-title'],
      ] as const) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.locator(ready).first()).toBeVisible(SLOW_ADMIN)
        await expect(page.getByText(/Загрузка\.\.\.|Loading\.\.\./)).toHaveCount(0, SLOW_ADMIN)
        const named = await page.evaluate(() => {
          const out: string[] = []
          for (const el of document.querySelectorAll('*')) {
            for (const { name, value } of el.attributes) {
              if (value.includes('[object Object]'))
                out.push(`<${el.localName} ${name}="${value}">`)
            }
          }
          if (document.body.textContent?.includes('[object Object]')) out.push('the page text')
          return out
        })
        for (const where of named) found.push(`${language} ${path}: ${where}`)
      }
      // The list's sort button, its checkboxes (Payload's have aria-label="": the heading's and
      // each row's, named by its title) and the edit view's "add new" button (its relationship to
      // people), by their accessible names, in the admin's language.
      await page.goto('/admin/collections/posts')
      await expect(page.getByRole('button', { name: expected[language].sort })).toHaveCount(1)
      const rows = page.locator('.collection-list table tbody tr')
      await expect(rows.first()).toBeVisible(SLOW_ADMIN)
      await expect(page.getByRole('checkbox', { name: expected[language].all })).toHaveCount(1)
      const firstTitle = (await rows.first().locator('td.cell-title').textContent())?.trim()
      await expect(
        page.getByRole('checkbox', {
          name: `${expected[language].row}: ${firstTitle}`,
          exact: true,
        }),
      ).toHaveCount(1)
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`^${expected[language].row}: .+`) }),
      ).toHaveCount(await rows.count())
      await page.goto(achievement)
      await expect(page.locator('#field-title')).toBeVisible(SLOW_ADMIN)
      const add = page.locator('#people-add-new button')
      await expect(add).toHaveAttribute('aria-label', expected[language].add)
    }
    expect(found, found.join('\n')).toEqual([])
  })

  test('an editor changes their own password in the admin, giving the current one', async ({
    page,
    request,
  }) => {
    const editor = await createEditor(request, 'password')
    try {
      await signInToAdmin(page, { as: editor })
      const next = 'second-editor-password-42'
      // Whether the password changed is read by signing in with the old one: a refused sign-in
      // counts against the address like a guess (LOGIN_THROTTLE), and the whole suite signs in from
      // 127.0.0.1, so the test makes one refused attempt only (the wrong current password).
      const loginWith = async (password: string) =>
        (await request.post('/api/users/login', { data: { ...editor, password } })).status()
      /**
       * Opens the account in a page of its own (an unsaved form would hold the next visit up),
       * types the new password (and the current one, if given) and saves; `answer` is the save's
       * own answer (not awaited when the admin may refuse before sending).
       */
      const change = async (current?: string) => {
        const tab = await page.context().newPage()
        await tab.goto('/admin/account')
        await tab.getByRole('button', { name: 'Сменить пароль' }).click()
        // The current password is asked for once a new one is typed.
        await expect(tab.locator('#field-currentPassword')).toHaveCount(0)
        await tab.locator('#field-password').fill(next)
        await tab.locator('#field-confirm-password').fill(next)
        await expect(tab.locator('#field-currentPassword')).toBeVisible()
        if (current !== undefined) await tab.locator('#field-currentPassword').fill(current)
        const answer = tab.waitForResponse(
          (r) =>
            r.request().method() === 'PATCH' &&
            /^\/api\/users\/\d+$/.test(new URL(r.url()).pathname),
          SLOW_ADMIN,
        )
        answer.catch(() => {}) // left unawaited when nothing is sent
        await tab.locator('#action-save').click()
        return { tab, answer }
      }
      // Without it nothing changes: said by the admin itself (the field is required) or, when the
      // form was sent before it checked, by the server; either way on the field, in Russian.
      const without = await change()
      await expect(
        without.tab
          .getByText(/^(Это обязательное поле\.|Чтобы сменить свой пароль, введите текущий)$/)
          .first(),
      ).toBeVisible(SLOW_ADMIN)
      expect(await loginWith(editor.password)).toBe(200)
      await without.tab.close()
      // A wrong one is refused by the server, and the reason said: in the admin's message, and on
      // the field unless the admin's form-state refresh wipes it there (payloadcms/payload#14858,
      // seen in a clean-clone run: the field's error gone, the message said the field only).
      const wrong = await change('not-my-password-at-all')
      const refused = await wrong.answer
      expect(refused.status()).toBe(400)
      expect(await refused.text()).toContain('Текущий пароль неверен')
      await expect(
        wrong.tab.locator('[data-sonner-toast]').filter({ hasText: 'Текущий пароль неверен' }),
      ).toBeVisible(SLOW_ADMIN)
      expect(await loginWith(editor.password)).toBe(200)
      await wrong.tab.close()
      const right = await change(editor.password)
      expect((await right.answer).status()).toBe(200)
      expect(await loginWith(next)).toBe(200)
    } finally {
      await removeEditor(request, editor)
    }
  })
})
