import type { CollectionConfig } from 'payload'

import type { POST_TYPES } from '@/lib/post-types'
import { inboxOnly, nobody } from '../access'
import { oneClickUnsubscribe, unsubscribePage } from '../endpoints/one-click-unsubscribe'
import { consentField } from '../fields/consent'
import { DAY_AND_TIME } from '../fields/dates'
import { ADMIN_GROUPS, type AdminLabel, LABELS, LOCALE_LABELS, optionsOf } from '../fields/labels'
import { queueAlertMail } from '../hooks/alert-mail'

const STATUS_LABELS = {
  pending: { ru: 'Ожидает подтверждения', en: 'Awaiting confirmation' },
  confirmed: { ru: 'Подтверждена', en: 'Confirmed' },
} satisfies Record<string, AdminLabel>

const KIND_LABELS = {
  news: { ru: 'Новости', en: 'News' },
  publication: { ru: 'Публикации', en: 'Publications' },
  event: { ru: 'События', en: 'Events' },
} satisfies Record<(typeof POST_TYPES)[number], AdminLabel>

const readOnly = { readOnly: true } as const

/**
 * E-mail alerts' subscribers: an address is kept only while subscribed (unsubscribing deletes it,
 * unconfirmed ones go after a week). Visitors write here only through the site's own form, never
 * the API; staff see the list only with the inbox role, as they see callback requests.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { ru: 'Подписчик', en: 'Subscriber' },
    plural: { ru: 'Подписчики рассылки', en: 'Alert subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'language', 'kinds', 'lastDigestAt', 'createdAt'],
    listSearchableFields: ['email'],
    group: ADMIN_GROUPS.inbox,
  },
  endpoints: [oneClickUnsubscribe, unsubscribePage],
  access: { read: inboxOnly, create: nobody, update: inboxOnly, delete: inboxOnly },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueAlertMail] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: LABELS.email,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: optionsOf(STATUS_LABELS),
      index: true,
      label: { ru: 'Статус', en: 'Status' },
      admin: { isClearable: false },
    },
    {
      name: 'practices',
      type: 'relationship',
      relationTo: 'practices',
      hasMany: true,
      label: LABELS.practices,
      admin: { description: { ru: 'Пусто — все практики', en: 'Empty: every practice' } },
    },
    {
      name: 'kinds',
      type: 'select',
      hasMany: true,
      required: true,
      options: optionsOf(KIND_LABELS),
      label: { ru: 'Что присылать', en: 'Kinds' },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      options: optionsOf(LOCALE_LABELS),
      label: { ru: 'Язык писем', en: 'Language' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          label: { ru: 'Подтверждена', en: 'Confirmed at' },
          admin: { ...readOnly, ...DAY_AND_TIME },
        },
        {
          name: 'lastDigestAt',
          type: 'date',
          label: { ru: 'Последнее письмо', en: 'Last digest sent at' },
          admin: { ...readOnly, ...DAY_AND_TIME },
        },
        {
          name: 'lastDigestWeek',
          type: 'text',
          maxLength: 10,
          label: { ru: 'Неделя последнего письма', en: 'Week of the last digest' },
          admin: readOnly,
        },
      ],
    },
    {
      // The week of a digest being handed to the mail server (src/cms/jobs/alert-digest.ts).
      name: 'digestSending',
      type: 'text',
      maxLength: 10,
      admin: { hidden: true },
    },
    {
      name: 'lastDigestPosts',
      type: 'json',
      label: { ru: 'Что было в последнем письме', en: 'Posts in the last digest' },
      admin: readOnly,
    },
    consentField,
    // The salt of the mails' signed links (src/alerts/tokens.ts): never shown, never sent out.
    {
      name: 'tokenSalt',
      type: 'text',
      maxLength: 64,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
