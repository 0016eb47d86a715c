import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { hooks, orderField, publicContentAccess } from './shared'

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
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
      label: LABELS.title,
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 2000, label: LABELS.summary },
    { name: 'year', type: 'number', min: 1991, max: 2100, label: LABELS.year },
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
