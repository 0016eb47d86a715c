import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { adminTexts } from '@/cms/admin/translations'

import { ADMIN_GROUPS } from '../fields/labels'
import { keepErrorDetails } from './error-details'
import { redirectTargetMessage, redirectTargetProblem } from './redirect-target'
import { hooks, publicContentAccess } from './shared'

const VANITY_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/

/**
 * An editor may point a redirect at a path of this site or at a host an admin allowed (Site →
 * redirectHosts): a law firm's vanity link must not become an open redirect to any site.
 */
const validateTarget: TextFieldSingleValidation = async (value, { req }) => {
  if (!value) return true
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true, req })
  const problem = redirectTargetProblem(value, site.redirectHosts ?? [])
  return problem ? redirectTargetMessage(problem, req.i18n?.language) : true
}

/** Vanity links such as /dispute-resolution, managed by editors, answered by the site's catch-all. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { ru: 'Редирект', en: 'Redirect' },
    plural: { ru: 'Редиректы', en: 'Redirects' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'practice', 'section', 'url'],
    group: ADMIN_GROUPS.settings,
  },
  access: publicContentAccess,
  hooks: { ...hooks, afterError: [keepErrorDetails] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      label: { ru: 'Откуда', en: 'From' },
      admin: {
        description: {
          ru: 'Путь без языкового префикса, например /dispute-resolution',
          en: 'Path without the language prefix, e.g. /dispute-resolution',
        },
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        (typeof value === 'string' && VANITY_PATH.test(value)) ||
        adminTexts(req?.i18n?.language).validation.vanityPath,
    },
    {
      name: 'practice',
      type: 'relationship',
      relationTo: 'practices',
      label: { ru: 'Практика', en: 'Practice' },
    },
    {
      name: 'section',
      type: 'text',
      maxLength: 80,
      label: { ru: 'Подраздел', en: 'Section' },
      admin: {
        description: {
          ru: 'Ключ подраздела практики, добавляется как ?section=',
          en: 'Sub-area key appended as ?section=',
        },
      },
    },
    {
      name: 'url',
      type: 'text',
      maxLength: 500,
      label: { ru: 'Куда', en: 'To' },
      admin: {
        description: {
          ru: 'Путь сайта или адрес на сайте из разрешённых в настройках сайта, если практика не выбрана',
          en: 'Target path, or an address on a host allowed in the Site settings, when no practice is chosen',
        },
      },
      validate: validateTarget,
    },
  ],
}
