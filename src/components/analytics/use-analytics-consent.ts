/**
 * The visitor's analytics decision, one store for the page: the banner, the footer's and privacy
 * page's "Cookie settings" buttons and the Metrika loader read it. It starts from the cookie;
 * a decision is stored by the server first (the firm's proof), then in the cookie.
 */
import { useSyncExternalStore } from 'react'

import { readStoredConsent, storeConsent } from '@/browser/consent-cookie'
import { forgetMetrika } from '@/browser/metrika'
import type { Locale } from '@/config/constants'
import {
  ANALYTICS_CONSENT,
  type ConsentDecision,
  currentDecision,
  type StoredConsent,
} from '@/lib/analytics-consent'

export type ConsentState = {
  /** The decision that holds, or undefined: none yet (or one given to an older text). */
  decision: ConsentDecision | undefined
  /** Whether the banner shows: no decision yet, or the visitor asked to change it. */
  open: boolean
  /** The button that opened the banner (focus returns there), or null when it opened by itself. */
  opener: HTMLElement | null
  stored: StoredConsent | undefined
}

/** Before hydration (and on the server) nothing is known: no banner, no Metrika. */
const UNKNOWN: ConsentState = { decision: undefined, open: false, opener: null, stored: undefined }

let state: ConsentState | undefined
const listeners = new Set<() => void>()

function snapshot(): ConsentState {
  if (!state) {
    const stored = readStoredConsent()
    const decision = currentDecision(stored)
    state = { decision, open: decision === undefined, opener: null, stored }
  }
  return state
}

function update(next: Partial<ConsentState>): void {
  state = { ...snapshot(), ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current decision and whether the banner shows. */
export function useAnalyticsConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => UNKNOWN)
}

/** Shows the banner again, to change the decision ("Cookie settings"). */
export function openConsentSettings(opener: HTMLElement | null): void {
  update({ open: true, opener })
}

/** Hides the banner opened from the settings, keeping the decision as it was. */
export function closeConsentSettings(): void {
  if (snapshot().decision !== undefined) update({ open: false })
}

/**
 * Stores a decision: on the server (which answers with the consent id), then in the cookie.
 * Returns false when the server did not store it (the banner stays and says so). Withdrawing
 * consent removes what Metrika stored and reloads the page, so that the Metrika already running on
 * it stops at once.
 */
export async function saveDecision(decision: ConsentDecision, locale: Locale): Promise<boolean> {
  const before = snapshot()
  let consentId: string
  try {
    const response = await fetch(ANALYTICS_CONSENT.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The server keeps the consent id of the visitor's earlier decision (its cookie goes along).
      body: JSON.stringify({ decision, locale, textVersion: ANALYTICS_CONSENT.textVersion }),
    })
    if (!response.ok) return false
    consentId = ((await response.json()) as { consentId: string }).consentId
  } catch {
    return false
  }
  const stored = { decision, consentId, textVersion: ANALYTICS_CONSENT.textVersion }
  storeConsent(stored)
  if (before.decision === 'granted' && decision === 'denied') {
    forgetMetrika()
    window.location.reload()
    return true
  }
  update({ decision, stored, open: false })
  return true
}
