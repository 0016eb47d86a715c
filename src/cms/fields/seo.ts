/**
 * What search engines and social networks show of a page: its title and description in search
 * results and its share image, per language, with the snippet's preview and length counters in
 * the admin (Payload's SEO plugin; docs/editing.md). An empty field leaves the page's own title,
 * summary and image in its place (src/data/site-metadata.ts).
 *
 * The plugin's fields are placed here rather than by its `collections` option, which labels its
 * tab and group with the plain string "SEO" (the admin's texts are per language) and moves
 * sidebar fields into the content tab.
 */
import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { CollectionConfig, Field, GlobalConfig, Tab } from 'payload'
import type { AdminLabel } from './labels'
import { atMost, emptyAsNull } from './localized-text'

/** Hard limits of what an editor may save; the counters advise the lengths search engines show. */
export const SEO_LIMITS = { title: 120, description: 320 } as const

const PATHS = { titlePath: 'meta.title', descriptionPath: 'meta.description' }

/** A plugin field with our label and, where given, a description (its component kept). */
function labelled<F extends Field>(field: F, label: AdminLabel, description?: AdminLabel): F {
  const admin = { ...field.admin, ...(description ? { description } : {}) }
  return { ...field, label, admin } as F
}

/** The tab of the SEO fields, stored as the document's `meta` group. */
export const seoTab: Tab = {
  name: 'meta',
  label: { ru: 'Поиск и соцсети', en: 'Search and sharing' },
  description: {
    ru: 'Как страницу покажут поисковые системы и соцсети. Пустое поле — берётся заголовок, краткое описание и изображение страницы',
    en: 'How search engines and social networks show the page. An empty field leaves the page’s own title, summary and image',
  },
  fields: [
    labelled(OverviewField({ ...PATHS, imagePath: 'meta.image' }), {
      ru: 'Проверка',
      en: 'Checks',
    }),
    {
      ...labelled(MetaTitleField({ hasGenerateFn: false }), {
        ru: 'Заголовок в поисковой выдаче',
        en: 'Title in search results',
      }),
      validate: atMost(SEO_LIMITS.title),
      hooks: { beforeChange: [emptyAsNull] },
    },
    {
      ...labelled(MetaDescriptionField({ hasGenerateFn: false }), {
        ru: 'Описание в поисковой выдаче',
        en: 'Description in search results',
      }),
      validate: atMost(SEO_LIMITS.description),
      hooks: { beforeChange: [emptyAsNull] },
    },
    labelled(
      MetaImageField({ hasGenerateFn: false, relationTo: 'media' }),
      { ru: 'Изображение для соцсетей', en: 'Share image' },
      {
        ru: 'Показывается в ссылке на страницу в соцсетях и мессенджерах; лучше 1200 × 630 пикселей',
        en: 'Shown with links to the page in social networks and messengers; best 1200 × 630 pixels',
      },
    ),
    labelled(PreviewField({ ...PATHS, hasGenerateFn: false }), {
      ru: 'Предпросмотр в поисковой выдаче',
      en: 'Search result preview',
    }),
  ],
}

type Labelled = { labels?: { singular?: unknown }; label?: unknown }

/**
 * A collection or global with the SEO tab after its content: fields already in tabs get one more,
 * others are put into a first tab named as the content type; sidebar fields stay in the sidebar.
 */
export function withSeoTab<C extends CollectionConfig | GlobalConfig>(config: C): C {
  const [first, ...rest] = config.fields
  if (first?.type === 'tabs') {
    return { ...config, fields: [{ ...first, tabs: [...first.tabs, seoTab] }, ...rest] }
  }
  const inSidebar = (f: Field) =>
    (f.admin as { position?: string } | undefined)?.position === 'sidebar'
  const { labels, label } = config as Labelled
  const content: Tab = {
    label: (labels?.singular ?? label) as AdminLabel,
    fields: config.fields.filter((f) => !inSidebar(f)),
  }
  return {
    ...config,
    fields: [{ type: 'tabs', tabs: [content, seoTab] }, ...config.fields.filter(inSidebar)],
  }
}
