import type { Field, GlobalConfig } from 'payload'

import { anyone, staff } from '../access'
import { publicGlobalHooks } from '../hooks/revalidate'

const menu = (name: string): Field => ({
  name,
  type: 'array',
  fields: [
    { name: 'label', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      name: 'href',
      type: 'text',
      required: true,
      maxLength: 300,
      admin: { description: 'Path without the language prefix, e.g. /practices' },
    },
  ],
})

/** Header and footer menus. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { ru: 'Навигация', en: 'Navigation' },
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: publicGlobalHooks,
  fields: [menu('header'), menu('footer')],
}
