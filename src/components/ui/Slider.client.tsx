'use client'

import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

import type { ClientTexts } from '@/i18n/client-texts'

/**
 * A horizontal slider: a scroll-snapping list that swipes natively on touch screens, with
 * previous/next buttons and arrow keys for everyone else. It never moves by itself (no autoplay),
 * and without JavaScript it is still a scrollable list.
 */
export function Slider({
  label,
  texts,
  children,
}: {
  label: string
  texts: ClientTexts<'slider'>
  children: ReactNode[]
}) {
  const track = useRef<HTMLUListElement>(null)
  const id = useId()
  const [edges, setEdges] = useState({ start: true, end: false })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    // A few pixels of slack: snapping and sub-pixel layout rarely land exactly on the edge.
    const start = Math.abs(el.scrollLeft) <= 8
    const end = Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 8
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }))
  }, [])

  useEffect(() => {
    const el = track.current
    if (!el) return
    // No measure() here: read in an effect, the track's sizes can force a layout inside
    // hydration's main-thread work (a profile showed one). The resize observer reports the track
    // once it is laid out, in the browser's own rendering step, and from then on; until then the
    // edges are the server's (at the start).
    el.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [measure])

  /** Moves by one slide, or by a whole view with `page`. */
  const move = (direction: 1 | -1, page = false) => {
    const el = track.current
    const slide = el?.firstElementChild as HTMLElement | null
    if (!el || !slide) return
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0
    const step = page ? el.clientWidth : slide.offsetWidth + gap
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }

  return (
    <div role="group" className="slider" aria-roledescription={texts.role} aria-label={label}>
      <div className="slider__controls">
        <button
          type="button"
          className="slider__button"
          aria-controls={id}
          aria-label={texts.previous}
          disabled={edges.start}
          onClick={() => move(-1, true)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="slider__button"
          aria-controls={id}
          aria-label={texts.next}
          disabled={edges.end}
          onClick={() => move(1, true)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {/* The track is focusable: it scrolls, and keyboard users move it with the arrow keys. */}
      <ul id={id} ref={track} className="slider__track" tabIndex={0} onKeyDown={onKeyDown}>
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are static server-rendered children
          <li key={i} className="slider__slide">
            {child}
          </li>
        ))}
      </ul>
    </div>
  )
}
