import type { GroupField } from 'payload'

import { DAY_AND_TIME } from './dates'
import type { AdminLabel } from './labels'

/**
 * The consent a visitor's form records (152-FZ): given or not, when, and the version of the privacy
 * policy it refers to. Read-only in the admin: it is the firm's proof, not staff's to edit.
 */
export const consentField: GroupField = {
  name: 'consent',
  type: 'group',
  label: { ru: 'Согласие на обработку персональных данных', en: 'Consent to data processing' },
  admin: { readOnly: true },
  fields: [
    {
      name: 'agreed',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      label: { ru: 'Согласие дано', en: 'Agreed' },
    },
    { name: 'at', type: 'date', label: { ru: 'Когда', en: 'When' }, admin: DAY_AND_TIME },
    {
      name: 'policyVersion',
      type: 'text',
      maxLength: 40,
      label: { ru: 'Версия политики', en: 'Policy version' },
    },
  ],
}

/** A mail's delivery states; `logged`: no SMTP server is configured, it went to the server log. */
export const MAIL_STATE_LABELS = {
  pending: { ru: 'Ожидает отправки', en: 'Pending' },
  sent: { ru: 'Отправлено', en: 'Sent' },
  logged: { ru: 'В журнале сервера (SMTP не настроен)', en: 'Logged (no SMTP server set)' },
  failed: { ru: 'Не отправлено, повтор позже', en: 'Failed, retried later' },
} satisfies Record<string, AdminLabel>
