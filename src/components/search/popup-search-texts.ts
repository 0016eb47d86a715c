import type { PluralTemplates } from '@/i18n/plural-templates'
import type { SearchType } from '@/search/types'

/**
 * Everything the popup says, formatted on the server (client code has no message formatter, see
 * src/i18n/client-code.test.ts); the result count as plural templates picked in the browser.
 */
export type PopupSearchTexts = {
  title: string
  label: string
  placeholder: string
  close: string
  loading: string
  hint: string
  empty: string
  offline: string
  error: string
  searchPage: string
  all: string
  results: string
  keys: string
  counts: PluralTemplates
  types: Record<SearchType, string>
}

/** The class names of popup-search.module.css, passed from the server so the styles load with the page. */
export type PopupSearchClasses = Record<
  | 'dialog'
  | 'head'
  | 'title'
  | 'close'
  | 'form'
  | 'field'
  | 'status'
  | 'spinner'
  | 'results'
  | 'result'
  | 'kind'
  | 'resultTitle'
  | 'excerpt'
  | 'foot'
  | 'all'
  | 'keys',
  string
>
