import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import { DEFAULT_LOCALE } from '@/config/constants'
import { getNavigation } from '@/data/content'
import { isLocale } from '@/i18n/routing'

/**
 * The 404 view inside the site's layout when a page calls `notFound()`. Next sends it with the
 * page's status 404 but renders it in the browser: the HTML of a document request is an error
 * shell with the view in its payload (https://github.com/vercel/next.js/issues/62228). The page's
 * metadata is not rendered then, so the view names its own title (React moves it into the head).
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const [t, meta, navigation] = await Promise.all([
    getTranslations('notFound'),
    getTranslations('meta'),
    getNavigation(locale),
  ])
  return (
    <>
      <title>{`${t('title')} — ${meta('siteName')}`}</title>
      <NotFoundView
        locale={locale}
        sections={(navigation.header ?? []).map(({ href, label }) => ({ href, label }))}
      />
    </>
  )
}
