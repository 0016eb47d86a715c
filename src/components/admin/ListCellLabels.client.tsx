'use client'

import type { ReactNode } from 'react'

import { useListCellLabels } from './use-list-cell-labels'

/** Wraps the admin (`admin.components.providers`) to label its list tables' cells for phones. */
export function ListCellLabels({ children }: { children: ReactNode }) {
  useListCellLabels()
  return children
}
