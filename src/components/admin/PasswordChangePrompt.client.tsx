'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'
import type { AdminTranslationKey, AdminTranslations } from '@/cms/admin/translations'
import { mustChangePassword } from '@/lib/password-mark'
import styles from './admin.module.css'

/**
 * Wraps the admin (`admin.components.providers`): an account that must change its generated
 * password is taken to its account view, wherever it goes, and told above every page what to do.
 * The server refuses it everything else anyway (src/auth/password-change.ts); this says why.
 */
export function PasswordChangePrompt({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const pathname = usePathname()
  const router = useRouter()
  const marked = mustChangePassword(user)
  const { admin } = config.routes
  const { account, logout, inactivity } = config.admin.routes
  const accountPath = `${admin}${account}`
  // Signing out stays possible.
  const allowed = [accountPath, `${admin}${logout}`, `${admin}${inactivity}`].includes(pathname)
  useEffect(() => {
    if (marked && !allowed) router.replace(accountPath)
  }, [marked, allowed, accountPath, router])

  return (
    <>
      {marked ? (
        <div className={styles.passwordPrompt} role="alert">
          <strong>{t('collegium:passwordChangeTitle')}</strong> {t('collegium:passwordChangeSteps')}
        </div>
      ) : null}
      {children}
    </>
  )
}
