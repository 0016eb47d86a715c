'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'
import styles from './admin.module.css'
import { exportHref } from './callback-admin-links'

/**
 * "Export CSV" above the list of what visitors send (callback requests, event registrations: the
 * config's `clientProps` names the collection). Built from the list's current URL, so the file
 * holds what the list shows (every page of it): Payload rewrites the URL on each filter or search.
 */
export function ExportCsvButton({ collection }: { collection?: string }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const { config } = useConfig()
  const listQuery = useSearchParams()
  return (
    <div className={styles.exportBar}>
      <Button
        el="anchor"
        url={exportHref(config.routes.api, new URLSearchParams(listQuery), collection)}
        buttonStyle="secondary"
        size="small"
        margin={false}
        extraButtonProps={{ title: t('collegium:exportCsvTitle'), download: '' }}
      >
        {t('collegium:exportCsv')}
      </Button>
    </div>
  )
}
