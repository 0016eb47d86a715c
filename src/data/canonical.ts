import { notFound } from 'next/navigation'

import type { Locale } from '@/config/constants'
import { permanentRedirect } from '@/i18n/redirect'

import { isSlug, parseId } from './params'

/** A detail route's id, validated: malformed ids and slugs are the 404 of SPEC §8. */
export function detailId(params: { id: string; slug?: string }): number {
  const id = parseId(params.id)
  if (id === null || (params.slug !== undefined && !isSlug(params.slug))) notFound()
  return id
}

/** Sends a wrong or missing slug to the document's canonical path (permanent redirect). */
export function ensureCanonicalSlug(
  requested: string | undefined,
  doc: { slug?: string | null },
  canonicalPath: string,
  locale: Locale,
  query = '',
): void {
  if (doc.slug && requested !== doc.slug) permanentRedirect({ href: canonicalPath + query, locale })
}
