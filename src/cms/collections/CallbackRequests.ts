import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/config/constants'

import { nobody, staff } from '../access'
import { exportCallbackRequests } from '../endpoints/callback-export'
import { queueCallbackNotification } from '../hooks/callback-notification'
import { announceCallbackRequest } from '../hooks/live-events'

/** `spam`: the honeypot was filled in; kept for review, never notified. */
export const CALLBACK_STATUSES = ['new', 'in-progress', 'done', 'spam'] as const
/** `logged`: no SMTP server is configured, the mail went to the server log; `skipped`: spam. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'logged', 'failed', 'skipped'] as const

const readOnly = { readOnly: true } as const

/**
 * Requests sent through the callback form. Never public: anonymous visitors create them only through
 * the site's own mutation (server side, after validation), never read them.
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
    group: 'Inbox',
    components: { beforeListTable: ['/components/admin/ExportCsvButton#ExportCsvButton'] },
  },
  endpoints: [exportCallbackRequests],
  access: { read: staff, create: nobody, update: staff, delete: staff },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueCallbackNotification, announceCallbackRequest] },
  fields: [
    // Lengths in UTF-16 units: the form's bounds (in characters) fit within them.
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'phone', type: 'text', required: true, maxLength: 32 },
    { name: 'comment', type: 'textarea', maxLength: 4000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [...CALLBACK_STATUSES],
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'notification',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [...NOTIFICATION_STATUSES],
          index: true,
          admin: readOnly,
        },
        { name: 'notificationAttempts', type: 'number', defaultValue: 0, admin: readOnly },
        { name: 'notifiedAt', type: 'date', admin: readOnly },
      ],
    },
    { name: 'notificationError', type: 'text', maxLength: 500, admin: readOnly },
    {
      name: 'consent',
      type: 'group',
      admin: readOnly,
      fields: [
        { name: 'agreed', type: 'checkbox', required: true, defaultValue: false },
        { name: 'at', type: 'date' },
        { name: 'policyVersion', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'locale', type: 'select', options: [...LOCALES], admin: readOnly },
    { name: 'page', type: 'text', maxLength: 500, admin: readOnly },
    { name: 'anonymisedAt', type: 'date', index: true, admin: readOnly },
  ],
}
