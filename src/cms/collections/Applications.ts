import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { NOTIFY_APPLICATION_TASK } from '@/callback/job-names'

import { inboxOnly, nobody } from '../access'
import { consentField } from '../fields/consent'
import { notificationFields } from '../fields/inbox'
import { ADMIN_GROUPS, type AdminLabel, LOCALE_LABELS, optionsOf } from '../fields/labels'
import { queueNotification } from '../hooks/inbox-notification'

const STATUS_LABELS = {
  new: { ru: 'Новый', en: 'New' },
  'in-review': { ru: 'На рассмотрении', en: 'In review' },
  invited: { ru: 'Приглашён на собеседование', en: 'Invited to interview' },
  declined: { ru: 'Отказ', en: 'Declined' },
} satisfies Record<string, AdminLabel>

const readOnly = { readOnly: true } as const

/** An application's CV goes with it: deleted by staff or by the retention job. */
const removeCv: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const cv = typeof doc.cv === 'object' && doc.cv ? doc.cv.id : doc.cv
  if (cv === null || cv === undefined) return
  await req.payload.delete({ collection: 'application-cvs', id: cv, overrideAccess: true, req })
}

/**
 * Applications sent with the form on /careers. As callback requests: created only by the site's
 * own form handler (src/callback/application.ts), seen only by staff with the inbox role, kept for
 * the period the firm sets (src/cms/jobs/remove-old-applications.ts).
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: {
    singular: { ru: 'Отклик на вакансию', en: 'Application' },
    plural: { ru: 'Отклики на вакансии', en: 'Applications' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'vacancy', 'email', 'status', 'notification', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: ADMIN_GROUPS.inbox,
  },
  access: { read: inboxOnly, create: nobody, update: inboxOnly, delete: inboxOnly },
  defaultSort: '-createdAt',
  hooks: {
    afterChange: [queueNotification(NOTIFY_APPLICATION_TASK)],
    afterDelete: [removeCv],
  },
  fields: [
    {
      name: 'vacancy',
      type: 'relationship',
      relationTo: 'vacancies',
      label: { ru: 'Вакансия', en: 'Vacancy' },
      admin: readOnly,
    },
    // Lengths in UTF-16 units: the form's bounds (in characters) fit within them.
    {
      type: 'row',
      fields: [
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
          label: { ru: 'Почта', en: 'E-mail' },
        },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 32,
          label: { ru: 'Телефон', en: 'Phone' },
        },
      ],
    },
    {
      name: 'coverNote',
      type: 'textarea',
      maxLength: 4000,
      label: { ru: 'Сопроводительное письмо', en: 'Cover note' },
    },
    {
      name: 'cv',
      type: 'upload',
      relationTo: 'application-cvs',
      required: true,
      label: { ru: 'Резюме', en: 'CV' },
      admin: readOnly,
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
  ],
}
