'use client'

import {
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'
import { importOnce, whenSettled } from '@/browser/when-settled'
import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'

import type {
  PopupSearchClasses,
  PopupSearchDialogProps,
  PopupSearchTexts,
} from './PopupSearchDialog.client'

/** Without its code (it could not load), the popup gives way to the link: /search. */
function SearchPageInstead({ open, onClose }: PopupSearchDialogProps) {
  useEffect(() => {
    if (open) onClose(true)
  }, [open, onClose])
  return null
}

type Dialog = ComponentType<PopupSearchDialogProps>

/**
 * The dialog, the query API, the search engine and the snapshot (about 50 KB gzip together) come
 * later, in chunks of their own: this trigger is all the popup adds to every page's first-load
 * JavaScript. They are fetched when the visitor shows intent (pointer over or focus on the link),
 * once the page has settled, or at the click.
 */
const loadDialog = importOnce<Dialog>(
  () => import('./PopupSearchDialog.client').then((module) => module.PopupSearchDialog),
  (error) => {
    console.warn('The popup search is unavailable', error)
    return SearchPageInstead
  },
)

/** The visitor asked the browser to spare data: nothing is fetched before they show intent. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * The header's search link. Without JavaScript it opens /search; with it, a click opens the popup
 * search, whose code is fetched on intent, on idle after a while, or at the click.
 */
export function PopupSearchClient({
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
  const [hydrated, setHydrated] = useState(false)
  const [Dialog, setDialog] = useState<Dialog | undefined>(undefined)
  const [open, setOpen] = useState(false)
  // Counts the openings: an opening that React renders together with the close before it (Enter
  // at once after Escape) leaves `open` as it was, and still has to show the dialog again.
  const [opening, setOpening] = useState(0)
  const preload = () => {
    void loadDialog().then((loaded) => setDialog(() => loaded))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the link is hydrated
  useEffect(() => {
    setHydrated(true)
    if (savesData()) return
    return whenSettled(preload)
  }, [])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or a download, stays the link's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    preload()
    setOpen(true)
    setOpening((count) => count + 1)
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
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        // It opens the dialog, not /search: nothing to prefetch, and no router update of the
        // prefetch while the focus comes back to it from the dialog.
        prefetch={false}
      >
        {children}
      </Link>
      {Dialog ? (
        <Dialog
          key={locale}
          locale={locale}
          open={open}
          opening={opening}
          onClose={onClose}
          texts={texts}
          classes={classes}
        />
      ) : null}
    </>
  )
}
