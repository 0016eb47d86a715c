import type { CollectionConfig } from 'payload'

import type { VACANCY_LEVELS, VACANCY_STATUSES } from '@/lib/vacancies'
import { ADMIN_GROUPS, type AdminLabel, optionsOf } from '../fields/labels'
import { draftedContentAccess, hooks, titleField } from './shared'

const LEVEL_LABELS = {
  intern: { ru: 'Стажёр', en: 'Intern' },
  paralegal: { ru: 'Помощник адвоката', en: 'Paralegal' },
  associate: { ru: 'Юрист', en: 'Associate' },
  'senior-associate': { ru: 'Старший юрист', en: 'Senior associate' },
  counsel: { ru: 'Советник', en: 'Counsel' },
} satisfies Record<(typeof VACANCY_LEVELS)[number], AdminLabel>

const STATUS_LABELS = {
  open: { ru: 'Открыта', en: 'Open' },
  closed: { ru: 'Закрыта', en: 'Closed' },
} satisfies Record<(typeof VACANCY_STATUSES)[number], AdminLabel>

/** Open positions at the firm, listed on /careers while open. */
export const Vacancies: CollectionConfig = {
  slug: 'vacancies',
  labels: {
    singular: { ru: 'Вакансия', en: 'Vacancy' },
    plural: { ru: 'Вакансии', en: 'Vacancies' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'level', 'city', 'hiringStatus', '_status'],
    group: ADMIN_GROUPS.content,
  },
  access: draftedContentAccess,
  hooks,
  defaultSort: '-createdAt',
  fields: [
    titleField,
    {
      // Not `status`: Postgres would name its enum as Payload names the drafts' `_status` one.
      name: 'hiringStatus',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: optionsOf(STATUS_LABELS),
      label: { ru: 'Приём откликов', en: 'Applications' },
      admin: {
        position: 'sidebar',
        description: {
          ru: 'Закрытая вакансия пропадает со страницы «Карьера», но остаётся в админке',
          en: 'A closed vacancy leaves the Careers page but stays in the admin',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'practice',
          type: 'relationship',
          relationTo: 'practices',
          label: { ru: 'Практика', en: 'Practice' },
        },
        {
          name: 'level',
          type: 'select',
          required: true,
          options: optionsOf(LEVEL_LABELS),
          label: { ru: 'Уровень', en: 'Level' },
        },
        {
          name: 'city',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 120,
          label: { ru: 'Город', en: 'City' },
        },
      ],
    },
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: { ru: 'Описание', en: 'Description' },
    },
    {
      name: 'requirements',
      type: 'richText',
      localized: true,
      label: { ru: 'Требования', en: 'Requirements' },
    },
  ],
}
