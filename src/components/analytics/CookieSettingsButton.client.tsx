'use client'

import { openConsentSettings } from './use-analytics-consent'

/** "Cookie settings": opens the consent banner again, to change the decision. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-controls="analytics-consent"
      onClick={(event) => openConsentSettings(event.currentTarget)}
    >
      {label}
    </button>
  )
}
