import type { CollectionConfig } from 'payload'

import { hooks, orderField, publicContentAccess } from './shared'

const OFFICE_KINDS = ['headquarters', 'branch', 'network'] as const

/** The firm's own offices and branches, and partner firms of its international network. */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: {
    singular: { ru: 'Офис', en: 'Office' },
    plural: { ru: 'Офисы и сеть', en: 'Offices and network' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'city'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'kind', type: 'select', required: true, options: [...OFFICE_KINDS], index: true },
    { name: 'city', type: 'text', localized: true, maxLength: 120 },
    { name: 'country', type: 'text', localized: true, maxLength: 120 },
    { name: 'address', type: 'textarea', localized: true, maxLength: 500 },
    { name: 'phone', type: 'text', maxLength: 40 },
    { name: 'email', type: 'email' },
    { name: 'url', type: 'text', maxLength: 500 },
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'lat', type: 'number', min: -90, max: 90 },
        { name: 'lng', type: 'number', min: -180, max: 180 },
      ],
    },
    orderField,
  ],
}
