import type { FieldAccess, GlobalConfig } from 'payload'

import { CALLBACK, FIRM_FIGURES, REDIRECT_TARGETS } from '@/config/constants'

import { adminFieldOnly, anyone, isStaff, staff } from '../access'
import { isHostName } from '../collections/redirect-target'
import { publicGlobalHooks } from '../hooks/revalidate'

/** Internal settings of the callback pipeline: not for the public API. */
const staffOnly: FieldAccess = ({ req }) => isStaff(req)

/**
 * Settings that decide where visitors' personal data goes, how long it stays, and where the site
 * may send people: editors see them (they answer the requests), only admins change them. An
 * editor's value for them is dropped on save, like any field they may not update.
 */
const adminSetting = { read: staffOnly, create: adminFieldOnly, update: adminFieldOnly }

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
      access: adminSetting,
      admin: { description: 'Where callback requests are sent (the e-mail above when empty)' },
    },
    {
      name: 'callbackRetentionDays',
      type: 'number',
      access: adminSetting,
      min: CALLBACK.retentionBounds.min,
      max: CALLBACK.retentionBounds.max,
      defaultValue: CALLBACK.retentionDays,
      admin: {
        description:
          'Days a callback request keeps its personal data; older requests are anonymised nightly',
      },
    },
    {
      name: 'redirectHosts',
      type: 'text',
      hasMany: true,
      maxRows: REDIRECT_TARGETS.maxHosts,
      maxLength: REDIRECT_TARGETS.maxHostLength,
      access: adminSetting,
      label: { ru: 'Разрешённые сайты редиректов', en: 'Allowed redirect hosts' },
      admin: {
        description: {
          ru: 'Адреса других сайтов (например, partner.example), на которые могут вести редиректы',
          en: 'Other sites (such as partner.example) that redirects may point to',
        },
      },
      validate: (value: string[] | null | undefined) => {
        const bad = (value ?? []).find((host) => !isHostName(host))
        return bad === undefined || `Not a host name: ${bad}`
      },
    },
  ],
}
