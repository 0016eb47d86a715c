import type { CollectionConfig } from 'payload'

import { hooks, orderField, publicContentAccess } from './shared'

export const ProBono: CollectionConfig = {
  slug: 'pro-bono',
  labels: {
    singular: { ru: 'Pro bono', en: 'Pro bono' },
    plural: { ru: 'Pro bono', en: 'Pro bono' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'year'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 300 },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'year', type: 'number', min: 1991, max: 2100 },
    { name: 'partner', type: 'text', localized: true, maxLength: 200 },
    orderField,
  ],
}
