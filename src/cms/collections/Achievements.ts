import type { CollectionConfig } from 'payload'

import { hooks, orderField, publicContentAccess } from './shared'

/** Rankings and awards. */
export const Achievements: CollectionConfig = {
  slug: 'achievements',
  labels: {
    singular: { ru: 'Достижение', en: 'Achievement' },
    plural: { ru: 'Рейтинги и достижения', en: 'Rankings and achievements' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'source', 'year'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: '-year',
  fields: [
    { name: 'year', type: 'number', required: true, min: 1991, max: 2100, index: true },
    { name: 'source', type: 'text', required: true, localized: true, maxLength: 160, index: true },
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 300 },
    { name: 'text', type: 'textarea', localized: true, maxLength: 2000 },
    {
      type: 'row',
      fields: [
        { name: 'sum', type: 'text', localized: true, maxLength: 40 },
        { name: 'value', type: 'text', localized: true, maxLength: 40 },
        { name: 'label', type: 'text', localized: true, maxLength: 160 },
      ],
    },
    { name: 'detailsUrl', type: 'text', maxLength: 500 },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'practices', type: 'relationship', relationTo: 'practices', hasMany: true },
    { name: 'people', type: 'relationship', relationTo: 'people', hasMany: true },
    orderField,
  ],
}
