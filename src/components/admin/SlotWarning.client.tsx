'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'
import type { SlotShortfall } from '@/lib/image-slots'

import styles from './admin.module.css'

/** The visible warning that an image is smaller than one or more places of the site need. */
export function SlotWarning({ shortfalls }: { shortfalls: SlotShortfall[] }) {
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [first] = shortfalls
  if (!first) return null
  const name = (s: SlotShortfall) => t(`collegium:imageSlot_${s.slot}` as const)
  return (
    <div className={styles.slotWarning} role="status" data-testid="image-slot-warning">
      <p className={styles.slotWarningTitle}>{t('collegium:imageSlotWarningTitle')}</p>
      {shortfalls.length === 1 ? (
        <p>{t('collegium:imageSlotTooSmall', { ...first, slot: name(first) })}</p>
      ) : (
        <>
          <p>{t('collegium:imageSlotTooSmallFor', { width: first.width, height: first.height })}</p>
          <ul>
            {shortfalls.map((s) => (
              <li key={s.slot}>{t('collegium:imageSlotNeeds', { ...s, slot: name(s) })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
