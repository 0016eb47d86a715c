import type { CollectionConfig } from 'payload'

import type { CONSENT_DECISIONS } from '@/lib/analytics-consent'

import { admins, nobody } from '../access'
import { recordAnalyticsConsent } from '../endpoints/analytics-consent'
import { ADMIN_GROUPS, LOCALE_LABELS, optionsOf } from '../fields/labels'

const DECISION_LABELS = {
  granted: { ru: 'Согласие', en: 'Accepted' },
  denied: { ru: 'Отказ', en: 'Declined' },
} satisfies Record<(typeof CONSENT_DECISIONS)[number], { ru: string; en: string }>

const readOnly = { readOnly: true } as const

/**
 * Visitors' decisions on web analytics (issue 20; 152-FZ art. 9): the firm's proof of what text,
 * in which version, was accepted or declined and when. Written only by the banner's endpoint
 * (POST /api/analytics-consents/record), never edited; admins read them. No personal data beyond
 * a random id the visitor's cookie keeps.
 */
export const AnalyticsConsents: CollectionConfig = {
  slug: 'analytics-consents',
  labels: {
    singular: { ru: 'Согласие на аналитику', en: 'Analytics consent' },
    plural: { ru: 'Согласия на аналитику', en: 'Analytics consents' },
  },
  admin: {
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'decision', 'textVersion', 'locale', 'createdAt'],
    group: ADMIN_GROUPS.inbox,
    hidden: ({ user }) => !(user as { roles?: string[] | null } | null)?.roles?.includes('admin'),
    description: {
      ru: 'Решения посетителей о веб-аналитике (Яндекс Метрика): только для чтения.',
      en: 'Visitors’ decisions on web analytics (Yandex Metrika): read only.',
    },
  },
  endpoints: [recordAnalyticsConsent],
  access: {
    read: admins,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'consentId',
      type: 'text',
      required: true,
      index: true,
      maxLength: 36,
      label: { ru: 'Идентификатор согласия', en: 'Consent id' },
      admin: {
        ...readOnly,
        description: {
          ru: 'Случайный идентификатор из cookie analytics_consent посетителя',
          en: 'A random id kept in the visitor’s analytics_consent cookie',
        },
      },
    },
    {
      name: 'decision',
      type: 'select',
      required: true,
      options: optionsOf(DECISION_LABELS),
      label: { ru: 'Решение', en: 'Decision' },
      admin: readOnly,
    },
    {
      name: 'textVersion',
      type: 'text',
      required: true,
      maxLength: 40,
      label: { ru: 'Версия текста', en: 'Text version' },
      admin: readOnly,
    },
    {
      name: 'textHash',
      type: 'text',
      required: true,
      maxLength: 64,
      label: { ru: 'Хеш текста (SHA-256)', en: 'Text hash (SHA-256)' },
      admin: readOnly,
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: optionsOf(LOCALE_LABELS),
      label: { ru: 'Язык', en: 'Language' },
      admin: readOnly,
    },
  ],
}
