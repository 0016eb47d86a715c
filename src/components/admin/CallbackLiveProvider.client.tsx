'use client'

import { toast, useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { type ReactNode, useEffect, useRef } from 'react'
import { userHasRole } from '@/cms/access'
import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'
import styles from './admin.module.css'
import { requestHref } from './callback-admin-links'
import { followCallbacks, liveUrl, type ReceivedCallback } from './callback-feed'

/** How long the "new request" toast stays: long enough to notice while busy with something else. */
const TOAST_MS = 20_000

type Translate = ReturnType<typeof useTranslation<AdminTranslations, AdminTranslationKey>>['t']

/**
 * Wraps the admin (`admin.components.providers`): while someone with the inbox role is signed in,
 * every callback request that arrives shows a toast with a link to it. The toast container is a polite live
 * region (Payload's sonner), so screen readers announce it without interrupting.
 */
export function CallbackLiveProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  // The feed lives across renders; its toasts use the texts of the admin's current language.
  const translate = useRef<Translate>(t)
  useEffect(() => {
    translate.current = t
  }, [t])

  // The server refuses the feed to anyone else, so they do not ask for it.
  const userId = userHasRole(user, 'inbox') ? user?.id : undefined
  const { admin } = config.routes
  useEffect(() => {
    // Signed out (the login page, or after logging out), or no inbox role: no feed.
    if (userId === undefined) return
    return followCallbacks({
      url: liveUrl(window.location),
      onReceived: (callback) =>
        announce(callback, requestHref(admin, callback.id), translate.current),
    })
  }, [userId, admin])

  return children
}

function announce(callback: ReceivedCallback, href: string, t: Translate) {
  const { name, phone } = callback
  toast.info(
    // Text nodes only: a name with markup in it shows as typed.
    <span className={styles.toast}>
      {t('collegium:newRequest', { name, phone })}{' '}
      <Link href={href}>{t('collegium:openRequest')}</Link>
    </span>,
    { id: `callback-request-${callback.id}`, duration: TOAST_MS },
  )
}
