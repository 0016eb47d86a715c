import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { subscriberByToken } from '@/alerts/subscription'
import type { AlertTokenPurpose } from '@/alerts/tokens'
import type { Locale } from '@/config/constants'
import { samePath } from '@/lib/page-metadata'

import { payloadClient } from './payload'
import { siteMetadata } from './site-metadata'

/** A subscription page's metadata; the pages behind the mails' links are not for search engines. */
export async function alertPageMetadata(
  locale: Locale,
  path: string,
  titleKey: 'title' | 'confirmTitle' | 'manageTitle',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'alerts' })
  const metadata = await siteMetadata({ locale, paths: samePath(path), title: t(titleKey) })
  return titleKey === 'title' ? metadata : { ...metadata, robots: { index: false, follow: false } }
}

/** The subscriber a mail's link names (never cached: it is one person's, read once per visit). */
export async function subscriberOfLink(purpose: AlertTokenPurpose, token: string) {
  if (!token) return null
  return subscriberByToken(await payloadClient(), purpose, token)
}
