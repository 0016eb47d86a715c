import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { slugField } from '../fields/slug'
import { draftedContentAccess, hooks, titleField } from './shared'

/** Generic CMS pages: collegium sections, the privacy policy, /app, /demo, /qemo. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { ru: 'Страница', en: 'Page' }, plural: { ru: 'Страницы', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status'],
    group: ADMIN_GROUPS.content,
  },
  access: draftedContentAccess,
  hooks,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      label: { ru: 'Ключ страницы', en: 'Page key' },
      admin: {
        description: {
          ru: 'По нему сайт находит страницу: privacy, app, demo, qemo, collegium-history …',
          en: 'Route key: privacy, app, demo, qemo, collegium-history …',
        },
      },
    },
    titleField,
    slugField('title'),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000, label: LABELS.summary },
    { name: 'body', type: 'richText', localized: true, label: LABELS.body },
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
      label: { ru: 'Версия документа', en: 'Document version' },
      admin: {
        description: {
          ru: 'Версия документа (для политики конфиденциальности)',
          en: 'Document version (privacy policy)',
        },
      },
    },
  ],
}
