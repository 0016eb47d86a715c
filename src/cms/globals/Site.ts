import type { FieldAccess, GlobalConfig } from 'payload'

import { CALLBACK, FIRM_FIGURES } from '@/config/constants'

import { anyone, isStaff, staff } from '../access'
import { publicGlobalHooks } from '../hooks/revalidate'

/** Internal settings of the callback pipeline: not for the public API. */
const staffOnly: FieldAccess = ({ req }) => isStaff(req)

const figure = (name: keyof typeof FIRM_FIGURES) =>
  ({ name, type: 'number', required: true, defaultValue: FIRM_FIGURES[name], min: 0 }) as const

/** Firm-wide settings: contacts, the figures of SPEC §1, social links, analytics, share image. */
export const Site: GlobalConfig = {
  slug: 'site',
  label: { ru: 'Сайт', en: 'Site' },
  admin: { group: 'Settings' },
  access: { read: anyone, update: staff },
  hooks: publicGlobalHooks,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 200 },
    { name: 'tagline', type: 'text', localized: true, maxLength: 300 },
    { name: 'phone', type: 'text', required: true, maxLength: 40 },
    { name: 'email', type: 'email', required: true },
    { name: 'address', type: 'textarea', localized: true, maxLength: 500 },
    {
      name: 'figures',
      type: 'group',
      fields: [
        figure('founded'),
        figure('yearsOnMarket'),
        figure('lawyers'),
        figure('yearsInRankings'),
        figure('casesPerYear'),
        figure('publishedWorks'),
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'network', type: 'text', required: true, maxLength: 40 },
        { name: 'url', type: 'text', required: true, maxLength: 500 },
      ],
    },
    {
      name: 'metrikaId',
      type: 'text',
      maxLength: 20,
      admin: { description: 'Yandex Metrika counter id (METRIKA_ID overrides it)' },
      validate: (value: string | null | undefined) =>
        !value || /^\d+$/.test(value) || 'Digits only',
    },
    { name: 'shareImage', type: 'upload', relationTo: 'media' },
    {
      name: 'privacyPolicyVersion',
      type: 'text',
      maxLength: 40,
      defaultValue: '1.0',
      admin: { description: 'Version of the privacy policy a callback consent refers to' },
    },
    {
      name: 'callbackEmail',
      type: 'email',
      access: { read: staffOnly },
      admin: { description: 'Where callback requests are sent (the e-mail above when empty)' },
    },
    {
      name: 'callbackRetentionDays',
      type: 'number',
      access: { read: staffOnly },
      min: CALLBACK.retentionBounds.min,
      max: CALLBACK.retentionBounds.max,
      defaultValue: CALLBACK.retentionDays,
      admin: {
        description:
          'Days a callback request keeps its personal data; older requests are anonymised nightly',
      },
    },
  ],
}
