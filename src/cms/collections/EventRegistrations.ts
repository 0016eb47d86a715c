import type { CollectionConfig } from 'payload'

import { inboxOnly, nobody } from '../access'
import { exportEventRegistrations } from '../endpoints/registration-export'
import { consentField, MAIL_STATE_LABELS } from '../fields/consent'
import { DAY_AND_TIME } from '../fields/dates'
import { ADMIN_GROUPS, type AdminLabel, LABELS, LOCALE_LABELS, optionsOf } from '../fields/labels'
import {
  queueRegistrationMail,
  revalidateRegistrationWindow,
} from '../hooks/registration-notification'

/** `waiting`: the event was full when they registered; staff move them up by changing this. */
const STATUS_LABELS = {
  registered: { ru: 'Зарегистрирован', en: 'Registered' },
  waiting: { ru: 'Лист ожидания', en: 'Waiting list' },
  cancelled: { ru: 'Отменена', en: 'Cancelled' },
} satisfies Record<string, AdminLabel>

const readOnly = { readOnly: true } as const

/**
 * Registrations for events of the press center, sent through the event page's form. Like callback
 * requests they hold personal data: the inbox role alone reads them (admin, API, CSV export).
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: {
    singular: { ru: 'Регистрация на событие', en: 'Event registration' },
    plural: { ru: 'Регистрации на события', en: 'Event registrations' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'event', 'status', 'mail', 'locale', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
    group: ADMIN_GROUPS.inbox,
    components: {
      beforeListTable: [
        {
          path: '/components/admin/ExportCsvButton.client#ExportCsvButton',
          clientProps: { collection: 'event-registrations' },
        },
      ],
    },
  },
  endpoints: [exportEventRegistrations],
  access: { read: inboxOnly, create: nobody, update: inboxOnly, delete: inboxOnly },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueRegistrationMail, revalidateRegistrationWindow] },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      index: true,
      label: { ru: 'Событие', en: 'Event' },
      admin: readOnly,
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { ru: 'Имя', en: 'Name' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: LABELS.email,
    },
    { name: 'company', type: 'text', maxLength: 400, label: { ru: 'Компания', en: 'Company' } },
    { name: 'position', type: 'text', maxLength: 400, label: { ru: 'Должность', en: 'Position' } },
    { name: 'phone', type: 'text', maxLength: 32, label: { ru: 'Телефон', en: 'Phone' } },
    {
      name: 'question',
      type: 'textarea',
      maxLength: 4000,
      label: { ru: 'Вопрос', en: 'Question' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      options: optionsOf(STATUS_LABELS),
      index: true,
      label: { ru: 'Статус', en: 'Status' },
      admin: { isClearable: false },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      label: { ru: 'Отменена', en: 'Cancelled at' },
      admin: { ...readOnly, ...DAY_AND_TIME },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: optionsOf(LOCALE_LABELS),
      label: { ru: 'Язык страницы', en: 'Page language' },
      admin: readOnly,
    },
    consentField,
    {
      type: 'row',
      fields: [
        {
          name: 'mail',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: optionsOf(MAIL_STATE_LABELS),
          label: { ru: 'Подтверждение участнику', en: 'Confirmation e-mail' },
          admin: readOnly,
        },
        {
          name: 'mailAttempts',
          type: 'number',
          defaultValue: 0,
          label: { ru: 'Попыток отправки', en: 'Attempts' },
          admin: readOnly,
        },
        {
          name: 'mailError',
          type: 'text',
          maxLength: 500,
          label: { ru: 'Последняя ошибка отправки', en: 'Last sending error' },
          admin: readOnly,
        },
      ],
    },
    {
      // The secret of the cancel link in the confirmation: never shown, never sent over the API.
      name: 'cancelToken',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 64,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
