import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LOCALES, type Locale } from '@/config/constants'
import { getEnv } from '@/config/env'
import type { Messages } from '@/i18n/messages'
import { pageLocale } from '@/i18n/page-locale'
import { type LocalizedPaths, type OgImage, pageMetadata, samePath } from '@/lib/metadata'
import type { Media } from '@/payload-types'

import { getLocalizedSlugs, getSite } from './content'

type DocumentRef = { collection: 'practices' | 'industry-sectors' | 'people'; id: number }

const BASES: Record<DocumentRef['collection'], string> = {
  practices: '/practices',
  'industry-sectors': '/industry-sectors',
  people: '/team',
}

/** The paths of a slugged document in each language. */
export async function documentPaths({ collection, id }: DocumentRef): Promise<LocalizedPaths> {
  const slugs = await getLocalizedSlugs(collection, id)
  const path = (slug: string | null) =>
    slug ? `${BASES[collection]}/${id}/${slug}` : `${BASES[collection]}/${id}`
  return Object.fromEntries(LOCALES.map((l) => [l, path(slugs[l])])) as LocalizedPaths
}

/** The share image of a media document: its 1200×630 size when made, else the original. */
export function ogImageOf(media: number | Media | null | undefined): OgImage | null {
  if (!media || typeof media !== 'object') return null
  const og = media.sizes?.og
  if (og?.url) return { url: og.url, width: og.width ?? undefined, height: og.height ?? undefined }
  if (!media.url) return null
  return { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined }
}

/** Head tags of a page: site name and default share image from the site global. */
export async function siteMetadata(args: {
  locale: Locale
  paths: LocalizedPaths
  title?: string
  description?: string | null
  image?: OgImage | null
}): Promise<Metadata> {
  const [site, t] = await Promise.all([
    getSite(args.locale),
    getTranslations({ locale: args.locale, namespace: 'meta' }),
  ])
  const meta = pageMetadata({
    ...args,
    description: args.description ?? t('description'),
    image: args.image ?? ogImageOf(site.shareImage),
  })
  return { ...meta, openGraph: { ...meta.openGraph, siteName: site.name ?? t('siteName') } }
}

/** The metadata base: absolute URLs of canonical, alternates and og tags start here. */
export function metadataBase(): URL {
  return new URL(getEnv().siteUrl)
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
