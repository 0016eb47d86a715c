import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { subscriberByToken } from '@/alerts/subscription'
import type { AlertTokenPurpose } from '@/alerts/tokens'
import type { Locale } from '@/config/constants'
import { samePath } from '@/lib/page-metadata'

import { payloadClient } from './payload'
import { siteMetadata } from './site-metadata'
import { getSiteTexts } from './site-texts'

/** The subscription page's title and intro: staff's words (page texts global), else the catalogue's. */
export async function subscribePageTexts(locale: Locale) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'alerts' }),
    getSiteTexts(locale),
  ])
  return {
    title: texts.news?.alertsTitle || t('title'),
    lead: texts.news?.alertsIntro || t('lead'),
  }
}

/** A subscription page's metadata; the pages behind the mails' links are not for search engines. */
export async function alertPageMetadata(
  locale: Locale,
  path: string,
  titleKey: 'title' | 'confirmTitle' | 'manageTitle',
): Promise<Metadata> {
  const title =
    titleKey === 'title'
      ? (await subscribePageTexts(locale)).title
      : (await getTranslations({ locale, namespace: 'alerts' }))(titleKey)
  const metadata = await siteMetadata({ locale, paths: samePath(path), title })
  return titleKey === 'title' ? metadata : { ...metadata, robots: { index: false, follow: false } }
}

/** The subscriber a mail's link names (never cached: it is one person's, read once per visit). */
export async function subscriberOfLink(purpose: AlertTokenPurpose, token: string) {
  if (!token) return null
  return subscriberByToken(await payloadClient(), purpose, token)
}
