/**
 * Raises live events (GraphQL subscriptions) from content changes: a post that becomes public,
 * a callback request that arrives. Seeding and scripts pass `context.disableRevalidate` and raise
 * none. A failed publish is logged and never fails the write that caused it.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { type LiveEvent, liveBus } from '@/events/bus'

const COMMIT_POLL_MS = 10
/** How long a live event waits for the transaction of the change it announces to commit. */
const COMMIT_WAIT_MS = 60_000

type Sessions = { sessions?: Record<string, unknown> }

/**
 * Resolves once the write's transaction is being committed. After-change hooks run before the
 * commit, and a subscriber reads the document on another connection: told too early, it would not
 * see it. The database adapter drops the transaction from its sessions when the commit starts;
 * the subscriber's read retries briefly for the moment the commit itself takes.
 */
async function transactionEnded(req: PayloadRequest): Promise<void> {
  const id = await req.transactionID
  const sessions = (req.payload.db as Sessions).sessions
  if (id === undefined || id === null || !sessions) return
  const deadline = Date.now() + COMMIT_WAIT_MS
  while (String(id) in sessions && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS))
  }
}

function raise(req: PayloadRequest, event: LiveEvent): void {
  if (req.context?.disableRevalidate) return
  transactionEnded(req)
    .then(() => liveBus().publish(event))
    .catch((error: unknown) =>
      req.payload.logger.warn({ err: error, event }, 'live event not sent'),
    )
}

type Status = { _status?: string | null }

/** A post went from draft (or nothing) to published: once per publication, not per later edit. */
export const announcePublishedPost: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const now = (doc as Status)._status
  const before = (previousDoc as Status | undefined)?._status
  if (now === 'published' && before !== 'published') {
    raise(req, { type: 'post-published', id: doc.id as number })
  }
  return doc
}

export const announceCallbackRequest: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation === 'create') raise(req, { type: 'callback-received', id: doc.id as number })
  return doc
}

/** What an after-change and an after-delete hook both receive of the document. */
export type DocumentHookArgs = {
  doc: { id: number | string }
  collection: { slug: string }
  req: PayloadRequest
}

/**
 * A public document was written or deleted: every instance (this one too, through the bus)
 * expires its cached pages that read it and, for a searchable one, re-reads it as a visitor and
 * updates its search index and content snapshot.
 */
const announceContentChange = ({ doc, collection, req }: DocumentHookArgs) => {
  if (typeof doc.id === 'number') {
    raise(req, { type: 'content-changed', collection: collection.slug, id: doc.id })
  }
  return doc
}

export const announceChangeAfterChange: CollectionAfterChangeHook = announceContentChange
export const announceChangeAfterDelete: CollectionAfterDeleteHook = announceContentChange

/** A public global changed: every instance expires its cached pages that read it. */
export const announceGlobalChange: GlobalAfterChangeHook = ({ doc, global, req }) => {
  raise(req, { type: 'global-changed', global: global.slug })
  return doc
}
