import type { Locale } from '@/config/constants'
import { localizedHref } from './page-metadata'
import { CMS_PAGE_ROUTES, paths } from './paths'

/** The collections and globals an editor can preview as a draft on the real page. */
export const PREVIEWABLE = [
  'posts',
  'pages',
  'practices',
  'industry-sectors',
  'people',
  'achievements',
  'vacancies',
  'home',
] as const

export type Previewable = (typeof PREVIEWABLE)[number]

/** Whether a value names a previewable collection or global. */
export function isPreviewable(value: unknown): value is Previewable {
  return typeof value === 'string' && (PREVIEWABLE as readonly string[]).includes(value)
}

/** What the public path of a document depends on. */
export type PreviewDoc = { id?: number | string | null; key?: string | null }

/** Where the preview route lives, and where it is left (`/api` is outside the locale proxy). */
export const PREVIEW_ROUTE = '/api/preview'
export const EXIT_PREVIEW_ROUTE = '/api/exit-preview'

/**
 * The public path (without language prefix) that shows a document, or null when no page shows it
 * on its own. Detail pages are reached by id (the page redirects to its canonical slug). A CMS page
 * is shown at its key's route; the collegium's sections (`collegium-*`) on /collegium.
 */
export function documentPath(kind: Previewable, doc: PreviewDoc): string | null {
  const id = Number(doc.id)
  const hasId = Number.isSafeInteger(id) && id > 0
  switch (kind) {
    case 'home':
      return paths.home
    case 'achievements':
      return paths.achievements
    case 'vacancies':
      return paths.careers
    case 'posts':
      return hasId ? paths.post({ id }) : null
    case 'practices':
      return hasId ? paths.practice({ id }) : null
    case 'industry-sectors':
      return hasId ? paths.sector({ id }) : null
    case 'people':
      return hasId ? paths.person({ id }) : null
    case 'pages': {
      const key = doc.key ?? ''
      if ((CMS_PAGE_ROUTES as readonly string[]).includes(key)) return `/${key}`
      if (key.startsWith('collegium-')) return paths.collegium
      return null
    }
  }
}

/** The path of a document in a language, with its language prefix (`/en/news/5`). */
export function localizedDocumentPath(
  kind: Previewable,
  doc: PreviewDoc,
  locale: Locale,
): string | null {
  const path = documentPath(kind, doc)
  return path === null ? null : localizedHref(locale, path)
}

/**
 * The preview route's address for a document: it checks the staff session, turns draft mode on and
 * redirects to the document's page. Ids only, never a secret: the session is the credential.
 */
export function previewHref(kind: Previewable, doc: PreviewDoc, locale: Locale): string {
  const query = new URLSearchParams({ kind, locale })
  if (doc.id !== undefined && doc.id !== null) query.set('id', String(doc.id))
  return `${PREVIEW_ROUTE}?${query}`
}
