import type { CollectionConfig } from 'payload'

import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { hooks, orderField, publicContentAccess } from './shared'

export const Clients: CollectionConfig = {
  slug: 'clients',
  labels: { singular: { ru: 'Клиент', en: 'Client' }, plural: { ru: 'Клиенты', en: 'Clients' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: LABELS.name,
    },
    imageSlotField('logo', 'clientLogo', LABELS.logo),
    { name: 'url', type: 'text', maxLength: 500, label: LABELS.website },
    {
      name: 'sector',
      type: 'relationship',
      relationTo: 'industry-sectors',
      label: { ru: 'Отрасль', en: 'Industry sector' },
    },
    orderField,
  ],
}
