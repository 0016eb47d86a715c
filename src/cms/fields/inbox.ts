/**
 * Fields every visitor submission the firm is mailed about has (callback requests, vacancy
 * applications): the state of that e-mail, kept by the jobs queue (src/cms/jobs/notify.ts).
 */
import type { Field } from 'payload'

import { MAIL_STATE_LABELS } from './consent'
import { DAY_AND_TIME } from './dates'
import { type AdminLabel, optionsOf } from './labels'

/** `skipped`: spam, never notified. */
const NOTIFICATION_LABELS = {
  ...MAIL_STATE_LABELS,
  skipped: { ru: 'Не отправлялось', en: 'Skipped' },
} satisfies Record<string, AdminLabel>

const readOnly = { readOnly: true } as const

/** The notification's state, attempts, time and last error (read-only in the admin). */
export const notificationFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'notification',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        options: optionsOf(NOTIFICATION_LABELS),
        index: true,
        label: { ru: 'Уведомление фирме', en: 'Notification' },
        admin: readOnly,
      },
      {
        name: 'notificationAttempts',
        type: 'number',
        defaultValue: 0,
        label: { ru: 'Попыток отправки', en: 'Attempts' },
        admin: readOnly,
      },
      {
        name: 'notifiedAt',
        type: 'date',
        label: { ru: 'Отправлено в', en: 'Sent at' },
        admin: { ...readOnly, ...DAY_AND_TIME },
      },
    ],
  },
  {
    name: 'notificationError',
    type: 'text',
    maxLength: 500,
    label: { ru: 'Последняя ошибка отправки', en: 'Last sending error' },
    admin: readOnly,
  },
]
