import type {
  CollectionConfig,
  PayloadRequest,
  SelectFieldSingleValidation,
  TextFieldSingleValidation,
} from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import {
  type ChainProblem,
  chainProblem,
  type RedirectEdge,
  reservedPart,
  sourceProblem,
  VANITY_REDIRECTS,
  vanityMessage,
} from '@/lib/vanity-redirects'

import { ADMIN_GROUPS } from '../fields/labels'
import { redirectTargetMessage, redirectTargetProblem } from './redirect-target'
import { hooks, publicContentAccess } from './shared'

/** Every saved redirect's source and target (few: bounded by VANITY_REDIRECTS.maxCount). */
async function savedEdges(req: PayloadRequest): Promise<{ edges: RedirectEdge[]; total: number }> {
  const result = await req.payload.find({
    collection: 'redirects',
    depth: 0,
    limit: VANITY_REDIRECTS.maxCount + 1,
    pagination: false,
    select: { from: true, url: true },
    overrideAccess: true,
    req,
  })
  return {
    edges: result.docs.map((doc) => ({ id: doc.id, from: doc.from, url: doc.url })),
    total: result.docs.length,
  }
}

const chainMessage = (problem: ChainProblem, language: string | undefined) =>
  vanityMessage(problem.kind, language, 'other' in problem ? problem.other : '')

type Args = { req: PayloadRequest; id?: number | string; siblingData?: unknown; operation?: string }

/**
 * The source: a path of words (several segments allowed), outside the addresses the site answers,
 * that no other redirect leads to (a chain), and within the count the table is bounded by.
 */
const validateSource: TextFieldSingleValidation = async (value, args) => {
  const { req, id, operation } = args as Args
  const language = req.i18n?.language
  const from = typeof value === 'string' ? value : ''
  const problem = sourceProblem(from)
  if (problem) return vanityMessage(problem, language, reservedPart(from))
  const { edges, total } = await savedEdges(req)
  if (operation === 'create' && total >= VANITY_REDIRECTS.maxCount) {
    return vanityMessage('tooMany', language)
  }
  const chain = chainProblem({ id, from: value as string }, edges)
  return chain?.kind === 'sourceIsTarget' ? chainMessage(chain, language) : true
}

/**
 * The target, when no practice is chosen: a path of this site or an https address on a host an
 * admin allowed (Site → redirectHosts): a law firm's vanity link must not become an open redirect
 * to any site. It may not be a vanity link itself (a chain, or a loop).
 */
const validateTarget: TextFieldSingleValidation = async (value, args) => {
  const { req, id, siblingData } = args as Args
  const language = req.i18n?.language
  const sibling = (siblingData ?? {}) as { from?: unknown; practice?: unknown }
  if (!value) return sibling.practice ? true : vanityMessage('practiceOrUrl', language)
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true, req })
  const problem = redirectTargetProblem(value, site.redirectHosts ?? [])
  if (problem) return redirectTargetMessage(problem, language)
  if (typeof sibling.from !== 'string' || sourceProblem(sibling.from)) return true
  const { edges } = await savedEdges(req)
  const chain = chainProblem({ id, from: sibling.from, url: value }, edges)
  return chain && chain.kind !== 'sourceIsTarget' ? chainMessage(chain, language) : true
}

const validateStatus: SelectFieldSingleValidation = (value, { req }) =>
  value === '301' || value === '302' || adminTexts(req.i18n?.language).validation.redirectStatus

/**
 * Vanity links such as /dispute-resolution or /disputes/arbitration, managed by editors, followed
 * from the site's catch-all page (src/app/(site)/[locale]/[...rest], src/data/vanity-redirects.ts).
 */
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
  hooks,
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
      validate: validateSource,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: { ru: 'Тип редиректа', en: 'Redirect type' },
      options: [
        // The stored values name the kinds; the site answers them with 308 and 307 (Next's).
        { value: '301', label: { ru: 'Постоянный', en: 'Permanent' } },
        { value: '302', label: { ru: 'Временный', en: 'Temporary' } },
      ],
      admin: {
        description: {
          ru: 'Постоянный запоминают браузеры и поисковики; временный — для ссылок, которые скоро изменятся',
          en: 'Browsers and search engines remember a permanent one; a temporary one suits links that will change soon',
        },
      },
      validate: validateStatus,
    },
    {
      name: 'practice',
      type: 'relationship',
      relationTo: 'practices',
      label: { ru: 'Куда: практика', en: 'To: practice' },
      admin: {
        description: {
          ru: 'Страница практики, на которую ведёт ссылка; или заполните поле «Куда: путь или адрес»',
          en: 'The practice page the link leads to; or fill in “To: path or address”',
        },
      },
    },
    {
      name: 'section',
      type: 'text',
      maxLength: 80,
      label: { ru: 'Куда: подраздел практики', en: 'To: section of the practice' },
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
      maxLength: VANITY_REDIRECTS.targetMaxLength,
      label: { ru: 'Куда: путь или адрес', en: 'To: path or address' },
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
