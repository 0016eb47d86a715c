import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react'

import { isOutside, resultAfterArrow } from './popup-dialog-keys'

/**
 * The popup's modal dialog: shown and closed with `open`, the field focused (and its query
 * selected) on each opening (`opening` counts them), arrow keys between the field and the results, Tab kept inside, a click on
 * the backdrop or Escape closes. `onOpen` runs each time it opens, `onClosed` each time it has
 * closed.
 */
export function usePopupDialog(
  open: boolean,
  opening: number,
  onOpen: () => void,
  onClosed: () => void,
) {
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening shows a closed dialog again
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      field.current?.focus()
      // Typing replaces the last query; arrows keep it.
      field.current?.select()
      onOpen()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, opening, onOpen])

  const close = () => dialog.current?.close()

  // The `close` event comes in a task of its own after the dialog closed. A click in between
  // (Escape, then Enter at once, on a busy browser) has opened it again: that late event is old news.
  const onDialogClose = () => {
    if (!dialog.current?.open) onClosed()
  }

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = links()[0]
      if (first) {
        event.preventDefault()
        first.focus()
      }
    } else if (event.key === 'Escape') {
      // Chromium's search field would only clear itself on the first Escape.
      event.preventDefault()
      close()
    }
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links()
    const at = all.indexOf(event.target as HTMLAnchorElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      ;(resultAfterArrow(all, at, event.key) ?? field.current)?.focus()
    } else if (
      event.key.length === 1 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      event.key !== ' '
    ) {
      // Typing on a result goes on typing in the field.
      field.current?.focus()
    }
  }

  // Tab goes round inside the dialog (WAI-ARIA modal dialog pattern); native modal dialogs let it
  // leave for the browser's toolbar, and the page under the dialog is inert anyway.
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('a[href], button, input'),
    ].filter((element) => element.checkVisibility())
    const first = focusable[0]
    const last = focusable.at(-1)
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first
    if (wrapTo) {
      event.preventDefault()
      wrapTo.focus()
    }
  }

  // A click on the backdrop (outside the panel) closes, as on most modal dialogs.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const element = dialog.current
    if (!element || event.target !== element) return
    if (isOutside(element.getBoundingClientRect(), event.clientX, event.clientY)) close()
  }

  // What the <dialog> element takes, spread onto it.
  const dialogProps = {
    ref: dialog,
    onClose: onDialogClose,
    onClick: onDialogClick,
    onKeyDown: onDialogKey,
  }
  return { dialogProps, field, list, close, onFieldKey, onListKey }
}
