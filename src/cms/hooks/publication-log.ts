import type {
  CollectionAfterChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  TypeWithID,
} from 'payload'
import { labelTexts } from '@/cms/admin/label-texts'
import type { Previewable } from '@/lib/preview-paths'

/** What an editor did to the public site. */
export const PUBLICATION_ACTIONS = ['published', 'unpublished'] as const
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number]

export const PUBLICATION_LOG = 'publication-log'

type Status = { _status?: string | null }

/**
 * The action of a write, or null for a draft save: a write that leaves the document published is
 * a publication (a first one or new texts), one that takes a published document back to a draft
 * is an unpublication only if the document itself became a draft (`stored`): saving a draft over a
 * published document leaves the published one in place, and Payload gives the hook the same pair.
 */
export function publicationAction(
  before: string | null | undefined,
  after: string | null | undefined,
  stored: string | null | undefined,
): PublicationAction | null {
  if (after === 'published') return 'published'
  if (before === 'published' && after === 'draft' && stored === 'draft') return 'unpublished'
  return null
}

async function record(
  req: PayloadRequest,
  entry: { target: Previewable; documentId?: number; title: string; action: PublicationAction },
): Promise<void> {
  const user = req.user && req.user.collection === 'users' ? req.user : null
  await req.payload.create({
    collection: 'publication-log',
    data: {
      ...entry,
      title: entry.title.slice(0, 300),
      user: user?.id ?? null,
      userEmail: (user as { email?: string } | null)?.email ?? null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** Records who published or unpublished a document (seeding and migrations are not recorded). */
export const logPublication: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  req,
}) => {
  if (req.context?.disableRevalidate) return doc
  const before = (previousDoc as Status | undefined)?._status
  const after = (doc as Status)._status
  let stored: string | null | undefined = after
  if (before === 'published' && after === 'draft') {
    const row = (await req.payload.db.findOne({
      collection: collection.slug,
      where: { id: { equals: doc.id } },
      req,
    })) as (TypeWithID & Status) | null
    stored = row?._status
  }
  const action = publicationAction(before, after, stored)
  if (!action) return doc
  const titleField = collection.admin?.useAsTitle ?? 'id'
  await record(req, {
    target: collection.slug as Previewable,
    documentId: Number(doc.id),
    title: String(doc[titleField] ?? doc.id),
    action,
  })
  return doc
}

/** The same for a global (the home page). */
export const logGlobalPublication: GlobalAfterChangeHook = async ({
  doc,
  global,
  previousDoc,
  req,
}) => {
  if (req.context?.disableRevalidate) return doc
  const before = (previousDoc as Status | undefined)?._status
  const after = (doc as Status)._status
  // A draft save writes a version only and leaves the published global in place; an unpublication
  // is the global's own row becoming a draft, as for a document.
  let stored: string | null | undefined = after
  if (before === 'published' && after === 'draft') {
    const row = (await req.payload.db.findGlobal({ slug: global.slug, req })) as Status | null
    stored = row?._status
  }
  const action = publicationAction(before, after, stored)
  if (!action) return doc
  // One line per editor's save: the home global's first save also writes the other languages'
  // defaults, a nested save in the same request (src/cms/globals/Home.ts).
  const logged = `publicationLogged:${global.slug}`
  if (req.context?.[logged]) return doc
  req.context = { ...req.context, [logged]: true }
  const title = labelTexts(global.label)?.ru ?? global.slug
  await record(req, { target: global.slug as Previewable, title, action })
  return doc
}
