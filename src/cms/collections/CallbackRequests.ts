import type { CollectionConfig } from 'payload'

import { NOTIFY_CALLBACK_TASK } from '@/callback/job-names'

import { inboxOnly, nobody } from '../access'
import { exportCallbackRequests } from '../endpoints/callback-export'
import { consentField } from '../fields/consent'
import { DAY_AND_TIME } from '../fields/dates'
import { notificationFields } from '../fields/inbox'
import { ADMIN_GROUPS, type AdminLabel, LOCALE_LABELS, optionsOf } from '../fields/labels'
import { queueNotification } from '../hooks/inbox-notification'
import { announceCallbackRequest } from '../hooks/live-events'

/** `spam`: the honeypot was filled in; kept for review, never notified. */
const STATUS_LABELS = {
  new: { ru: 'Новая', en: 'New' },
  'in-progress': { ru: 'В работе', en: 'In progress' },
  done: { ru: 'Готово', en: 'Done' },
  spam: { ru: 'Спам', en: 'Spam' },
} satisfies Record<string, AdminLabel>

const readOnly = { readOnly: true } as const

/**
 * Requests sent through the callback form. Never public: anonymous visitors create them only through
 * the site's own mutation (server side, after validation), never read them. Staff see them only
 * with the inbox role: without it the collection is out of their admin, API and CSV export.
 */
export const CallbackRequests: CollectionConfig = {
  slug: 'callback-requests',
  labels: {
    singular: { ru: 'Заявка', en: 'Callback request' },
    plural: { ru: 'Заявки', en: 'Callback requests' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'status', 'notification', 'locale', 'createdAt'],
    listSearchableFields: ['name', 'phone', 'comment'],
    group: ADMIN_GROUPS.inbox,
    components: { beforeListTable: ['/components/admin/ExportCsvButton.client#ExportCsvButton'] },
  },
  endpoints: [exportCallbackRequests],
  access: { read: inboxOnly, create: nobody, update: inboxOnly, delete: inboxOnly },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueNotification(NOTIFY_CALLBACK_TASK), announceCallbackRequest] },
  fields: [
    // Lengths in UTF-16 units: the form's bounds (in characters) fit within them.
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { ru: 'Имя', en: 'Name' },
    },
    {
      name: 'phone',
      type: 'text',
      required: true,
      maxLength: 32,
      label: { ru: 'Телефон', en: 'Phone' },
    },
    {
      name: 'comment',
      type: 'textarea',
      maxLength: 4000,
      label: { ru: 'Комментарий', en: 'Comment' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: optionsOf(STATUS_LABELS),
      index: true,
      label: { ru: 'Статус', en: 'Status' },
      admin: { isClearable: false },
    },
    ...notificationFields,
    consentField,
    {
      name: 'locale',
      type: 'select',
      options: optionsOf(LOCALE_LABELS),
      label: { ru: 'Язык сайта', en: 'Site language' },
      admin: readOnly,
    },
    {
      name: 'page',
      type: 'text',
      maxLength: 500,
      label: { ru: 'Страница', en: 'Page' },
      admin: readOnly,
    },
    {
      name: 'anonymisedAt',
      type: 'date',
      index: true,
      label: { ru: 'Обезличена', en: 'Anonymised at' },
      admin: { ...readOnly, ...DAY_AND_TIME },
    },
  ],
}
