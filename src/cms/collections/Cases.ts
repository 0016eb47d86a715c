import type { CollectionConfig } from 'payload'

import { hooks, orderField, publicContentAccess } from './shared'

/** Best projects and recent cases. */
export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: { ru: 'Проект', en: 'Case' }, plural: { ru: 'Проекты', en: 'Cases' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'year', 'featured'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 300 },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'year', type: 'number', min: 1991, max: 2100 },
    { name: 'value', type: 'text', localized: true, maxLength: 60 },
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    { name: 'practices', type: 'relationship', relationTo: 'practices', hasMany: true },
    { name: 'people', type: 'relationship', relationTo: 'people', hasMany: true },
    orderField,
  ],
}
