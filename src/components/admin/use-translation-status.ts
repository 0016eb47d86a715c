import { useConfig, useDocumentInfo, useFormProcessing, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** What the notice knows: still reading, the missing fields' labels, or that the check failed. */
export type TranslationState =
  | { kind: 'loading' }
  | { kind: 'ready'; missing: string[] }
  | { kind: 'failed' }

/** The query of /api/translation-status for the document or global of the edit view. */
export function statusQuery(info: {
  collectionSlug?: string
  globalSlug?: string
  id?: number | string
}): string | null {
  if (info.globalSlug) return `global=${encodeURIComponent(info.globalSlug)}`
  if (info.collectionSlug && info.id !== undefined && info.id !== null) {
    return `collection=${encodeURIComponent(info.collectionSlug)}&id=${encodeURIComponent(String(info.id))}`
  }
  return null
}

/**
 * The localized fields of the open document that lack English, asked of the server when the view
 * opens and again once each save is done (the form stops processing), never while typing. The
 * labels come in the admin's language, which the API request alone would not know (it has no
 * language cookie until the staff member picks one, and the browser's may be English).
 */
export function useTranslationStatus(): TranslationState | null {
  const { config } = useConfig()
  const info = useDocumentInfo()
  const query = statusQuery(info)
  const processing = useFormProcessing()
  const { i18n } = useTranslation()
  const language = i18n.language
  const [state, setState] = useState<TranslationState>({ kind: 'loading' })

  useEffect(() => {
    if (!query || processing) return
    const controller = new AbortController()
    const lang = `lang=${encodeURIComponent(language)}`
    fetch(`${config.serverURL}${config.routes.api}/translation-status?${query}&${lang}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { missing: string[] }
        setState({ kind: 'ready', missing: body.missing })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [config.serverURL, config.routes.api, query, processing, language])

  return query ? state : null
}
