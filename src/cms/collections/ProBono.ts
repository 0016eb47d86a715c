import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '../fields/labels'
import { hooks, orderField, projectFields, publicContentAccess } from './shared'

export const ProBono: CollectionConfig = {
  slug: 'pro-bono',
  labels: {
    singular: { ru: 'Проект pro bono', en: 'Pro bono project' },
    plural: { ru: 'Pro bono', en: 'Pro bono' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'year'], group: ADMIN_GROUPS.content },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    ...projectFields,
    {
      name: 'partner',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: { ru: 'Партнёрская организация', en: 'Partner organisation' },
    },
    orderField,
  ],
}
