'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'

import styles from './admin.module.css'
import { useTranslationStatus } from './use-translation-status'

/**
 * At the top of every edit view with localized fields: which of them have Russian and no English
 * (the English site shows Russian there). Silent when all is translated or the document is new.
 */
export function TranslationStatus() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const state = useTranslationStatus()
  if (!state || state.kind === 'loading') return null
  if (state.kind === 'failed') {
    return (
      <p className={styles.translationStatus} role="status">
        {t('collegium:translationStatus:unavailable')}
      </p>
    )
  }
  if (state.missing.length === 0) return null
  return (
    <section
      className={styles.translationStatus}
      aria-label={t('collegium:translationStatus:label')}
      data-translation-status
    >
      <p className={styles.translationStatusTitle}>
        {t('collegium:translationStatus:missing', { fields: state.missing.join(', ') })}
      </p>
      <p>{t('collegium:translationStatus:missingHint')}</p>
    </section>
  )
}
