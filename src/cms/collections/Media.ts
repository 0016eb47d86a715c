import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { ADMIN_GROUPS } from '../fields/labels'
import { hooks, publicContentAccess } from './shared'

/** Display sizes are WebP: a fraction of the bytes of PNG or JPEG, and read by every current browser. */
const WEBP = { format: 'webp', options: { quality: 80 } } as const

/** Images and documents; image sizes are made by sharp on upload. Files live under DATA_DIR/media. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ru: 'Файл', en: 'Media' }, plural: { ru: 'Медиа', en: 'Media' } },
  admin: { group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  hooks,
  upload: {
    staticDir: path.join(getEnv().dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', formatOptions: WEBP },
      { name: 'portrait', width: 360, height: 450, position: 'top', formatOptions: WEBP },
      { name: 'card', width: 640, height: undefined, formatOptions: WEBP },
      { name: 'hero', width: 1440, height: undefined, formatOptions: WEBP },
      // Share images stay JPEG: not every messenger's link preview reads WebP.
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 85, mozjpeg: true } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      maxLength: 300,
      label: { ru: 'Альтернативный текст', en: 'Alternative text' },
      admin: {
        description: {
          ru: 'Что изображено: его прочитают программы экранного доступа и поисковики',
          en: 'What the image shows: read by screen readers and search engines',
        },
      },
    },
  ],
}
