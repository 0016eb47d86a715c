import 'server-only'

import type { Where } from 'payload'

import { loadPayloadCode, payloadClient } from './payload'

/** How long /readyz waits for the database before answering 503. */
const READY_CHECK_TIMEOUT_MS = 2_000

/**
 * Resolves when the database answers a trivial query within the time limit; rejects otherwise.
 * Loading Payload's code (a second or two on a fresh server) is not the database's time.
 */
export async function pingDatabase(timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<void> {
  await loadPayloadCode()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([
      (async () => {
        const payload = await payloadClient()
        const db = payload.db as unknown as {
          execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
          drizzle: unknown
        }
        await db.execute({ drizzle: db.drizzle, raw: 'select 1' })
      })(),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** What the metrics count in the database when scraped: the jobs queue and failed callback mail. */
export async function queueCounts(): Promise<{
  jobs: { waiting: number; failed: number }
  callbackMails: { retrying: number; failed: number }
}> {
  const payload = await payloadClient()
  const count = async (collection: 'payload-jobs' | 'callback-requests', where: Where) =>
    (await payload.count({ collection, where })).totalDocs
  const [waiting, failed, retrying, mailsFailed] = await Promise.all([
    count('payload-jobs', {
      completedAt: { exists: false },
      hasError: { not_equals: true },
    }),
    count('payload-jobs', { hasError: { equals: true } }),
    count('callback-requests', {
      notification: { equals: 'pending' },
      notificationAttempts: { greater_than: 0 },
    }),
    count('callback-requests', { notification: { equals: 'failed' } }),
  ])
  return { jobs: { waiting, failed }, callbackMails: { retrying, failed: mailsFailed } }
}
