import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

/** The names of a list's checkboxes, in the admin's language. */
export type CheckboxNames = {
  /** The heading's checkbox ("Выбрать все строки"). */
  all: string
  /** Before a row's title ("Выбрать"). */
  row: string
}

/**
 * Gives every cell of the admin's list tables (and versions tables) its column's name
 * (`data-label`), so that on a phone, where each row is laid out as a card
 * (src/app/(payload)/phone-width.css), a value is shown with the name of what it is
 * ("Статус: Новая") without the heading row above it.
 *
 * And names the list's checkboxes, which Payload 3.90 renders with `aria-label=""`: a screen
 * reader announced "checkbox, not checked" on every row (payloadcms/payload#17376, fixed on
 * Payload's 4.x line only). The heading's reads "Выбрать все строки", a row's "Выбрать: {its
 * title}".
 */
export function labelListCells(root: ParentNode, names: CheckboxNames): void {
  for (const table of root.querySelectorAll<HTMLTableElement>(
    ':is(.collection-list, .versions) .table table',
  )) {
    const headings = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) =>
      (th.querySelector('.sort-column__label') ?? th).textContent?.trim(),
    )
    // The first named column (past the checkboxes and drag handles, which have no name) is the
    // row's link to its document, its title: it goes without a name before it.
    const title = headings.findIndex(Boolean)
    name(table.tHead?.querySelector('.select-all input'), names.all)
    for (const body of Array.from(table.tBodies)) {
      for (const row of Array.from(body.rows)) {
        Array.from(row.cells).forEach((cell, column) => {
          const heading = headings[column]
          if (heading && column !== title && cell.dataset.label !== heading) {
            cell.dataset.label = heading
          }
        })
        const rowTitle = row.cells[title]?.textContent?.trim()
        if (rowTitle) name(row.querySelector('.select-row input'), `${names.row}: ${rowTitle}`)
      }
    }
  }
}

/** Sets a control's accessible name where it differs (no write, so no mutation, otherwise). */
function name(control: Element | null | undefined, text: string): void {
  if (control && control.getAttribute('aria-label') !== text)
    control.setAttribute('aria-label', text)
}

/**
 * Keeps the list tables labelled while the admin renders: a page change, a sort, a filter or a
 * column picked in "Колонки" replaces rows or headings. Once a frame at most.
 */
export function useListCellLabels(): void {
  const { t } = useTranslation()
  const all = t('general:selectAllRows')
  const row = t('general:select')
  useEffect(() => {
    let frame = 0
    const label = () => {
      frame = 0
      labelListCells(document, { all, row })
    }
    // Only added and removed nodes: the labels themselves (attributes) do not call it again.
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(label)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    label()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [all, row])
}
