import type { CollectionConfig } from 'payload'

import { slugField } from '../fields/slug'
import { hooks, orderField, publicContentAccess } from './shared'

/** Practice areas; a sub-area has a parent and is shown as a section addressable by `?section=`. */
export const Practices: CollectionConfig = {
  slug: 'practices',
  labels: {
    singular: { ru: 'Практика', en: 'Practice' },
    plural: { ru: 'Практики', en: 'Practices' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'parent', 'order'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField('title'),
    {
      name: 'sectionKey',
      type: 'text',
      index: true,
      maxLength: 80,
      admin: {
        description: 'Stable key of a sub-area, used in ?section= (e.g. international-sanctions)',
      },
    },
    { name: 'parent', type: 'relationship', relationTo: 'practices', index: true },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 600 },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'card',
      type: 'group',
      admin: { description: 'Practice card on the home page: a figure and its label' },
      fields: [
        { name: 'value', type: 'text', localized: true, maxLength: 20 },
        { name: 'label', type: 'text', localized: true, maxLength: 120 },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sectors', type: 'relationship', relationTo: 'industry-sectors', hasMany: true },
    orderField,
  ],
}
