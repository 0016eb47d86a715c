import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE } from '@/config/constants'
import { getEnv } from '@/config/env'

import { ADMIN_GROUPS } from '../fields/labels'
import { hooks, publicContentAccess } from './shared'

/** Display sizes are WebP: a fraction of the bytes of PNG or JPEG, and read by every current browser. */
const WEBP = { format: 'webp', options: { quality: 80 } } as const

/**
 * The alt text is required in Russian (and on the first save, whatever the language), optional in
 * English, which falls back to Russian. Not Payload's `required`: on a localized field that makes
 * the locale table's column NOT NULL, and an English row saved without one would fail in the
 * database instead of falling back.
 */
const validateAlt: TextFieldSingleValidation = (value, { req, operation }) => {
  const locale = req.locale ?? DEFAULT_LOCALE
  if (value?.trim() || (locale !== DEFAULT_LOCALE && operation !== 'create')) return true
  return adminTexts(req.i18n?.language).validation.altRequired
}

/**
 * Images and documents; image sizes are made by sharp on upload. Files live under DATA_DIR/media.
 * Every size with its own proportions is cut around the editor's focal point (Payload does it when
 * `focalPoint` is on; a new upload's point is the centre); the site's CSS crops follow the point
 * too (src/lib/image-slots.ts). Files of other types, or over UPLOAD_MAX_BYTES, are refused (400,
 * 413) before anything is stored.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ru: 'Файл', en: 'Media' }, plural: { ru: 'Медиа', en: 'Media' } },
  admin: { group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  hooks,
  upload: {
    staticDir: getEnv().mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, formatOptions: WEBP },
      { name: 'portrait', width: 360, height: 450, formatOptions: WEBP },
      { name: 'card', width: 640, height: undefined, formatOptions: WEBP },
      { name: 'hero', width: 1440, height: undefined, formatOptions: WEBP },
      // Share images stay JPEG: not every messenger's link preview reads WebP.
      {
        name: 'og',
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 85, mozjpeg: true } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    crop: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      maxLength: 300,
      validate: validateAlt,
      label: { ru: 'Альтернативный текст', en: 'Alternative text' },
      admin: {
        description: {
          ru: 'Что изображено: его прочитают программы экранного доступа и поисковики. Обязателен на русском; без английского сайт покажет русский',
          en: 'What the image shows: read by screen readers and search engines. Required in Russian; without an English one the site shows the Russian',
        },
      },
    },
    {
      // Which places of the site this image is too small for (a warning, never a refusal).
      name: 'slotReport',
      type: 'ui',
      label: { ru: 'Размер для мест на сайте', en: 'Size for the places on the site' },
      admin: {
        components: { Field: '/components/admin/ImageSlotReport.client#ImageSlotReport' },
        // A report of the edit view, with no value: as a list column it read "Без метки".
        disableListColumn: true,
      },
    },
  ],
}
