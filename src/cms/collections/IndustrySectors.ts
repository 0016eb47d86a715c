import type { CollectionConfig } from 'payload'

import { slugField } from '../fields/slug'
import { hooks, orderField, publicContentAccess } from './shared'

export const IndustrySectors: CollectionConfig = {
  slug: 'industry-sectors',
  labels: {
    singular: { ru: 'Отрасль', en: 'Industry sector' },
    plural: { ru: 'Отрасли', en: 'Industry sectors' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField('title'),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'body', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
}
