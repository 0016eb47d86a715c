import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/config/constants'
import { pluralTemplates } from '@/i18n/plural-templates'
import { paths } from '@/lib/paths'
import { SEARCH_TYPES, type SearchType } from '@/search/types'

import { PopupSearchClient } from './PopupSearch.client'
import styles from './popup-search.module.css'
import type { PopupSearchClasses, PopupSearchTexts } from './popup-search-texts'

/**
 * The header's search link and its popup (SPEC §2 "popup search"). The texts are formatted here
 * and travel as props, as do the class names (the styles load with the page, the dialog later).
 */
export async function PopupSearch({
  locale,
  label,
  children,
}: {
  locale: Locale
  /** The link's accessible name. */
  label: string
  /** What the link shows (icon and word). */
  children: ReactNode
}) {
  const [t, search] = await Promise.all([getTranslations('popupSearch'), getTranslations('search')])
  const texts: PopupSearchTexts = {
    title: t('title'),
    label: t('label'),
    placeholder: t('placeholder'),
    close: t('close'),
    loading: t('loading'),
    hint: t('hint'),
    empty: search('empty'),
    offline: t('offline'),
    error: t('error'),
    searchPage: t('searchPage'),
    all: t('all'),
    results: t('results'),
    keys: t('keys'),
    counts: pluralTemplates(locale, (count) => t('count', { count })),
    types: Object.fromEntries(
      SEARCH_TYPES.map((type) => [type, search(`types.${type}`)]),
    ) as Record<SearchType, string>,
  }
  return (
    <PopupSearchClient
      locale={locale}
      href={paths.search}
      className="tool-link search-link"
      label={label}
      texts={texts}
      classes={styles as PopupSearchClasses}
    >
      {children}
    </PopupSearchClient>
  )
}
