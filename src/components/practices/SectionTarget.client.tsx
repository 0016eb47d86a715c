'use client'

import { useEffect, useRef } from 'react'

/**
 * Brings the sub-area the address asks for (?section=) into view. On arrival the page jumps to
 * it; when a visitor then picks another area, the page scrolls there and moves focus to its
 * heading, so keyboard and screen-reader users land where they asked to go.
 */
export function SectionTarget({ id }: { id: string | null }) {
  const arrived = useRef(false)
  useEffect(() => {
    const first = !arrived.current
    arrived.current = true
    if (!id) return
    const section = document.getElementById(id)
    if (!section) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    section.scrollIntoView({ block: 'start', behavior: first || reduce ? 'auto' : 'smooth' })
    if (!first) section.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true })
  }, [id])
  return null
}
