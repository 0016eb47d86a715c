import Form from 'next/form'
import { getTranslations } from 'next-intl/server'

import type { PostType } from '@/cms/collections/Posts'
import type { Locale } from '@/config/constants'
import { NEWS_QUERY_MAX_LENGTH } from '@/config/constants'
import { localizedHref } from '@/lib/metadata'

import styles from './news.module.css'

/**
 * The press center's search: a GET form that works without JavaScript and, with it, navigates on
 * the client. The chosen type travels along; a new search starts on the first page.
 */
export async function NewsSearch({
  locale,
  type,
  q,
}: {
  locale: Locale
  type: PostType | null
  q: string
}) {
  const t = await getTranslations('news.search')
  return (
    <Form
      action={localizedHref(locale, '/news')}
      scroll={false}
      role="search"
      className={styles.search}
    >
      <label htmlFor="news-q" className="visually-hidden">
        {t('label')}
      </label>
      <input
        // A new query from a link (e.g. "clear the search") shows in the field.
        key={q}
        id="news-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={NEWS_QUERY_MAX_LENGTH}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <button type="submit">{t('submit')}</button>
    </Form>
  )
}
