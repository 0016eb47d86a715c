'use client'

import type { ReactNode } from 'react'

import { useErrorTexts } from './ErrorTexts.client'
import { ErrorView } from './ErrorView.client'
import { useFailedNavigation } from './use-failed-navigation'

/**
 * The page, or, once a navigation's page fetch has failed (SPEC §8), the error view in its place
 * with a retry of that navigation; the title takes focus, since no page load announces it.
 */
export function FailedNavigation({ children }: { children: ReactNode }) {
  const { failed, retry } = useFailedNavigation()
  const t = useErrorTexts()
  if (failed === null) return children
  return (
    <ErrorView
      title={t.title}
      lead={t.navigationFailed}
      retryLabel={t.retry}
      homeLabel={t.home}
      onRetry={retry}
      focusTitle
    />
  )
}
