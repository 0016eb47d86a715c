import type { CollectionConfig } from 'payload'

import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, LABELS } from '../fields/labels'
import { slugField } from '../fields/slug'
import { draftedContentAccess, hooks, orderField } from './shared'

/** Practice areas; a sub-area has a parent and is shown as a section addressable by `?section=`. */
export const Practices: CollectionConfig = {
  slug: 'practices',
  labels: {
    singular: { ru: 'Практика', en: 'Practice' },
    plural: { ru: 'Практики', en: 'Practices' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'parent', 'order'],
    group: ADMIN_GROUPS.content,
  },
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
    {
      name: 'sectionKey',
      type: 'text',
      index: true,
      maxLength: 80,
      label: { ru: 'Ключ подраздела', en: 'Section key' },
      admin: {
        description: {
          ru: 'Постоянный ключ подраздела в адресе ?section= (например, international-sanctions)',
          en: 'Stable key of a sub-area, used in ?section= (e.g. international-sanctions)',
        },
      },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'practices',
      index: true,
      label: { ru: 'Родительская практика', en: 'Parent practice' },
      admin: {
        description: {
          ru: 'Заполните у подраздела: он покажется секцией на странице этой практики',
          en: 'Set for a sub-area: it is shown as a section of this practice’s page',
        },
      },
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 600, label: LABELS.summary },
    { name: 'body', type: 'richText', localized: true, label: LABELS.body },
    {
      name: 'card',
      type: 'group',
      label: { ru: 'Карточка на главной', en: 'Home page card' },
      admin: {
        description: {
          ru: 'Карточка практики на главной странице: число и подпись к нему',
          en: 'Practice card on the home page: a figure and its label',
        },
      },
      fields: [
        {
          name: 'value',
          type: 'text',
          localized: true,
          maxLength: 20,
          label: { ru: 'Число', en: 'Figure' },
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          maxLength: 120,
          label: { ru: 'Подпись', en: 'Caption' },
          admin: { placeholder: { ru: 'дел в год', en: 'cases a year' } },
        },
      ],
    },
    imageSlotField('image', 'cover', LABELS.image),
    {
      name: 'sectors',
      type: 'relationship',
      relationTo: 'industry-sectors',
      hasMany: true,
      label: LABELS.sectors,
    },
    orderField,
  ],
}
