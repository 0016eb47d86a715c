/**
 * GET /api/<collection>/export.csv for what visitors send (callback requests, event
 * registrations): the rows the inbox role sees in the admin list, as a CSV file. The query is the
 * list's own (`where[…]` and `search` in the URL, parsed by Payload into `req.query`), so the
 * export follows the active filters and search. Every page, newest first.
 */
import {
  APIError,
  type CollectionSlug,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type TypedUser,
  type Where,
} from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { type AdminTexts, adminTexts } from '@/cms/admin/translations'

import { hasInbox } from '../access'
import { CSV_BOM, type CsvValue, csvRow } from './csv'

/** Rows read per database query: memory stays flat however many there are. */
const EXPORT_BATCH_SIZE = 500

/** What the export reads of every row: the rest is the collection's own. */
export type Row = { id: number; createdAt: string } & Record<string, unknown>

/** The rows after `last` in newest-first order (createdAt, then id, both descending). */
function olderThan(last: Row): Where {
  return {
    or: [
      { createdAt: { less_than: last.createdAt } },
      { and: [{ createdAt: { equals: last.createdAt } }, { id: { less_than: last.id } }] },
    ],
  }
}

export type ReadBatch = (where: Where | undefined, limit: number) => Promise<Row[]>

/** Reads a batch of `collection` as `user` may see it (Payload's access rules apply), newest first. */
export function batchReader(
  payload: Payload,
  user: TypedUser,
  collection: CollectionSlug = 'callback-requests',
): ReadBatch {
  return async (where, limit) => {
    const result = await payload.find({
      collection,
      where,
      sort: ['-createdAt', '-id'],
      limit,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return result.docs as unknown as Row[]
  }
}

/**
 * All matching requests in batches, newest first. Each batch continues after the last row of the
 * one before (keyset, not page numbers): a request arriving or deleted during the export neither
 * repeats nor skips a row.
 */
export async function* newestFirst(
  read: ReadBatch,
  filter: Where | undefined,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Where | undefined
  for (;;) {
    const parts = [filter, after].filter((w): w is Where => Boolean(w))
    const where = parts.length > 1 ? { and: parts } : parts[0]
    const rows = await read(where, batchSize)
    if (rows.length > 0) yield rows
    const last = rows.at(-1)
    if (!last || rows.length < batchSize) return
    after = olderThan(last)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `where` as the admin list writes it (`where[status][equals]=new`) or as JSON, like Payload's REST API. */
function whereOf(value: unknown): Where {
  let where = value
  if (typeof value === 'string') {
    try {
      where = JSON.parse(value)
    } catch {
      throw new APIError('The where parameter is not valid JSON', 400, null, true)
    }
  }
  if (where === undefined || where === '') return {}
  if (!isRecord(where)) throw new APIError('The where parameter is not an object', 400, null, true)
  return where as Where
}

/** The admin list's filter: its `where` with its `search` over the list's searchable fields. */
export function listFilter(
  req: PayloadRequest,
  collection: CollectionSlug = 'callback-requests',
): Where | undefined {
  const { where, search } = req.query as { where?: unknown; search?: unknown }
  const merged = mergeListSearchAndWhere({
    collectionConfig: req.payload.collections[collection].config,
    search: typeof search === 'string' ? search : '',
    where: whereOf(where),
  })
  return Object.keys(merged).length > 0 ? merged : undefined
}

/** A collection's CSV export: its columns (headed in the admin's language) and one row's cells. */
export type CsvExport<D> = {
  collection: CollectionSlug
  columns: readonly (keyof AdminTexts['csv'])[]
  record: (doc: D) => CsvValue[]
  filename: (now: Date) => string
}

/** The export endpoint of one collection, for the inbox role only. */
export function csvExportEndpoint<D>(spec: CsvExport<D>): Endpoint {
  const rowsOf = (rows: Row[]) => rows.map((row) => csvRow(spec.record(row as D))).join('')
  return {
    path: '/export.csv',
    method: 'get',
    async handler(req) {
      if (!req.user) {
        return Response.json(
          { errors: [{ message: req.t('error:unauthorized') }] },
          { status: 401, headers: { 'cache-control': 'no-store' } },
        )
      }
      // Said before any read: the collection's own rule (inboxOnly) would refuse the first batch too.
      if (!hasInbox(req)) {
        return Response.json(
          { errors: [{ message: req.t('error:notAllowedToPerformAction') }] },
          { status: 403, headers: { 'cache-control': 'no-store' } },
        )
      }
      const batches = newestFirst(
        batchReader(req.payload, req.user, spec.collection),
        listFilter(req, spec.collection),
      )
      // The first batch is read before answering: a filter Payload refuses (an unknown field, a
      // field the user may not query) becomes its 400 answer, not a broken download.
      const first = await batches.next()
      const texts = adminTexts(req.i18n.language).csv
      const chunks = (async function* () {
        yield CSV_BOM + csvRow(spec.columns.map((column) => texts[column]))
        if (first.done) return
        yield rowsOf(first.value)
        for await (const rows of batches) yield rowsOf(rows)
      })()
      const encoder = new TextEncoder()
      // Pulled batch by batch as the client reads: a slow download holds one batch, not the table.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await chunks.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(next.value))
        },
        async cancel() {
          await chunks.return(undefined)
        },
      })
      return new Response(body, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${spec.filename(new Date())}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      })
    },
  }
}
