import { type RefObject, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/config/constants'
import type { ConsentDecision } from '@/lib/analytics-consent'

import { closeConsentSettings, saveDecision, useAnalyticsConsent } from './use-analytics-consent'

/**
 * The banner's state: shown or not, saving, failed. Opened from a settings button, it takes the
 * focus (its heading) and gives it back to that button when it closes; opened by itself on a first
 * visit, it leaves the focus where it is.
 */
export function useConsentBanner(locale: Locale): {
  open: boolean
  saving: boolean
  failed: boolean
  heading: RefObject<HTMLHeadingElement | null>
  decide: (decision: ConsentDecision) => void
  onKeyDown: (event: { key: string }) => void
} {
  const { open, opener, decision } = useAnalyticsConsent()
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open && !wasOpen.current && opener) heading.current?.focus()
    if (!open && wasOpen.current) {
      if (opener?.isConnected) opener.focus()
      else if (!document.activeElement || document.activeElement === document.body) {
        // The button pressed is gone with the banner: the page's content takes the focus.
        document.getElementById('main')?.focus({ preventScroll: true })
      }
    }
    wasOpen.current = open
  }, [open, opener])

  const decide = (choice: ConsentDecision) => {
    if (saving) return
    setSaving(true)
    setFailed(false)
    void saveDecision(choice, locale).then((saved) => {
      setSaving(false)
      setFailed(!saved)
    })
  }

  // Escape closes the banner only when a decision already holds (opened from the settings).
  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Escape' && decision !== undefined) closeConsentSettings()
  }

  return { open, saving, failed, heading, decide, onKeyDown }
}
