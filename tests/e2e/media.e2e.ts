/**
 * Media (issue 19, item 8), as an editor would meet it: a small image uploaded in the admin is
 * warned about in Russian (the admin's language), before and after saving and under a person's
 * photo field; the alt text is required; a file that is not an image is refused with a readable
 * 400; and a person's photo on the site carries the alt text of the page's language (the demo
 * people have none, so the test gives one a photo).
 */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { IMAGE_SLOT_MIN_PIXELS } from '../../src/lib/image-slots'
import {
  createEditor,
  type Editor,
  removeEditor,
  signInToAdmin,
  staffAuth,
} from '../helpers/admin-steps'

/** A plain PNG of the given size. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5a6b7c' } })
    .png()
    .toBuffer()

test.describe('media in the admin and on the site', () => {
  test.use({ locale: 'ru-RU' })

  let editor: Editor
  const cleanup: { collection: string; id: number }[] = []

  test.beforeAll(async ({ request }) => {
    editor = await createEditor(request, 'media')
  })

  test.afterAll(async ({ request }) => {
    for (const { collection, id } of cleanup.reverse()) {
      await request.delete(`/api/${collection}/${id}`, { headers: editor.adminAuth })
    }
    await removeEditor(request, editor)
  })

  test('an editor uploads a small image: the alt text is required, the size warned about in Russian', async ({
    page,
    request,
  }) => {
    const min = IMAGE_SLOT_MIN_PIXELS.personPhoto
    await signInToAdmin(page, { as: editor })
    await page.goto('/admin/collections/media/create')
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: `e2e-small-${Date.now()}.png`,
        mimeType: 'image/png',
        buffer: await png(200, 150),
      })
    // Read from the chosen file, before anything is saved.
    const warning = page.getByTestId('image-slot-warning')
    await expect(warning).toBeVisible()
    await expect(warning).toContainText('Изображение меньше, чем нужно')
    await expect(warning).toContainText('200×150')
    await expect(warning).toContainText(`Фото юриста — не меньше ${min.width}×${min.height}`)

    // No alt text: refused, said in Russian on the field.
    await page.locator('#action-save').click()
    await expect(
      page.getByText('Следующее поле недействительно: Альтернативный текст'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)

    await page.locator('#field-alt').fill('Серый прямоугольник для проверки')
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
    const mediaId = Number(new URL(page.url()).pathname.split('/').pop())
    cleanup.push({ collection: 'media', id: mediaId })
    // Saved: the warning now reads the stored size, and stays.
    await page.reload()
    await expect(page.getByTestId('image-slot-warning')).toContainText('200×150')

    // Chosen for a slot (a person's photo): warned under the field too.
    const auth = await staffAuth(request, { user: editor })
    const person = await request.post('/api/people?locale=ru', {
      headers: auth,
      data: { name: 'Проверка Фото Маленькое', role: 'attorney', photo: mediaId },
    })
    expect(person.status(), await person.text()).toBe(201)
    const personId = ((await person.json()) as { doc: { id: number } }).doc.id
    cleanup.push({ collection: 'people', id: personId })
    await page.goto(`/admin/collections/people/${personId}`)
    const fieldWarning = page.locator('.field-type.upload').getByTestId('image-slot-warning')
    await expect(fieldWarning).toBeVisible({ timeout: 30_000 })
    await expect(fieldWarning).toContainText(
      `Фото юриста: нужно не меньше ${min.width}×${min.height} пикс., а у этого 200×150`,
    )
    await page.screenshot({ path: 'tmp/screens/admin-person-small-photo-ru-1440.png' })
  })

  test('no alt text, or a file that is not an image, is refused with a readable 400', async ({
    request,
  }) => {
    const auth = { ...(await staffAuth(request, { user: editor })), 'accept-language': 'ru' }
    const image = { name: 'no-alt.png', mimeType: 'image/png', buffer: await png(40, 40) }
    const noAlt = await request.post('/api/media', {
      headers: auth,
      multipart: { _payload: JSON.stringify({ alt: '  ' }), file: image },
    })
    expect(noAlt.status()).toBe(400)
    // Payload's own summary, in the language asked for, naming the field.
    expect(await noAlt.text()).toContain('Следующее поле недействительно: Альтернативный текст')
    const html = await request.post('/api/media', {
      headers: auth,
      multipart: {
        _payload: JSON.stringify({ alt: 'Не картинка' }),
        file: { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') },
      },
    })
    expect(html.status()).toBe(400)
    const body = (await html.json()) as { errors?: { message?: string }[] }
    expect(body.errors?.[0]?.message).toMatch(/file/)
  })

  test("a person's photo has the alt text of the page's language", async ({ page, request }) => {
    const auth = await staffAuth(request, { user: editor })
    const upload = await request.post('/api/media?locale=ru', {
      headers: auth,
      multipart: {
        _payload: JSON.stringify({ alt: 'Портрет: Проверка Фото Портрет' }),
        file: {
          name: `e2e-portrait-${Date.now()}.png`,
          mimeType: 'image/png',
          buffer: await png(480, 600),
        },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const mediaId = ((await upload.json()) as { doc: { id: number } }).doc.id
    cleanup.push({ collection: 'media', id: mediaId })
    const english = await request.patch(`/api/media/${mediaId}?locale=en`, {
      headers: auth,
      data: { alt: 'Portrait of Photo Check' },
    })
    expect(english.status(), await english.text()).toBe(200)
    const person = await request.post('/api/people?locale=ru', {
      headers: auth,
      data: {
        name: 'Проверка Фото Портрет',
        role: 'attorney',
        photo: mediaId,
        _status: 'published',
      },
    })
    expect(person.status(), await person.text()).toBe(201)
    const personId = ((await person.json()) as { doc: { id: number } }).doc.id
    cleanup.push({ collection: 'people', id: personId })
    for (const [prefix, alt] of [
      ['', 'Портрет: Проверка Фото Портрет'],
      ['/en', 'Portrait of Photo Check'],
    ] as const) {
      await page.goto(`${prefix}/team/${personId}`)
      const photo = page.locator('article[data-print="bio"] header img')
      await expect(photo).toHaveAttribute('alt', alt)
    }
  })
})
