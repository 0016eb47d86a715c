import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

/**
 * A titled block of a page: the heading labels the region, and an optional link leads to the
 * full list ("All news →").
 */
export function Section({
  id,
  title,
  more,
  tone,
  children,
}: {
  id: string
  title: string
  more?: { href: string; label: string }
  /** `tint` puts the block on the warm background across the whole width. */
  tone?: 'tint'
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={tone ? `section section--${tone}` : 'section'}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link className="section__more" href={more.href}>
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}
