/**
 * Drafts, versions, preview and their audit for a collection or a global, in one reusable piece
 * (issue 19, items 3 and 9; docs/preview.md). `withDrafts(Collection, { schedulePublish })` and
 * `withGlobalDrafts(Global)` give a content type:
 * - Payload's drafts and versions (history, diff, restore), optionally scheduled publication;
 * - visitors' reads of published documents only (`publishedOrStaff`);
 * - the admin's live preview (phone and desktop widths) and preview button, both opening the
 *   site's preview route, which checks the staff session and turns Next's draft mode on;
 * - the author of each version (`updatedBy`, read-only) and the publication log.
 */
import type {
  CollectionConfig,
  Field,
  GlobalConfig,
  LivePreviewConfig,
  PayloadRequest,
} from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/config/constants'
import { isLocale } from '@/lib/locale-paths'
import { type Previewable, type PreviewDoc, previewHref } from '@/lib/preview-paths'
import { siteOrigin } from '@/security/origin'

import { isStaff, publishedOrStaff } from '../access'
import { logGlobalPublication, logPublication } from '../hooks/publication-log'
import { recordGlobalVersionAuthor, recordVersionAuthor } from '../hooks/version-author'

/** Drafts and versions in the admin (docs/preview.md; the schedule's queue: ../jobs/index.ts). */
const DRAFTS = {
  /** The schedule drawer's time picker: any minute (Payload offers every 5th), 24-hour clock. */
  schedulePicker: { timeIntervals: 1, timeFormat: 'HH:mm' },
  /** Versions kept per document (the oldest are dropped past this). */
  maxVersionsPerDoc: 50,
  /** The live preview's device widths in the admin (SPEC: phone 390, desktop 1440). */
  breakpoints: [
    { name: 'phone', label: '390 × 844', width: 390, height: 844 },
    { name: 'desktop', label: '1440 × 900', width: 1440, height: 900 },
  ],
} as const

/** Payload's versions config: drafts (saved explicitly, no autosave), history, scheduling. */
export function draftVersions({ schedulePublish = false } = {}) {
  // No autosave: every autosave would be a version and an author line in the history; an editor
  // saves a draft when they want the live preview (and the history) to show it.
  return {
    drafts: { schedulePublish: schedulePublish ? { ...DRAFTS.schedulePicker } : false },
    maxPerDoc: DRAFTS.maxVersionsPerDoc,
  }
}

/** The author of the version (set by a hook from the signed-in staff member, never edited). */
export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  label: { ru: 'Кем изменено', en: 'Changed by' },
  // Staff accounts are nobody else's business: visitors' reads (REST, GraphQL) never see it.
  access: { read: ({ req }) => isStaff(req) },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      ru: 'Автор этой версии; история изменений — во вкладке «Версии»',
      en: 'Author of this version; the history is in the Versions tab',
    },
  },
}

const localeOf = (code: string | undefined): Locale => (isLocale(code) ? code : DEFAULT_LOCALE)

/** The admin's live preview of a content type: the preview route in the edited locale. */
export function livePreviewOf(kind: Previewable): LivePreviewConfig {
  return {
    breakpoints: DRAFTS.breakpoints.map((b) => ({ ...b })),
    url: ({ data, locale, req }) =>
      `${siteOrigin(req.headers)}${previewHref(kind, data as PreviewDoc, localeOf(locale?.code))}`,
  }
}

/** The admin's "preview" button of a content type (a new tab on the real page). */
export function previewLinkOf(kind: Previewable) {
  return (doc: Record<string, unknown>, { locale, req }: { locale: string; req: PayloadRequest }) =>
    `${siteOrigin(req.headers)}${previewHref(kind, doc as PreviewDoc, localeOf(locale))}`
}

/** A public collection with drafts, versions, preview and their audit (see the top). */
export function withDrafts(
  collection: CollectionConfig,
  { schedulePublish = false } = {},
): CollectionConfig {
  const kind = collection.slug as Previewable
  return {
    ...collection,
    access: { ...collection.access, read: publishedOrStaff },
    admin: {
      ...collection.admin,
      livePreview: livePreviewOf(kind),
      preview: previewLinkOf(kind),
    },
    versions: draftVersions({ schedulePublish }),
    fields: [...collection.fields, updatedByField],
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), recordVersionAuthor],
      afterChange: [...(collection.hooks?.afterChange ?? []), logPublication],
    },
  }
}

/**
 * A global with drafts, versions, preview and their audit (the home page). A draft save writes a
 * version only, and the global's own row keeps the published texts, which `draft: false` reads.
 * Visitors read that row alone (`publishedOrStaff`): without it, an anonymous `?draft=true`
 * (REST, GraphQL) would be given the latest draft.
 */
export function withGlobalDrafts(
  global: GlobalConfig,
  { schedulePublish = false } = {},
): GlobalConfig {
  const kind = global.slug as Previewable
  return {
    ...global,
    access: { ...global.access, read: publishedOrStaff },
    admin: { ...global.admin, livePreview: livePreviewOf(kind), preview: previewLinkOf(kind) },
    versions: draftVersions({ schedulePublish }),
    fields: [...global.fields, updatedByField],
    hooks: {
      ...global.hooks,
      beforeChange: [...(global.hooks?.beforeChange ?? []), recordGlobalVersionAuthor],
      afterChange: [...(global.hooks?.afterChange ?? []), logGlobalPublication],
    },
  }
}
