import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/constants'
import { EXIT_PREVIEW_ROUTE } from '@/lib/preview-paths'
import { RefreshOnSave } from './RefreshOnSave.client'

/**
 * The bar of a staff member's draft preview (docs/preview.md): says the page shows unpublished
 * changes, leads out of the preview, and refreshes the page when the document is saved in the
 * admin's live preview pane.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <section className="preview-bar" aria-label={t('bar')}>
      <p className="preview-bar__text">
        <strong>{t('bar')}</strong> <span className="preview-bar__note">{t('note')}</span>
      </p>
      {/* A plain link: the exit is a route handler, never a page to prefetch. */}
      <a className="preview-bar__exit" href={EXIT_PREVIEW_ROUTE}>
        {t('exit')}
      </a>
      <RefreshOnSave />
    </section>
  )
}
