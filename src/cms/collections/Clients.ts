import type { CollectionConfig } from 'payload'

import { hooks, orderField, publicContentAccess } from './shared'

export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: { ru: 'Клиент', en: 'Client' }, plural: { ru: 'Клиенты', en: 'Clients' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: 'Content' },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text', maxLength: 500 },
    { name: 'sector', type: 'relationship', relationTo: 'industry-sectors' },
    orderField,
  ],
}
