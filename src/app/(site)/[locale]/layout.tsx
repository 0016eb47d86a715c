import '../site.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { type ReactNode, ViewTransition } from 'react'

import { Analytics } from '@/components/analytics/Analytics'
import { ErrorTextsProvider } from '@/components/layout/ErrorTexts.client'
import { FailedNavigation } from '@/components/layout/FailedNavigation.client'
import { fontVariables } from '@/components/layout/fonts'
import { ScrollMemory } from '@/components/layout/ScrollMemory.client'
import { ShellClient } from '@/components/layout/Shell.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { metrikaCounterId } from '@/data/analytics'
import { getNavigation, getSite } from '@/data/content'
import { previewSession } from '@/data/preview'
import { metadataBase } from '@/data/site-metadata'
import { getClientTexts } from '@/i18n/get-client-texts'
import { routing } from '@/i18n/routing'
import { LOCALE_META } from '@/lib/page-metadata'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * No page is rendered by the build (it reads no database): each renders on its first request and
 * is then kept by Next until its content changes (src/cms/hooks/revalidate.ts).
 */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: metadataBase(),
    title: { default: t('siteName'), template: `%s — ${t('siteName')}` },
    description: t('description'),
    formatDetection: { telephone: false },
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [preview, site, navigation, t, shell, errorTexts] = await Promise.all([
    previewSession(),
    getSite(locale),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'shell' }),
    getClientTexts('error', locale),
  ])
  const counterId = await metrikaCounterId(site)
  return (
    <html lang={locale} dir={LOCALE_META[locale].dir} className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/*
          No next-intl provider: client components get their texts formatted, as props from their
          server parents (src/i18n/client-texts.ts), and navigate through src/i18n/locale-navigation.client (first-load budget).
        */}
        {preview && <PreviewBar locale={locale} />}
        <ShellClient offlineText={shell('offline')} onlineText={shell('online')} />
        <ScrollMemory />
        <SiteHeader site={site} navigation={navigation} locale={locale} />
        <ViewTransition name="page">
          <main id="main" className="container main" tabIndex={-1}>
            <ErrorTextsProvider texts={errorTexts}>
              <FailedNavigation>{children}</FailedNavigation>
            </ErrorTextsProvider>
          </main>
        </ViewTransition>
        <SiteFooter site={site} navigation={navigation} cookieSettings={counterId !== undefined} />
        <Analytics counterId={counterId} locale={locale} />
      </body>
    </html>
  )
}
