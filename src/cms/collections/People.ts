import type { CollectionConfig, Field } from 'payload'

import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, type AdminLabel, LABELS, optionsOf } from '../fields/labels'
import { slugField } from '../fields/slug'
import { draftedContentAccess, hooks, orderField, relatedField } from './shared'

export const PERSON_ROLES = ['partner', 'counsel', 'attorney', 'advisor'] as const

const ROLE_LABELS = {
  partner: { ru: 'Партнёр', en: 'Partner' },
  counsel: { ru: 'Советник', en: 'Counsel' },
  attorney: { ru: 'Адвокат или юрист', en: 'Attorney or lawyer' },
  advisor: { ru: 'Эксперт-консультант', en: 'Advisor' },
} satisfies Record<(typeof PERSON_ROLES)[number], AdminLabel>

/** A list of short localized paragraphs; `item` names one row ("Образование 01"). */
const localizedList = (name: string, label: AdminLabel, item: AdminLabel): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: item, plural: label },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 1000,
      label: { ru: 'Текст', en: 'Text' },
    },
  ],
})

/** Partners, attorneys and advisors of the firm. */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: { ru: 'Сотрудник', en: 'Person' }, plural: { ru: 'Команда', en: 'Team' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'roleLabel', 'order'],
    group: ADMIN_GROUPS.content,
  },
  access: draftedContentAccess,
  hooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      label: { ru: 'Имя и фамилия', en: 'Full name' },
    },
    slugField('name'),
    {
      name: 'role',
      type: 'select',
      required: true,
      options: optionsOf(ROLE_LABELS),
      index: true,
      label: { ru: 'Роль', en: 'Role' },
      admin: {
        description: {
          ru: 'Раздел команды, в котором показан сотрудник',
          en: 'The team section the person is listed in',
        },
      },
    },
    {
      name: 'roleLabel',
      type: 'text',
      localized: true,
      maxLength: 160,
      label: { ru: 'Должность', en: 'Position' },
      admin: { placeholder: { ru: 'Управляющий партнёр', en: 'Managing Partner' } },
    },
    imageSlotField('photo', 'personPhoto', { ru: 'Фото', en: 'Photo' }),
    {
      name: 'practices',
      type: 'relationship',
      relationTo: 'practices',
      hasMany: true,
      index: true,
      label: LABELS.practices,
    },
    relatedField('sectors'),
    { name: 'bio', type: 'richText', localized: true, label: { ru: 'Биография', en: 'Biography' } },
    localizedList(
      'education',
      { ru: 'Образование', en: 'Education' },
      { ru: 'Учебное заведение', en: 'School' },
    ),
    {
      name: 'qualification',
      type: 'textarea',
      localized: true,
      maxLength: 2000,
      label: { ru: 'Квалификация', en: 'Qualification' },
    },
    {
      name: 'languages',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: { ru: 'Языки', en: 'Languages' },
      admin: { placeholder: { ru: 'русский, английский', en: 'Russian, English' } },
    },
    {
      name: 'ratings',
      type: 'array',
      label: { ru: 'Рейтинги', en: 'Rankings' },
      labels: {
        singular: { ru: 'Рейтинг', en: 'Ranking' },
        plural: { ru: 'Рейтинги', en: 'Rankings' },
      },
      admin: {
        description: {
          ru: 'Рейтинги, которые показываются у партнёров (например, «Chambers Europe 2024 — Band 1»)',
          en: 'Rankings shown with partners (e.g. "Chambers Europe 2024 — Band 1")',
        },
      },
      fields: [
        {
          name: 'source',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 120,
          label: { ru: 'Рейтинг', en: 'Ranking' },
        },
        {
          name: 'text',
          type: 'text',
          localized: true,
          maxLength: 300,
          label: { ru: 'Место или отзыв', en: 'Rank or quote' },
        },
      ],
    },
    localizedList(
      'recognition',
      { ru: 'Признание', en: 'Recognition' },
      { ru: 'Награда или отзыв', en: 'Award or mention' },
    ),
    localizedList(
      'recentExperience',
      { ru: 'Недавний опыт', en: 'Recent experience' },
      { ru: 'Проект', en: 'Matter' },
    ),
    {
      name: 'contacts',
      type: 'group',
      label: { ru: 'Контакты', en: 'Contacts' },
      fields: [
        { name: 'email', type: 'email', label: LABELS.email },
        { name: 'phone', type: 'text', maxLength: 40, label: LABELS.phone },
      ],
    },
    orderField,
  ],
}
