import type { CollectionConfig } from 'payload'

import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { slugField } from '../fields/slug'
import { draftedContentAccess, hooks, orderField } from './shared'

export const IndustrySectors: CollectionConfig = {
  slug: 'industry-sectors',
  labels: {
    singular: { ru: 'Отрасль', en: 'Industry sector' },
    plural: { ru: 'Отрасли', en: 'Industry sectors' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: ADMIN_GROUPS.content },
  access: draftedContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: LABELS.name,
    },
    slugField('title'),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 600, label: LABELS.summary },
    { name: 'body', type: 'richText', localized: true, label: LABELS.body },
    imageSlotField('image', 'cover', LABELS.image),
    orderField,
  ],
}
