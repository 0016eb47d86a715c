'use client'

import { createContext, type ReactNode, use } from 'react'

import type { ClientTexts } from '@/i18n/client-texts'

/** The error view's texts, formatted ("#" in `status` is where the status code goes). */
export type ErrorViewTexts = ClientTexts<'error'>

const ErrorTextsContext = createContext<ErrorViewTexts | null>(null)

/**
 * Hands the error view (app/(site)/[locale]/error.tsx) its texts from the layout, which formats
 * them on the server: an error boundary takes no props from a server parent, but it renders
 * inside the layout's children, under this provider. No message formatter in the browser.
 */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorViewTexts
  children: ReactNode
}) {
  return <ErrorTextsContext value={texts}>{children}</ErrorTextsContext>
}

/** The texts of the provider above; without one the view fails over to the global fallback. */
export function useErrorTexts(): ErrorViewTexts {
  const texts = use(ErrorTextsContext)
  if (!texts) throw new Error('The error view has no texts (no ErrorTextsProvider above it)')
  return texts
}
