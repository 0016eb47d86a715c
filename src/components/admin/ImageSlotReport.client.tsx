'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'
import { slotsTooSmallFor } from '@/lib/image-slots'

import styles from './admin.module.css'
import { SlotWarning } from './SlotWarning.client'
import { useEditedImageDimensions } from './use-image-dimensions'

/**
 * In the media edit view: the places of the site the image is too small for (as soon as a file
 * is chosen, before it is saved), or that it fits them all; and where to set the focal point.
 */
export function ImageSlotReport() {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const image = useEditedImageDimensions()
  if (!image?.width || !image.height || image.mimeType === 'image/svg+xml') return null
  const shortfalls = slotsTooSmallFor(image)
  return (
    <div className={styles.slotReport}>
      {shortfalls.length > 0 ? (
        <SlotWarning shortfalls={shortfalls} />
      ) : (
        <p>{t('collegium:imageSlotFitsAll', { width: image.width, height: image.height })}</p>
      )}
      <p className={styles.slotHint}>{t('collegium:imageSlotFocalHint')}</p>
    </div>
  )
}
