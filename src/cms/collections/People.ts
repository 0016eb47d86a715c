import type { CollectionConfig, Field } from 'payload'

import { slugField } from '../fields/slug'
import { hooks, orderField, publicContentAccess } from './shared'

export const PERSON_ROLES = ['partner', 'counsel', 'attorney', 'advisor'] as const

const localizedList = (name: string, label: string): Field => ({
  name,
  type: 'array',
  labels: { singular: label, plural: label },
  fields: [{ name: 'text', type: 'textarea', required: true, localized: true, maxLength: 1000 }],
})

/** Partners, attorneys and advisors of the firm. */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { ru: 'Сотрудник', en: 'Person' }, plural: { ru: 'Люди', en: 'People' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'roleLabel', 'order'],
    group: 'Content',
  },
  access: publicContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 160 },
    slugField('name'),
    { name: 'role', type: 'select', required: true, options: [...PERSON_ROLES], index: true },
    { name: 'roleLabel', type: 'text', localized: true, maxLength: 160 },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      name: 'practices',
      type: 'relationship',
      relationTo: 'practices',
      hasMany: true,
      index: true,
    },
    { name: 'sectors', type: 'relationship', relationTo: 'industry-sectors', hasMany: true },
    { name: 'bio', type: 'richText', localized: true },
    localizedList('education', 'Education'),
    { name: 'qualification', type: 'textarea', localized: true, maxLength: 2000 },
    { name: 'languages', type: 'text', localized: true, maxLength: 200 },
    {
      name: 'ratings',
      type: 'array',
      admin: { description: 'Rankings shown with partners (e.g. "Chambers Europe 2024 — Band 1")' },
      fields: [
        { name: 'source', type: 'text', required: true, localized: true, maxLength: 120 },
        { name: 'text', type: 'text', localized: true, maxLength: 300 },
      ],
    },
    localizedList('recognition', 'Recognition'),
    localizedList('recentExperience', 'Recent experience'),
    {
      name: 'contacts',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    orderField,
  ],
}
