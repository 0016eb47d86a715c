import type { Locale } from '@/config/constants'
import { APOLLO_SETTINGS } from '@/graphql-client/settings'
import { getClientTexts } from '@/i18n/get-client-texts'
import type { PostType } from '@/lib/post-types'
import { LiveNewsClient } from './LiveNews.client'
import styles from './live-news.module.css'

/**
 * The press center's "N new publications" banner. What the browser needs is prepared here, on the
 * server, and travels as props, not as code: the texts formatted (no message formatter in the
 * browser, see src/i18n/plural-templates.ts), the client's settings (see src/graphql-client/settings.ts) and the
 * class names (the styles load with the page, not with the lazily loaded feed). The banner loads
 * Apollo and the live channel only once the page is idle.
 */
export async function LiveNews({ locale, type }: { locale: Locale; type: PostType | null }) {
  const { live } = await getClientTexts('news', locale)
  return (
    <LiveNewsClient
      // Another type filter is another list: its count starts afresh.
      key={type ?? 'all'}
      locale={locale}
      type={type}
      texts={live}
      settings={APOLLO_SETTINGS}
      classes={{ live: styles.live, status: styles.status, show: `button ${styles.show}` }}
    />
  )
}
