'use client'

import { useEffect } from 'react'

import { useErrorTexts } from '@/components/layout/ErrorTexts.client'
import { ErrorView } from '@/components/layout/ErrorView.client'
import { reportNavigationFailure } from '@/components/layout/ProgressBar.client'
import { type NormalizedError, type NormalizeOptions, normalizeError } from '@/lib/normalize-error'

type Props = {
  error: unknown
  /** Re-fetches and re-renders the segment (Next ≥ 16.3); `reset` alone would only re-render. */
  retry?: () => void
  reset: () => void
}

/**
 * A value that cannot even be normalised means the error view itself has failed: it re-throws, so
 * the global boundary (`app/global-error.tsx`) shows the last-resort fallback of SPEC §8.
 */
function normalizeOrFail(error: unknown, options: NormalizeOptions): NormalizedError {
  try {
    return normalizeError(error, options)
  } catch (failure) {
    throw new Error('The error view could not read the error', { cause: failure })
  }
}

/** SPEC §8 error view: the normalised message and status code, inside the site's header and footer. */
export default function SiteError({ error, retry, reset }: Props) {
  // From the layout, formatted there (see ErrorTexts.tsx): "#" in `status` is the code's place.
  const t = useErrorTexts()
  // SPEC §8: a failed page marks the progress bar failed (once for each error shown).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is keyed by the error itself
  useEffect(() => reportNavigationFailure(), [error])
  const { message, statusCode } = normalizeOrFail(error, {
    fallbackMessage: t.title,
    exposeDetails: process.env.NODE_ENV !== 'production',
  })
  // A 503 is an outage that passes (the database is unreachable): say so, not just "an error".
  const unavailable = statusCode === 503
  const lead = unavailable ? t.unavailableText : message !== t.title ? message : null
  return (
    <ErrorView
      eyebrow={t.status.replace('#', String(statusCode))}
      title={unavailable ? t.unavailableTitle : t.title}
      lead={lead}
      retryLabel={t.retry}
      homeLabel={t.home}
      onRetry={() => (retry ?? reset)()}
    />
  )
}
