'use client'

import { Suspense, useEffect } from 'react'

import { forgetMetrika } from '@/browser/metrika'

import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'

import { ConsentBanner } from './ConsentBanner.client'
import { MetrikaPageViews } from './MetrikaPageViews.client'
import { useAnalyticsConsent } from './use-analytics-consent'

/**
 * The banner while no decision holds; Metrika and its page views once the visitor accepted, and
 * none of its traces once they refused.
 */
export function AnalyticsClient({
  counterId,
  locale,
  texts,
}: {
  counterId: number
  locale: Locale
  texts: ClientTexts<'consent'>
}) {
  const { decision } = useAnalyticsConsent()
  // Whatever Metrika left before consent was withdrawn goes (the reload after it may race its
  // last writes).
  useEffect(() => {
    if (decision === 'denied') forgetMetrika()
  }, [decision])
  return (
    <>
      <ConsentBanner locale={locale} texts={texts} />
      {decision === 'granted' ? (
        // Reading the query string (useSearchParams) renders on the client only, up to here.
        <Suspense fallback={null}>
          <MetrikaPageViews counterId={counterId} />
        </Suspense>
      ) : null}
    </>
  )
}
