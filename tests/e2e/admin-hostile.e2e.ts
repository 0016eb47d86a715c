/**
 * The admin under the REST limits of issue 16 (findings 3 and 13): staff still upload an image
 * larger than the anonymous body limit and save documents, and the admin requests nothing from
 * another origin (its code editor is the site's own).
 */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { REST_LIMITS } from '../../src/security/rest-guard'
import { signInToAdmin } from '../helpers/admin-steps'

/** A PNG of noise (noise does not compress), a few times the anonymous body limit. */
async function largePng(): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((4 * REST_LIMITS.anonymousBodyBytes) / 3))
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

test.describe('admin under the REST limits', () => {
  test.use({ locale: 'ru-RU' })

  test('staff upload a large image and save it again, with nothing from another origin', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? 'http://localhost').origin
    const outside: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) {
        outside.push(request.url())
      }
    })
    await page.goto('/admin')
    await signInToAdmin(page, { here: true })

    const image = await largePng()
    expect(image.length).toBeGreaterThan(REST_LIMITS.anonymousBodyBytes)
    await page.goto('/admin/collections/media/create')
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: `e2e-large-${Date.now()}.png`,
        mimeType: 'image/png',
        buffer: image,
      })
    await page.locator('#field-alt').fill('E2E upload')
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
    const id = new URL(page.url()).pathname.split('/').pop()

    await page.locator('#field-alt').fill('E2E upload, saved again')
    await page.locator('#action-save').click()
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/media/${id}`)
          return ((await res.json()) as { alt?: string }).alt
        },
        { timeout: 15_000 },
      )
      .toBe('E2E upload, saved again')

    await page.goto('/admin/collections/posts')
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })

    // No field of ours uses Payload's code editor yet: load it the way its loader does
    // (@monaco-editor/loader: <vs>/loader.js, then vs/editor/editor.main), under the admin's CSP.
    const editors = await page.evaluate(async (vs) => {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = `${vs}/loader.js`
        script.onload = () => resolve()
        script.onerror = () => reject(new Error('loader.js did not load'))
        document.body.appendChild(script)
      })
      type AmdRequire = ((
        deps: string[],
        done: (m: unknown) => void,
        fail: (e: unknown) => void,
      ) => void) & {
        config: (c: unknown) => void
      }
      const amd = (window as unknown as { require: AmdRequire }).require
      amd.config({ paths: { vs } })
      type Monaco = {
        editor: { create: (el: HTMLElement, o: unknown) => unknown; getEditors: () => unknown[] }
      }
      const monaco = await new Promise<Monaco>((resolve, reject) =>
        amd(['vs/editor/editor.main'], (m) => resolve(m as Monaco), reject),
      )
      const host = document.createElement('div')
      host.style.height = '100px'
      document.body.appendChild(host)
      monaco.editor.create(host, { value: '{"a": 1}', language: 'json' })
      return monaco.editor.getEditors().length
    }, '/vendor/monaco/vs')
    expect(editors).toBe(1)
    expect(outside).toEqual([])
    await page.request.delete(`/api/media/${id}`)
  })
})
