import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '../fields/labels'
import { hooks, orderField, projectFields, publicContentAccess, relatedField } from './shared'

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
    ...projectFields,
    {
      name: 'value',
      type: 'text',
      localized: true,
      maxLength: 60,
      label: { ru: 'Сумма или масштаб', en: 'Amount or scale' },
      admin: { placeholder: { ru: '2,5 млрд ₽', en: 'RUB 2.5 bn' } },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { ru: 'Среди лучших проектов', en: 'Among the best projects' },
      admin: {
        description: {
          ru: 'Показывается на главной в блоке «Лучшие проекты»; если не отмечен ни один, там первые проекты по порядку',
          en: 'Shown in the home page’s “Best projects”; when none is marked, the first projects in order are',
        },
      },
    },
    relatedField('practices'),
    relatedField('people'),
    orderField,
  ],
}
