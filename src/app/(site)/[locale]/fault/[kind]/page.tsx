import { notFound } from 'next/navigation'

import { getEnv } from '@/config/env'
import { pageLocale } from '@/i18n/page-locale'
import { withStatus } from '@/lib/normalize-error'

import { ErrorViewFault } from './ErrorViewFault'

// Read E2E_FAULTS at request time, not at build time: the same build serves tests with and
// without faults.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; kind: string }> }

/**
 * Fault injection for the end-to-end tests of SPEC §8, inert (a 404) unless the server runs with
 * E2E_FAULTS=true: `page` fails with a plain error (500), `unavailable` with a 503, and
 * `error-view` throws in the browser a value the error view cannot read (the global fallback).
 */
export default async function Fault({ params }: Props) {
  await pageLocale(params)
  if (!getEnv().E2E_FAULTS) notFound()
  const { kind } = await params
  if (kind === 'page') throw new Error('Injected fault: page (E2E_FAULTS)')
  if (kind === 'unavailable') {
    throw withStatus(new Error('Injected fault: service unavailable (E2E_FAULTS)'), 503)
  }
  if (kind === 'error-view') return <ErrorViewFault />
  notFound()
}
