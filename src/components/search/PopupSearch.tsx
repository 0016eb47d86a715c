import type { ReactNode } from 'react'
import type { Locale } from '@/config/constants'
import { getClientTexts } from '@/i18n/get-client-texts'
import { paths } from '@/lib/paths'

import { PopupSearchClient } from './PopupSearch.client'
import type { PopupSearchClasses, PopupSearchTexts } from './PopupSearchDialog.client'
import styles from './popup-search.module.css'

/**
 * The header's search link and its popup (SPEC §2 "popup search"). The texts are formatted here
 * and travel as props, as do the class names (the styles load with the page, the dialog later).
 */
export async function PopupSearch({
  locale,
  label,
  className = 'tool-link search-link',
  children,
}: {
  locale: Locale
  /** The link's accessible name. */
  label: string
  /** The link's classes (the header's by default; the offline page shows it as a button). */
  className?: string
  /** What the link shows (icon and word). */
  children: ReactNode
}) {
  const [popup, search] = await Promise.all([
    getClientTexts('popupSearch', locale),
    getClientTexts('search', locale),
  ])
  const texts: PopupSearchTexts = { ...popup, ...search }
  return (
    <PopupSearchClient
      locale={locale}
      href={paths.search}
      className={className}
      label={label}
      texts={texts}
      classes={styles as PopupSearchClasses}
    >
      {children}
    </PopupSearchClient>
  )
}
