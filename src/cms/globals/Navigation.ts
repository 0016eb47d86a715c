import type { Field, GlobalConfig } from 'payload'

import { anyone, staff } from '../access'
import { ADMIN_GROUPS, type AdminLabel, LABELS } from '../fields/labels'
import { publicGlobalHooks } from '../hooks/revalidate'

const menu = (name: string, label: AdminLabel): Field => ({
  name,
  type: 'array',
  label,
  labels: {
    singular: { ru: 'Пункт меню', en: 'Menu item' },
    plural: { ru: 'Пункты меню', en: 'Menu items' },
  },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      label: { ru: 'Подпись', en: 'Label' },
    },
    {
      name: 'href',
      type: 'text',
      required: true,
      maxLength: 300,
      label: LABELS.path,
      admin: {
        description: {
          ru: 'Путь без языкового префикса, например /practices',
          en: 'Path without the language prefix, e.g. /practices',
        },
      },
    },
  ],
})

/** Header and footer menus. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { ru: 'Навигация', en: 'Navigation' },
  admin: { group: ADMIN_GROUPS.settings },
  access: { read: anyone, update: staff },
  hooks: publicGlobalHooks,
  fields: [
    menu('header', { ru: 'Меню в шапке', en: 'Header menu' }),
    menu('footer', { ru: 'Меню в подвале', en: 'Footer menu' }),
  ],
}
