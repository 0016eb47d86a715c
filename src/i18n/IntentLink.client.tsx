'use client'

import {
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
  useRef,
} from 'react'

import { LocaleLink, useRouter } from './locale-navigation.client'

type Props = ComponentProps<typeof LocaleLink>

/**
 * The site's link: Next prefetches a link's page when the visitor shows the intent to follow it
 * (pointer over it, focus, a touch), not when it scrolls into view. A page shows dozens of links;
 * prefetching them all on load costs a phone the data and, while it hydrates, the main thread
 * (Lighthouse counted it in the practice page's blocking time). A link that sets `prefetch` or
 * another `locale` keeps Next's own behaviour.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  const prefetched = useRef(false)
  if (prefetch !== undefined || props.locale !== undefined) {
    return (
      <LocaleLink
        prefetch={prefetch}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        {...props}
      />
    )
  }
  // Once per link: the router keeps what it fetched, and every further call is a router update.
  const prefetchPage = () => {
    if (prefetched.current) return
    prefetched.current = true
    try {
      router.prefetch(props.href)
    } catch {
      // A prefetch is a hint: a link the router cannot prefetch is simply followed on click.
    }
  }
  return (
    <LocaleLink
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchPage()
        onMouseEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchPage()
        onFocus?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchPage()
        onTouchStart?.(event)
      }}
      {...props}
    />
  )
}
