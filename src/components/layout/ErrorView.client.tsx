'use client'

import { type RefObject, useEffect, useRef } from 'react'

import { Link } from '@/i18n/navigation'

type Props = {
  title: string
  /** The line above the title (the status code), if any. */
  eyebrow?: string | null
  lead?: string | null
  retryLabel: string
  homeLabel: string
  onRetry: () => void
  /** Moves focus to the title when shown, so a screen reader says what happened (no page load did). */
  focusTitle?: boolean
}

/** SPEC §8 error view: what went wrong, a retry button and a link home, inside the site's layout. */
export function ErrorView({
  title,
  eyebrow,
  lead,
  retryLabel,
  homeLabel,
  onRetry,
  focusTitle = false,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnShow(heading, focusTitle)
  return (
    <section className="page-header" aria-labelledby="error-title">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id="error-title" ref={heading} tabIndex={focusTitle ? -1 : undefined}>
        {title}
      </h1>
      {lead ? <p className="lead">{lead}</p> : null}
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
        <Link href="/" className="button">
          {homeLabel}
        </Link>
      </p>
    </section>
  )
}

function useFocusOnShow(target: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (enabled) target.current?.focus()
  }, [target, enabled])
}
