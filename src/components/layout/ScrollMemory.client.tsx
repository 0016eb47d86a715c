'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import { usePathname } from '@/i18n/navigation'

const STORAGE_KEY = 'scroll-positions'

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

function currentKey(): string {
  return window.location.pathname + window.location.search
}

/**
 * SPEC §2: the saved position is restored on back navigation; browser scroll restoration is
 * manual while the page is loaded and automatic when it unloads. Positions are kept per address
 * in sessionStorage and put back once the page we return to has rendered.
 */
function ScrollMemoryInner() {
  const pathname = usePathname()
  const search = useSearchParams()
  const pending = useRef<string | null>(null)

  useEffect(() => {
    history.scrollRestoration = 'manual'
    const positions = readPositions()
    let frame = 0
    const save = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        // While going back, the old page is still on screen: its scrolling says nothing.
        if (pending.current) return
        positions[currentKey()] = Math.round(window.scrollY)
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
      })
    }
    const onPopState = () => {
      pending.current = currentKey()
    }
    // Chromium tells of back/forward through the Navigation API before Next renders the page it
    // returns to; elsewhere popstate (in the capture phase, ahead of Next's own listener) does.
    type NavigateEvent = Event & { navigationType?: string; destination?: { url: string } }
    const navigation = (window as { navigation?: EventTarget }).navigation
    const onNavigate = (event: Event) => {
      const { navigationType, destination } = event as NavigateEvent
      if (navigationType !== 'traverse' || !destination) return
      const url = new URL(destination.url)
      pending.current = url.pathname + url.search
    }
    const onUnload = () => {
      history.scrollRestoration = 'auto'
    }
    window.addEventListener('scroll', save, { passive: true })
    window.addEventListener('popstate', onPopState, { capture: true })
    navigation?.addEventListener('navigate', onNavigate)
    window.addEventListener('pagehide', onUnload)
    return () => {
      window.removeEventListener('scroll', save)
      window.removeEventListener('popstate', onPopState, { capture: true })
      navigation?.removeEventListener('navigate', onNavigate)
      window.removeEventListener('pagehide', onUnload)
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rendered address changes
  useEffect(() => {
    const target = pending.current
    if (!target || target !== currentKey()) return
    const y = readPositions()[target] ?? 0
    let tries = 0
    // The page may still be growing (streamed sections): retry until it is tall enough.
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= y
      if (reachable || tries++ > 30) {
        window.scrollTo(0, y)
        pending.current = null
        return
      }
      requestAnimationFrame(restore)
    }
    requestAnimationFrame(restore)
  }, [pathname, search])

  return null
}

export function ScrollMemory() {
  return (
    <Suspense fallback={null}>
      <ScrollMemoryInner />
    </Suspense>
  )
}
