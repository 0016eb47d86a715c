import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { hooks, orderField, publicContentAccess } from './shared'

/** Best projects and recent cases. */
export const Cases: CollectionConfig = {
  slug: 'cases',
  labels: { singular: { ru: 'Проект', en: 'Case' }, plural: { ru: 'Проекты', en: 'Cases' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'featured'],
    group: ADMIN_GROUPS.content,
  },
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
      name: 'value',
      type: 'text',
      localized: true,
      maxLength: 60,
      label: { ru: 'Сумма или масштаб', en: 'Amount or scale' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { ru: 'Среди лучших проектов', en: 'Among the best projects' },
    },
    {
      name: 'practices',
      type: 'relationship',
      relationTo: 'practices',
      hasMany: true,
      label: LABELS.practices,
    },
    {
      name: 'people',
      type: 'relationship',
      relationTo: 'people',
      hasMany: true,
      label: LABELS.people,
    },
    orderField,
  ],
}
