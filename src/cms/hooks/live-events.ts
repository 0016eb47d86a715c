/**
 * Raises live events (GraphQL subscriptions) from content changes: a post that becomes public,
 * a callback request that arrives. Seeding and scripts pass `context.disableRevalidate` and raise
 * none. A failed publish is logged and never fails the write that caused it.
 */
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { type LiveEvent, liveBus } from '@/graphql/bus'

const COMMIT_POLL_MS = 10
const COMMIT_WAIT_MS = 60_000

/**
 * Resolves once the write's transaction has ended. After-change hooks run before the commit, and
 * a subscriber reads the document on another connection: told too early, it would not see it.
 * Payload removes `req.transactionID` once the commit (or rollback) is done.
 */
function transactionEnded(req: PayloadRequest): Promise<void> {
  const deadline = Date.now() + COMMIT_WAIT_MS
  return new Promise((resolve) => {
    const check = () => {
      if (!req.transactionID || Date.now() > deadline) resolve()
      else setTimeout(check, COMMIT_POLL_MS).unref()
    }
    check()
  })
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
