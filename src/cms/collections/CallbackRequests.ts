import type { CollectionConfig } from 'payload'

import { LOCALES } from '@/config/constants'

import { nobody, staff } from '../access'
import { announceCallbackRequest } from '../hooks/live-events'

export const CALLBACK_STATUSES = ['new', 'in-progress', 'done'] as const
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const

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
    defaultColumns: ['name', 'phone', 'status', 'notification', 'createdAt'],
    group: 'Inbox',
  },
  access: { read: staff, create: nobody, update: staff, delete: staff },
  defaultSort: '-createdAt',
  hooks: { afterChange: [announceCallbackRequest] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'phone', type: 'text', required: true, maxLength: 32 },
    { name: 'comment', type: 'textarea', maxLength: 2000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [...CALLBACK_STATUSES],
      index: true,
    },
    {
      name: 'notification',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...NOTIFICATION_STATUSES],
      admin: { readOnly: true },
    },
    {
      name: 'consent',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'agreed', type: 'checkbox', required: true, defaultValue: false },
        { name: 'at', type: 'date' },
        { name: 'policyVersion', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'locale', type: 'select', options: [...LOCALES], admin: { readOnly: true } },
    { name: 'page', type: 'text', maxLength: 500, admin: { readOnly: true } },
    { name: 'anonymisedAt', type: 'date', admin: { readOnly: true } },
  ],
}
