import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LOCALES, type Locale } from '@/config/constants'
import { getEnv } from '@/config/env'
import type { Media } from '@/config/payload-types'
import type { Messages } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import {
  type LocalizedPaths,
  localizedHref,
  type OgImage,
  pageMetadata,
  samePath,
} from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

import { getLocalizedSlugs, getSite } from './content'
import type { SeoMeta } from './seo-meta'

type DocumentRef = { collection: 'practices' | 'industry-sectors' | 'people'; id: number }

const DOCUMENT_PATHS = {
  practices: paths.practice,
  'industry-sectors': paths.sector,
  people: paths.person,
} satisfies Record<DocumentRef['collection'], (doc: { id: number; slug?: string | null }) => string>

/** The paths of a slugged document in each language. */
export async function documentPaths({ collection, id }: DocumentRef): Promise<LocalizedPaths> {
  const slugs = await getLocalizedSlugs(collection, id)
  const path = DOCUMENT_PATHS[collection]
  return Object.fromEntries(LOCALES.map((l) => [l, path({ id, slug: slugs[l] })])) as LocalizedPaths
}

/** An absolute address on this site (SITE_URL), for structured data, cards and calendars. */
export function absoluteUrl(path: string, locale?: Locale): string {
  return new URL(locale ? localizedHref(locale, path) : path, getEnv().siteUrl).toString()
}

/**
 * The share image of a media document: its 1200×630 size when made, else the original, with its
 * alt text (read in the page's language) as og:image:alt.
 */
export function ogImageOf(media: number | Media | null | undefined): OgImage | null {
  if (!media || typeof media !== 'object') return null
  const og = media.sizes?.og
  const alt = media.alt || undefined
  if (og?.url) {
    return { url: og.url, width: og.width ?? undefined, height: og.height ?? undefined, alt }
  }
  if (!media.url) return null
  return { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt }
}

/**
 * Head tags of a page: site name and default share image from the site global. What an editor
 * wrote in the page's SEO tab (`seo`) comes first; an empty field leaves the page's own value.
 */
export async function siteMetadata(args: {
  locale: Locale
  paths: LocalizedPaths
  title?: string
  description?: string | null
  image?: OgImage | null
  seo?: SeoMeta | null
}): Promise<Metadata> {
  const { seo, ...page } = args
  const [site, t] = await Promise.all([
    getSite(args.locale),
    getTranslations({ locale: args.locale, namespace: 'meta' }),
  ])
  const meta = pageMetadata({
    ...page,
    fullTitle: seo?.title || null,
    description: seo?.description || (page.description ?? t('description')),
    image: ogImageOf(seo?.image) ?? page.image ?? ogImageOf(site.shareImage),
  })
  return { ...meta, openGraph: { ...meta.openGraph, siteName: site.name ?? t('siteName') } }
}

/** The metadata base: absolute URLs of canonical, alternates and og tags start here. */
export function metadataBase(): URL {
  return new URL(absoluteUrl('/'))
}

type PageTitleKey = keyof Messages['pages']

/** Metadata of a plain page whose title is in the catalogue's `pages` namespace. */
export async function plainPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: PageTitleKey,
  path: string,
): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages' })
  return siteMetadata({ locale, paths: samePath(path), title: t(titleKey) })
}
