import type { CollectionConfig } from 'payload'

import { anyone, publishedOrStaff, staff } from '../access'
import { LABELS } from '../fields/labels'
import { publicCollectionHooks } from '../hooks/revalidate'

/** Access of content that visitors read and staff write. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: staff,
  update: staff,
  delete: staff,
}

/** Access of drafted content: visitors read published versions only. */
export const draftedContentAccess: CollectionConfig['access'] = {
  ...publicContentAccess,
  read: publishedOrStaff,
}

export const hooks = publicCollectionHooks

/** Manual ordering within lists (smaller first). */
export const orderField = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  label: LABELS.order,
  admin: {
    position: 'sidebar',
    description: { ru: 'Меньшее число — выше в списке', en: 'Smaller numbers come first' },
  },
} as const

const RELATED = {
  practices: { relationTo: 'practices', label: LABELS.practices },
  people: { relationTo: 'people', label: LABELS.people },
  sectors: { relationTo: 'industry-sectors', label: LABELS.sectors },
} as const

/** Links to the practices, people or sectors a document is about (any number, in the chosen order). */
export const relatedField = (name: keyof typeof RELATED) =>
  ({ name, type: 'relationship', hasMany: true, ...RELATED[name] }) as const

/** A document's heading: required in Russian, localized, up to 300 characters. */
export const titleField = {
  name: 'title',
  type: 'text',
  required: true,
  localized: true,
  maxLength: 300,
  label: LABELS.title,
} as const

/** The heading, summary and year of a project (best cases and pro bono work). */
export const projectFields = [
  titleField,
  { name: 'summary', type: 'textarea', localized: true, maxLength: 2000, label: LABELS.summary },
  { name: 'year', type: 'number', min: 1991, max: 2100, label: LABELS.year },
] as const
