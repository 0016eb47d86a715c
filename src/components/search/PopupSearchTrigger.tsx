'use client'

import {
  type ComponentType,
  type MouseEvent,
  type ReactNode,
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

type Dialog = ComponentType<PopupSearchDialogProps>

let dialogCode: Promise<Dialog> | undefined
/**
 * The dialog, the query API, Orama and the snapshot come later, in chunks of their own: this
 * trigger is all the popup adds to every page's first-load JavaScript. The code is imported by
 * hand and shown by a plain state update, not by `lazy` and Suspense: React animates Suspense
 * reveals (and transitions) inside the layout's <ViewTransition>, and such a commit, split around
 * the browser's snapshot, puts the focus back where it was when it began, undoing a Tab the
 * visitor pressed meanwhile.
 */
function loadDialog(): Promise<Dialog> {
  dialogCode ??= import('./PopupSearchDialog').then(
    (module) => module.PopupSearchDialog,
    (error: unknown) => {
      console.warn('The popup search is unavailable', error)
      return SearchPageInstead
    },
  )
  return dialogCode
}

/**
 * The popup's code and the content snapshot (about 70 KB gzip together) are fetched when the
 * visitor shows intent (pointer over or focus on the link), or once the page has been open a while
 * and is idle, so that they never compete with the page's own start nor with the first interaction.
 */
const IDLE_PRELOAD_DELAY_MS = 4000
/** How long the browser may then wait for an idle moment before the popup's code loads anyway. */
const IDLE_TIMEOUT_MS = 3000

/** Calls `start` once the page has been open a while and the browser is idle. */
function whenSettled(start: () => void): () => void {
  let idle: number | undefined
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') start()
    else idle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
  }, IDLE_PRELOAD_DELAY_MS)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}

/** The visitor asked the browser to spare data: nothing is fetched before they show intent. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * The header's search link. Without JavaScript it opens /search; with it, a click opens the popup
 * search, whose code is fetched on intent, on idle after a while, or at the click.
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
  const [hydrated, setHydrated] = useState(false)
  const [Dialog, setDialog] = useState<Dialog | undefined>(undefined)
  const [open, setOpen] = useState(false)
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
      >
        {children}
      </Link>
      {Dialog ? (
        <Dialog
          key={locale}
          locale={locale}
          open={open}
          onClose={onClose}
          texts={texts}
          classes={classes}
        />
      ) : null}
    </>
  )
}
