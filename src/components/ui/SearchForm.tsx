import Form from 'next/form'

import type { Locale } from '@/config/constants'
import { localizedHref } from '@/lib/page-metadata'
import { SEARCH } from '@/search/query'

import styles from './list-toolbar.module.css'

/**
 * A search box as a GET form: works without JavaScript and, with it, navigates on the client.
 * `keep` travels along as hidden fields (the chosen type); a new search starts on the first page.
 */
export function SearchForm({
  locale,
  path,
  id,
  q,
  keep = {},
  texts,
}: {
  locale: Locale
  /** The page searched, without the language prefix. */
  path: string
  id: string
  q: string
  keep?: Record<string, string | null | undefined>
  texts: { label: string; placeholder: string; submit: string }
}) {
  return (
    <Form
      action={localizedHref(locale, path)}
      // Next would prefetch the form's page as soon as the form is seen, as it did for the site's
      // links (src/i18n/IntentLink.client.tsx): a request and main-thread work during hydration for a
      // search that is mostly never made. The search itself still navigates on the client.
      prefetch={false}
      scroll={false}
      role="search"
      className={styles.search}
    >
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        // A new query from a link (e.g. "clear the search") shows in the field.
        key={q}
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={SEARCH.maxQueryLength}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <button type="submit">{texts.submit}</button>
    </Form>
  )
}
