'use client'

import {
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'

import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'

import type { PopupSearchDialogProps } from './PopupSearchDialog'
import type { PopupSearchClasses, PopupSearchTexts } from './popup-search-texts'

/** Without its code (it could not load), the popup gives way to the link: /search. */
function SearchPageInstead({ open, onClose }: PopupSearchDialogProps) {
  useEffect(() => {
    if (open) onClose(true)
  }, [open, onClose])
  return null
}

/**
 * The dialog, the query API, Orama and the snapshot come later, in chunks of their own: this
 * trigger is all the popup adds to every page's first-load JavaScript.
 */
const PopupSearchDialog = lazy<ComponentType<PopupSearchDialogProps>>(() =>
  import('./PopupSearchDialog').then(
    (module) => ({ default: module.PopupSearchDialog }),
    (error: unknown) => {
      console.warn('The popup search is unavailable', error)
      return { default: SearchPageInstead }
    },
  ),
)

/** How long the browser may wait for an idle moment before the popup's code loads anyway. */
const IDLE_TIMEOUT_MS = 3000

/**
 * The header's search link. Without JavaScript it opens /search; with it, a click opens the popup
 * search, whose code is fetched once the page is idle (or at the click, if that comes first).
 */
export function PopupSearchTrigger({
  locale,
  href,
  className,
  label,
  texts,
  classes,
  children,
}: {
  locale: Locale
  href: string
  className: string
  label: string
  texts: PopupSearchTexts
  classes: PopupSearchClasses
  children: ReactNode
}) {
  const link = useRef<HTMLAnchorElement>(null)
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const start = () => setMounted(true)
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 1)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }, [])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a download, stays the link's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    setMounted(true)
    setOpen(true)
  }

  const onClose = (followLink?: boolean) => {
    setOpen(false)
    if (followLink && link.current) window.location.assign(link.current.href)
    else link.current?.focus()
  }

  return (
    <>
      <Link
        ref={link}
        href={href}
        className={className}
        aria-label={label}
        aria-haspopup={mounted ? 'dialog' : undefined}
        onClick={onClick}
      >
        {children}
      </Link>
      {mounted ? (
        <Suspense>
          <PopupSearchDialog
            key={locale}
            locale={locale}
            open={open}
            onClose={onClose}
            texts={texts}
            classes={classes}
          />
        </Suspense>
      ) : null}
    </>
  )
}
