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
