'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { metrikaHit, startMetrika } from '@/browser/metrika'

/**
 * Starts Metrika (once per page load) and sends one page view per address: the first one, then
 * every navigation inside the app (links, language switch, back and forward), each exactly once.
 * A change of the hash alone is Metrika's own (`trackHash`).
 */
export function MetrikaPageViews({ counterId }: { counterId: number }) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const previous = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read from location; pathname and query say when it changed
  useEffect(() => {
    const url = window.location.href
    if (previous.current === url) return
    const referer = previous.current ?? document.referrer
    previous.current = url
    startMetrika(counterId)
    metrikaHit(counterId, url, { title: document.title, referer })
  }, [counterId, pathname, query])

  return null
}
