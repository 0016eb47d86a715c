/**
 * Data step of the migration that gave practices, industry sectors, people and achievements drafts
 * and versions (drafts_preview_audit, both adapters): what was on the site stays on it. Their rows
 * were public before drafts existed, so each is marked published, and gets its first version
 * (Payload's history, the versions view and restore start from it). Kept apart from the generated
 * files so that a regenerated migration can call it again.
 */
import type { Payload, PayloadRequest } from 'payload'

import { withColumnsOfDatabase } from './database-columns'

/** The collections that had no drafts before this migration. */
export const NEWLY_DRAFTED = ['practices', 'industry-sectors', 'people', 'achievements'] as const

/** Tables of those collections, whose `_status` the migration sets to `published`. */
export const NEWLY_DRAFTED_TABLES = ['practices', 'industry_sectors', 'people', 'achievements']

/** Writes the first (published) version of every existing document of those collections. */
export async function createFirstVersions(payload: Payload, req: PayloadRequest): Promise<void> {
  await withColumnsOfDatabase(payload, req, () => writeFirstVersions(payload, req))
}

async function writeFirstVersions(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const collection of NEWLY_DRAFTED) {
    const { docs } = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
      context: { disableRevalidate: true },
      req,
    })
    for (const doc of docs) {
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' } as never,
        autosave: false,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        returning: false,
        req,
      })
    }
  }
}

/**
 * Data step of the migration that gave the home page global drafts and versions (home_drafts,
 * both adapters): its row, which visitors read before, stays what they read (its `_status` is set
 * to `published` by the migration) and gets its first version. A database that never saved the
 * global has no row: visitors keep reading the defaults, and there is no version to write.
 */
export async function createFirstHomeVersion(payload: Payload, req: PayloadRequest): Promise<void> {
  await withColumnsOfDatabase(payload, req, () => writeFirstHomeVersion(payload, req))
}

async function writeFirstHomeVersion(payload: Payload, req: PayloadRequest): Promise<void> {
  const home = await payload.findGlobal({
    slug: 'home',
    locale: 'all',
    depth: 0,
    draft: false,
    overrideAccess: true,
    context: { disableRevalidate: true },
    req,
  })
  if (!home.updatedAt) return
  await payload.db.createGlobalVersion({
    globalSlug: 'home',
    versionData: { ...home, _status: 'published' } as never,
    autosave: false,
    createdAt: home.createdAt ?? home.updatedAt,
    updatedAt: home.updatedAt,
    returning: false,
    req,
  })
}
