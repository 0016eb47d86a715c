import type { CollectionConfig } from 'payload'
import type { POST_TYPES } from '@/lib/post-types'
import type { OPTIONAL_REGISTRATION_FIELDS } from '@/lib/registration-form'
import { DAY_AND_TIME, DAY_ONLY } from '../fields/dates'
import { imageSlotField } from '../fields/image-slot'
import { ADMIN_GROUPS, type AdminLabel, LABELS, optionsOf } from '../fields/labels'
import { slugField } from '../fields/slug'
import { announcePublishedPost } from '../hooks/live-events'
import { draftedContentAccess, hooks, relatedField, titleField } from './shared'

const REGISTRATION_FIELD_LABELS = {
  company: { ru: 'Компания', en: 'Company' },
  position: { ru: 'Должность', en: 'Position' },
  phone: { ru: 'Телефон', en: 'Phone' },
  question: { ru: 'Вопрос к докладчикам', en: 'A question for the speakers' },
} satisfies Record<(typeof OPTIONAL_REGISTRATION_FIELDS)[number], AdminLabel>

const registrationOn = (_: unknown, siblingData: { enabled?: boolean } | undefined) =>
  Boolean(siblingData?.enabled)

const POST_TYPE_LABELS = {
  news: { ru: 'Новость', en: 'News' },
  publication: { ru: 'Публикация', en: 'Publication' },
  event: { ru: 'Событие', en: 'Event' },
} satisfies Record<(typeof POST_TYPES)[number], AdminLabel>

/** Press center: news, publications and events, with drafts. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { ru: 'Публикация', en: 'Post' },
    plural: { ru: 'Пресс-центр', en: 'Press center' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'publishedAt', 'registrations', '_status'],
    group: ADMIN_GROUPS.content,
  },
  access: draftedContentAccess,
  hooks: { ...hooks, afterChange: [...hooks.afterChange, announcePublishedPost] },
  defaultSort: '-publishedAt',
  fields: [
    titleField,
    slugField('title'),
    {
      name: 'type',
      type: 'select',
      required: true,
      options: optionsOf(POST_TYPE_LABELS),
      index: true,
      label: { ru: 'Тип', en: 'Type' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      label: { ru: 'Дата публикации', en: 'Publication date' },
      admin: DAY_ONLY,
    },
    {
      name: 'event',
      type: 'group',
      label: { ru: 'Событие', en: 'Event' },
      admin: { condition: (data) => data?.type === 'event' },
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          label: { ru: 'Начало', en: 'Starts at' },
          admin: DAY_AND_TIME,
        },
        {
          name: 'endsAt',
          type: 'date',
          label: { ru: 'Окончание', en: 'Ends at' },
          admin: DAY_AND_TIME,
        },
        {
          name: 'place',
          type: 'text',
          localized: true,
          maxLength: 300,
          label: { ru: 'Место проведения', en: 'Venue' },
        },
        {
          name: 'registration',
          type: 'group',
          label: { ru: 'Регистрация участников', en: 'Registration' },
          fields: [
            {
              name: 'enabled',
              type: 'checkbox',
              defaultValue: false,
              label: { ru: 'Принимать регистрацию на сайте', en: 'Take registrations on the site' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'capacity',
                  type: 'number',
                  min: 1,
                  max: 100_000,
                  label: { ru: 'Мест', en: 'Places' },
                  admin: {
                    condition: registrationOn,
                    description: { ru: 'Пусто: без ограничения', en: 'Empty: no limit' },
                  },
                },
                {
                  name: 'closesAt',
                  type: 'date',
                  label: { ru: 'Регистрация до', en: 'Registration closes' },
                  admin: {
                    ...DAY_AND_TIME,
                    condition: registrationOn,
                    description: { ru: 'Пусто: до начала', en: 'Empty: when the event starts' },
                  },
                },
              ],
            },
            {
              name: 'waitingList',
              type: 'checkbox',
              defaultValue: true,
              label: {
                ru: 'Когда места закончатся, записывать в лист ожидания',
                en: 'When full, take a waiting list',
              },
              admin: { condition: registrationOn },
            },
            {
              name: 'fields',
              type: 'select',
              hasMany: true,
              options: optionsOf(REGISTRATION_FIELD_LABELS),
              label: { ru: 'Дополнительные поля формы', en: 'More fields of the form' },
              admin: {
                condition: registrationOn,
                description: {
                  ru: 'Имя и e-mail спрашиваются всегда; дополнительные поля необязательны',
                  en: 'Name and e-mail are always asked; these are optional for the visitor',
                },
              },
            },
          ],
        },
      ],
    },
    {
      // The count on the event's row of the list: read when the list is shown, never stored.
      name: 'registrations',
      type: 'ui',
      label: { ru: 'Регистраций', en: 'Registrations' },
      admin: {
        components: {
          Cell: '/components/admin/RegistrationCount#RegistrationCount',
        },
      },
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000, label: LABELS.summary },
    { name: 'body', type: 'richText', localized: true, label: LABELS.body },
    imageSlotField('image', 'cover', LABELS.image),
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'people',
      hasMany: true,
      label: { ru: 'Авторы', en: 'Authors' },
    },
    relatedField('practices'),
    relatedField('sectors'),
    {
      name: 'sourceUrl',
      type: 'text',
      maxLength: 500,
      label: { ru: 'Ссылка на источник', en: 'Source link' },
      admin: {
        description: { ru: 'Где публикация вышла впервые', en: 'Original publication' },
      },
    },
  ],
}
