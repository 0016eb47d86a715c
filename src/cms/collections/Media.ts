import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { hooks, publicContentAccess } from './shared'

/** Images and documents; image sizes are made by sharp on upload. Files live under DATA_DIR/media. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { ru: 'Файл', en: 'Media' }, plural: { ru: 'Медиа', en: 'Media' } },
  admin: { group: 'Content' },
  access: publicContentAccess,
  hooks,
  upload: {
    staticDir: path.join(getEnv().dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre' },
      { name: 'portrait', width: 360, height: 450, position: 'top' },
      { name: 'card', width: 640, height: undefined },
      { name: 'hero', width: 1440, height: undefined },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, maxLength: 300 }],
}
