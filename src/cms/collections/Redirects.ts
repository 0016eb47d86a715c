import type { CollectionConfig } from 'payload'

import { hooks, publicContentAccess } from './shared'

const VANITY_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/** Vanity links such as /dispute-resolution, managed by editors, answered by the site's catch-all. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { ru: 'Редирект', en: 'Redirect' },
    plural: { ru: 'Редиректы', en: 'Redirects' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'practice', 'section', 'url'],
    group: 'Settings',
  },
  access: publicContentAccess,
  hooks,
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      admin: { description: 'Path without the language prefix, e.g. /dispute-resolution' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && VANITY_PATH.test(value)) || 'A path such as /corporate',
    },
    { name: 'practice', type: 'relationship', relationTo: 'practices' },
    {
      name: 'section',
      type: 'text',
      maxLength: 80,
      admin: { description: 'Sub-area key appended as ?section=' },
    },
    {
      name: 'url',
      type: 'text',
      maxLength: 500,
      admin: { description: 'Target path or address when no practice is chosen' },
    },
  ],
}
