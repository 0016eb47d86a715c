/**
 * Issue 19, item 8, on embedded SQLite through the Local API: the alt text is required in Russian
 * and localized (English optional, falling back to Russian), the migration fills the Russian alt
 * of older files, and every generated size is cut around the focal point, which the site's <img>
 * then keeps in view with the matching object-position.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { MediaImage } from '@/components/ui/MediaImage'
import type { Media } from '@/config/payload-types'
import { focalObjectPosition, focalPointIn } from '@/lib/image-slots'
import { up as fillRussianAlt } from '../../../migrations/sqlite/20261126_095515_media_alt_required'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

/** A blue picture with a red square centred at (80 %, 20 %): the mark a focal point names. */
async function markedPng(width: number, height: number): Promise<Buffer> {
  const half = 60
  const square = await sharp({
    create: { width: 2 * half, height: 2 * half, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: square, left: 0.8 * width - half, top: 0.2 * height - half }])
    .png()
    .toBuffer()
}

const file = (data: Buffer, name: string) => ({
  data,
  mimetype: 'image/png',
  name,
  size: data.length,
})

let payload: Payload
let dataDir: string
beforeAll(async () => {
  ;({ payload, dataDir } = await payloadFor())
})
afterAll(async () => {
  if (payload) await closeDatabase(payload)
  removeDataDir(dataDir)
})

/** The colour of one pixel of a generated size, at per cent of its width and height. */
async function pixelAt(
  media: Media,
  size: 'thumbnail' | 'portrait' | 'og',
  at: { x: number; y: number },
) {
  const variant = media.sizes?.[size]
  if (!variant?.filename || !variant.width || !variant.height) throw new Error(`no ${size} size`)
  const { data, info } = await sharp(path.join(dataDir, 'media', variant.filename))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const px = Math.min(info.width - 1, Math.round((at.x / 100) * info.width))
  const py = Math.min(info.height - 1, Math.round((at.y / 100) * info.height))
  const i = (py * info.width + px) * info.channels
  const [r = 0, g = 0, b = 0] = data.subarray(i, i + 3)
  return r > 200 && g < 60 && b < 60 ? 'red' : b > 200 && r < 60 ? 'blue' : `rgb(${r},${g},${b})`
}

describe('media alt text (SQLite, Local API)', () => {
  it('is required in Russian: a file without one is refused, with a message', async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#888888' },
    })
      .png()
      .toBuffer()
    for (const alt of [undefined, '', '   ']) {
      await expect(
        payload.create({
          collection: 'media',
          locale: 'ru',
          data: alt === undefined ? {} : { alt },
          file: file(png, 'no-alt.png'),
        }),
      ).rejects.toMatchObject({
        status: 400,
        data: { errors: [expect.objectContaining({ path: 'alt' })] },
      })
    }
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })

  it('is localized: English is optional and falls back to Russian; Russian cannot be emptied', async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#888888' },
    })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      locale: 'ru',
      data: { alt: 'Здание коллегии на Тверской' },
      file: file(png, 'building.png'),
    })
    // Saved in English with no alt text of its own: accepted, and English readers get Russian.
    await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: '' } })
    const fallback = await payload.findByID({ collection: 'media', id: doc.id, locale: 'en' })
    expect(fallback.alt).toBe('Здание коллегии на Тверской')
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'en',
      data: { alt: 'The bar office on Tverskaya Street' },
    })
    const all = (await payload.findByID({ collection: 'media', id: doc.id, locale: 'all' })) as {
      alt: unknown
    }
    expect(all.alt).toEqual({
      ru: 'Здание коллегии на Тверской',
      en: 'The bar office on Tverskaya Street',
    })
    await expect(
      payload.update({ collection: 'media', id: doc.id, locale: 'ru', data: { alt: '' } }),
    ).rejects.toMatchObject({ status: 400 })
    await payload.delete({ collection: 'media', id: doc.id })
  })

  it('the migration gives older files a Russian alt: kept, else the English one, else the file name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const make = async (name: string, ru: string, en?: string) => {
      const doc = await payload.create({
        collection: 'media',
        locale: 'ru',
        data: { alt: ru },
        file: file(png, name),
      })
      if (en)
        await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: en } })
      return doc.id
    }
    const kept = await make('kept.png', 'Своё описание', 'Own description')
    const fromEnglish = await make('from-english.png', 'временно', 'Only in English')
    const fromName = await make('from-name.png', 'временно')
    const { drizzle } = payload.db as unknown as {
      drizzle: { run: (q: unknown) => Promise<unknown> }
    }
    const { sql } = await import('@payloadcms/db-sqlite')
    // As a database from before the rule could hold them: no Russian row, or an empty one.
    await drizzle.run(
      sql`UPDATE media_locales SET alt = NULL WHERE _locale = 'ru' AND _parent_id = ${fromEnglish}`,
    )
    await drizzle.run(
      sql`DELETE FROM media_locales WHERE _locale = 'ru' AND _parent_id = ${fromName}`,
    )
    await fillRussianAlt({ db: drizzle, payload, req: {} } as never)
    const ru = async (id: number) =>
      (await payload.findByID({ collection: 'media', id, locale: 'ru', fallbackLocale: false })).alt
    expect(await ru(kept)).toBe('Своё описание')
    expect(await ru(fromEnglish)).toBe('Only in English')
    expect(await ru(fromName)).toBe('from-name.png')
    for (const id of [kept, fromEnglish, fromName])
      await payload.delete({ collection: 'media', id })
  })
})

describe('focal point (SQLite, Local API, sharp)', () => {
  it('cuts every generated size around the point, and the <img> keeps it in view', async () => {
    const upload = async (png: Buffer, name: string, focal?: { focalX: number; focalY: number }) =>
      (await payload.create({
        collection: 'media',
        locale: 'ru',
        data: { alt: 'Метка в правом верхнем углу', ...focal },
        file: file(png, name),
      })) as Media
    // A wide picture is cut across for the square and portrait sizes, a tall one down for the
    // wide share image (and the square): each size crops along the side it must.
    const wide = await markedPng(1600, 900)
    const tall = await markedPng(900, 1600)
    const cases = [
      { png: wide, name: 'wide', sizes: ['thumbnail', 'portrait'] },
      { png: tall, name: 'tall', sizes: ['og', 'thumbnail'] },
    ] as const
    const made: Media[] = []
    for (const { png, name, sizes } of cases) {
      const focused = await upload(png, `focus-${name}-80-20.png`, { focalX: 80, focalY: 20 })
      const centred = await upload(png, `focus-${name}-centre.png`)
      made.push(focused, centred)
      expect([focused.focalX, focused.focalY]).toEqual([80, 20])
      expect([centred.focalX, centred.focalY]).toEqual([50, 50])
      for (const size of sizes) {
        const at = focalPointIn(focused, focused.sizes?.[size])
        // Where the point lies in the cut, the mark is, in the pixels sharp wrote.
        expect(await pixelAt(focused, size, at), `${name} ${size} at the focal point`).toBe('red')
        // The same spot of the centred cut shows no mark: the cut did follow the point.
        expect(await pixelAt(centred, size, at), `${name} ${size} cut around the centre`).toBe(
          'blue',
        )
      }
    }
    const [focused, centred] = made as [Media, Media]
    // The square thumbnail of a wide picture: the point is pushed off the middle by the edge.
    expect(focalPointIn(focused, focused.sizes?.thumbnail).x).toBeGreaterThan(60)

    // The site's <img>: object-position follows the point, in the size it shows.
    const html = (size: 'thumbnail' | 'card' | 'portrait', media: Media) =>
      renderToStaticMarkup(createElement(MediaImage, { media, size }))
    expect(html('card', focused)).toContain('style="object-position:80% 20%"')
    const thumb = focalObjectPosition(focused, focused.sizes?.thumbnail)
    expect(thumb).toMatch(/^\d+(\.\d)?% 20%$/)
    expect(html('thumbnail', focused)).toContain(`style="object-position:${thumb}"`)
    expect(html('card', centred)).not.toContain('object-position')
    // Its alt is the media's own.
    expect(html('card', focused)).toContain('alt="Метка в правом верхнем углу"')

    for (const doc of made) await payload.delete({ collection: 'media', id: doc.id })
    expect(
      fs.readdirSync(path.join(dataDir, 'media')).filter((f) => f.startsWith('focus-')),
    ).toEqual([])
  })

  it('refuses a file that is not an image or a document, with a 400', async () => {
    const html = Buffer.from('<script>alert(1)</script>')
    await expect(
      payload.create({
        collection: 'media',
        locale: 'ru',
        data: { alt: 'Не картинка' },
        file: { data: html, mimetype: 'text/html', name: 'page.html', size: html.length },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
