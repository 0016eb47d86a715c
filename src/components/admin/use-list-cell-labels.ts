import { useEffect } from 'react'

/**
 * Gives every cell of the admin's list tables (and versions tables) its column's name
 * (`data-label`), so that on a phone, where each row is laid out as a card
 * (src/app/(payload)/phone-width.css), a value is shown with the name of what it is
 * ("Статус: Новая") without the heading row above it.
 */
export function labelListCells(root: ParentNode): void {
  for (const table of root.querySelectorAll<HTMLTableElement>(
    ':is(.collection-list, .versions) .table table',
  )) {
    const headings = Array.from(table.tHead?.rows[0]?.cells ?? [], (th) =>
      (th.querySelector('.sort-column__label') ?? th).textContent?.trim(),
    )
    // The first named column (past the checkboxes and drag handles, which have no name) is the
    // row's link to its document, its title: it goes without a name before it.
    const title = headings.findIndex(Boolean)
    for (const body of Array.from(table.tBodies)) {
      for (const row of Array.from(body.rows)) {
        Array.from(row.cells).forEach((cell, column) => {
          const name = headings[column]
          if (name && column !== title && cell.dataset.label !== name) cell.dataset.label = name
        })
      }
    }
  }
}

/**
 * Keeps the list tables' cells labelled while the admin renders: a page change, a sort, a filter
 * or a column picked in "Колонки" replaces rows or headings. Once a frame at most.
 */
export function useListCellLabels(): void {
  useEffect(() => {
    let frame = 0
    const label = () => {
      frame = 0
      labelListCells(document)
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
  }, [])
}
