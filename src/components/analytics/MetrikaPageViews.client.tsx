'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { metrikaPageView, startMetrika } from '@/browser/metrika'

/**
 * Starts Metrika (once per page load) and sends one page view per address: the first one, then
 * every navigation inside the app (links, language switch, back and forward), each exactly once.
 * A change of the hash alone is Metrika's own (`trackHash`).
 */
export function MetrikaPageViews({ counterId }: { counterId: number }) {
  const pathname = usePathname()
  const query = useSearchParams().toString()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read from location; pathname and query say when it changed
  useEffect(() => {
    startMetrika(counterId)
    metrikaPageView(counterId)
  }, [counterId, pathname, query])

  return null
}
