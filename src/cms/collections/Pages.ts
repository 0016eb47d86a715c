import type { CollectionConfig } from 'payload'

import { slugField } from '../fields/slug'
import { draftedContentAccess, hooks } from './shared'

/** Generic CMS pages: collegium sections, the privacy policy, /app, /demo, /qemo. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { ru: 'Страница', en: 'Page' }, plural: { ru: 'Страницы', en: 'Pages' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', '_status'], group: 'Content' },
  access: draftedContentAccess,
  hooks,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { description: 'Route key: privacy, app, demo, qemo, collegium-history …' },
    },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 300 },
    slugField('title'),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000 },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      label: {
        ru: 'Не готова: скрыть от поисковых систем',
        en: 'Not ready: hidden from search engines',
      },
      admin: {
        position: 'sidebar',
        description: {
          ru: 'Страница открывается по адресу, но не индексируется (noindex), не попадает в карту сайта и в поиск по сайту',
          en: 'The page still opens at its address, but is noindex, left out of the sitemap and of the site search',
        },
      },
    },
    {
      name: 'version',
      type: 'text',
      maxLength: 40,
      admin: { description: 'Document version (privacy policy)' },
    },
  ],
}
