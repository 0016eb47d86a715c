import type {
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  RelationshipField,
  TextField,
} from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'
import { isSitePath } from '@/lib/site-path'
import { staff } from '../access'
import { countCaption } from '../fields/count-caption'
import { withGlobalDrafts } from '../fields/drafts'
import { ADMIN_GROUPS, type AdminLabel } from '../fields/labels'
import { localizedText, localizedTextarea } from '../fields/localized-text'
import { publicGlobalHooks } from '../hooks/revalidate'
import { FIGURE_CAPTION_MAX, HOME_DEFAULTS, HOME_FEATURED } from './home-defaults'
import { FIGURE_LABELS } from './Site'

/** Where a button leads: a path of this site, without the language prefix. */
const link = (name: string, label: AdminLabel, initial: string): TextField => ({
  name,
  type: 'text',
  required: true,
  defaultValue: initial,
  maxLength: 300,
  label,
  admin: {
    description: {
      ru: 'Путь на сайте без языкового префикса, например /contacts',
      en: 'A path of the site without the language prefix, e.g. /contacts',
    },
  },
  validate: (value: string | null | undefined, { req }) =>
    !value || isSitePath(value) || adminTexts(req?.i18n?.language).validation.notSitePath,
})

const label = (name: string, text: AdminLabel, initial: AdminLabel) =>
  localizedText(name, text, { maxLength: 120, initial })

/** An editor's pick of documents, in the order the editor drags them into. */
const featured = (
  name: keyof typeof HOME_FEATURED,
  relationTo: CollectionSlug,
  text: AdminLabel,
  whenEmpty: AdminLabel,
): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo,
  hasMany: true,
  maxRows: HOME_FEATURED[name],
  label: text,
  admin: {
    isSortable: true,
    // A list picks existing documents; they are written in their own collections.
    allowCreate: false,
    description: {
      ru: `Порядок на странице — как в списке (перетащите, чтобы изменить), не больше ${HOME_FEATURED[name]}. ${whenEmpty.ru}`,
      en: `Shown in this order (drag to change), at most ${HOME_FEATURED[name]}. ${whenEmpty.en}`,
    },
  },
})

type Texts = { [key: string]: string | Texts }

/** The default texts of one language, in the global's shape. */
function defaultsIn(locale: Locale, shape: object = HOME_DEFAULTS): Texts {
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : 'ru' in value ? value[locale] : defaultsIn(locale, value),
    ]),
  )
}

/**
 * The first save of a global never saved before (a database from before it, which showed the
 * defaults) stores the defaults of the other languages too: without them an editor's first save
 * in Russian would leave English empty, and English visitors would read the Russian fallback.
 */
const keepOtherLanguages: GlobalAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (previousDoc?.updatedAt || context.homeDefaults) return doc
  const saved = req.locale ?? DEFAULT_LOCALE
  // The same kind of save as the editor's: a first draft stays a draft (a version only), a first
  // publication publishes the other languages' defaults with it.
  const draft = doc._status !== 'published'
  for (const locale of LOCALES.filter((l) => l !== saved)) {
    await req.payload.updateGlobal({
      slug: 'home',
      locale,
      data: { ...defaultsIn(locale), _status: draft ? 'draft' : 'published' },
      draft,
      depth: 0,
      req,
      context: { ...context, homeDefaults: true },
    })
  }
  return doc
}

/**
 * The home page as editors own it (issue 19): the hero's texts and buttons, the captions of the
 * firm's figures, the sections' headings and links, the closing call to action, and the curated
 * lists. Texts are required in Russian; an empty English text shows the Russian one. Drafts,
 * versions, the preview and scheduled publication as for the collections (docs/preview.md):
 * visitors read the published texts, a staff member's draft preview of `/` the latest draft.
 */
export const Home: GlobalConfig = withGlobalDrafts(
  {
    slug: 'home',
    label: { ru: 'Главная страница', en: 'Home page' },
    admin: { group: ADMIN_GROUPS.content },
    // Read: the published texts for visitors, drafts for staff (withGlobalDrafts).
    access: { update: staff },
    hooks: {
      ...publicGlobalHooks,
      afterChange: [keepOtherLanguages, ...publicGlobalHooks.afterChange],
    },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            name: 'hero',
            label: { ru: 'Первый экран', en: 'Hero' },
            fields: [
              localizedText(
                'eyebrow',
                { ru: 'Надзаголовок', en: 'Eyebrow' },
                {
                  maxLength: 120,
                  initial: HOME_DEFAULTS.hero.eyebrow,
                  description: {
                    ru: 'Короткая строка над заголовком',
                    en: 'A short line above the heading',
                  },
                },
              ),
              localizedText(
                'heading',
                { ru: 'Заголовок', en: 'Heading' },
                { maxLength: 200, initial: HOME_DEFAULTS.hero.heading },
              ),
              localizedTextarea(
                'lead',
                { ru: 'Подзаголовок', en: 'Lead' },
                { maxLength: 600, initial: HOME_DEFAULTS.hero.lead },
              ),
              {
                type: 'row',
                fields: [
                  label(
                    'primaryLabel',
                    { ru: 'Главная кнопка', en: 'Main button' },
                    HOME_DEFAULTS.hero.primaryLabel,
                  ),
                  link(
                    'primaryLink',
                    { ru: 'Куда ведёт главная кнопка', en: 'Main button link' },
                    HOME_DEFAULTS.hero.primaryLink,
                  ),
                ],
              },
              {
                type: 'row',
                fields: [
                  label(
                    'secondaryLabel',
                    { ru: 'Вторая кнопка', en: 'Second button' },
                    HOME_DEFAULTS.hero.secondaryLabel,
                  ),
                  link(
                    'secondaryLink',
                    { ru: 'Куда ведёт вторая кнопка', en: 'Second button link' },
                    HOME_DEFAULTS.hero.secondaryLink,
                  ),
                ],
              },
              {
                name: 'figures',
                type: 'group',
                label: { ru: 'Подписи к цифрам фирмы', en: 'Captions of the firm figures' },
                admin: {
                  description: {
                    ru: 'Сами цифры задаются в настройках сайта',
                    en: 'The figures themselves are in the site settings',
                  },
                },
                fields: (
                  [
                    'yearsOnMarket',
                    'lawyers',
                    'yearsInRankings',
                    'casesPerYear',
                    'publishedWorks',
                  ] as const
                ).map((name) =>
                  countCaption(name, FIGURE_LABELS[name], {
                    maxLength: FIGURE_CAPTION_MAX,
                    initial: HOME_DEFAULTS.hero.figures[name],
                  }),
                ),
              },
            ],
          },
          {
            name: 'sections',
            label: { ru: 'Разделы', en: 'Sections' },
            fields: [
              {
                type: 'row',
                fields: [
                  label(
                    'practices',
                    { ru: 'Заголовок: практики', en: 'Heading: practices' },
                    HOME_DEFAULTS.sections.practices,
                  ),
                  label(
                    'allPractices',
                    {
                      ru: 'Ссылка на все практики',
                      en: 'Link to all practices',
                    },
                    HOME_DEFAULTS.sections.allPractices,
                  ),
                ],
              },
              {
                type: 'row',
                fields: [
                  label(
                    'sectors',
                    { ru: 'Заголовок: отрасли', en: 'Heading: sectors' },
                    HOME_DEFAULTS.sections.sectors,
                  ),
                  label(
                    'allSectors',
                    { ru: 'Ссылка на все отрасли', en: 'Link to all sectors' },
                    HOME_DEFAULTS.sections.allSectors,
                  ),
                ],
              },
              {
                type: 'row',
                fields: [
                  label(
                    'achievements',
                    { ru: 'Заголовок: рейтинги', en: 'Heading: rankings' },
                    HOME_DEFAULTS.sections.achievements,
                  ),
                  label(
                    'allAchievements',
                    {
                      ru: 'Ссылка на все рейтинги',
                      en: 'Link to all rankings',
                    },
                    HOME_DEFAULTS.sections.allAchievements,
                  ),
                ],
              },
              label(
                'projects',
                { ru: 'Заголовок: лучшие проекты', en: 'Heading: best projects' },
                HOME_DEFAULTS.sections.projects,
              ),
              {
                type: 'row',
                fields: [
                  label(
                    'news',
                    { ru: 'Заголовок: новости', en: 'Heading: news' },
                    HOME_DEFAULTS.sections.news,
                  ),
                  label(
                    'allNews',
                    { ru: 'Ссылка на пресс-центр', en: 'Link to the press center' },
                    HOME_DEFAULTS.sections.allNews,
                  ),
                ],
              },
              {
                type: 'row',
                fields: [
                  label(
                    'partners',
                    { ru: 'Заголовок: партнёры', en: 'Heading: partners' },
                    HOME_DEFAULTS.sections.partners,
                  ),
                  label(
                    'allTeam',
                    { ru: 'Ссылка на всю команду', en: 'Link to the whole team' },
                    HOME_DEFAULTS.sections.allTeam,
                  ),
                ],
              },
              label(
                'clients',
                { ru: 'Заголовок: клиенты', en: 'Heading: clients' },
                HOME_DEFAULTS.sections.clients,
              ),
            ],
          },
          {
            name: 'cta',
            label: { ru: 'Призыв связаться', en: 'Call to action' },
            fields: [
              localizedText(
                'title',
                { ru: 'Заголовок', en: 'Heading' },
                { maxLength: 200, initial: HOME_DEFAULTS.cta.title },
              ),
              localizedTextarea(
                'text',
                { ru: 'Текст', en: 'Text' },
                { maxLength: 600, initial: HOME_DEFAULTS.cta.text },
              ),
              {
                type: 'row',
                fields: [
                  label(
                    'buttonLabel',
                    { ru: 'Кнопка', en: 'Button' },
                    HOME_DEFAULTS.cta.buttonLabel,
                  ),
                  link(
                    'buttonLink',
                    { ru: 'Куда ведёт кнопка', en: 'Button link' },
                    HOME_DEFAULTS.cta.buttonLink,
                  ),
                ],
              },
            ],
          },
          {
            name: 'featured',
            label: { ru: 'Подборки', en: 'Featured' },
            fields: [
              featured(
                'posts',
                'posts',
                { ru: 'Избранные публикации', en: 'Featured posts' },
                {
                  ru: 'Если список пуст, показываются самые новые публикации.',
                  en: 'When empty, the newest posts are shown.',
                },
              ),
              featured(
                'achievements',
                'achievements',
                { ru: 'Избранные рейтинги', en: 'Featured rankings' },
                {
                  ru: 'Если список пуст, показываются рейтинги по полю «Порядок», затем по году (новые выше).',
                  en: 'When empty, rankings are shown by their Order field, then by year (newest first).',
                },
              ),
              featured(
                'practices',
                'practices',
                { ru: 'Избранные практики', en: 'Featured practices' },
                {
                  ru: 'Если список пуст, показываются все практики верхнего уровня по полю «Порядок».',
                  en: 'When empty, all top-level practices are shown by their Order field.',
                },
              ),
              featured(
                'clients',
                'clients',
                { ru: 'Избранные клиенты', en: 'Featured clients' },
                {
                  ru: 'Если список пуст, показываются клиенты по полю «Порядок».',
                  en: 'When empty, clients are shown by their Order field.',
                },
              ),
            ],
          },
        ],
      },
    ],
  },
  { schedulePublish: true },
)
