/** GET /api/callback-requests/export.csv: the callback requests' columns (see csv-export.ts). */
import type { CallbackRequest } from '@/config/payload-types'

import type { CsvValue } from './csv'
import { csvExportEndpoint } from './csv-export'

export const CSV_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'phone',
  'comment',
  'status',
  'notification',
  'locale',
  'page',
  'consentAgreed',
  'consentAt',
  'policyVersion',
] as const

type Row = Pick<CallbackRequest, 'id' | 'createdAt'> & Partial<CallbackRequest>

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** One request's fields in the order of CSV_COLUMNS. */
export function csvRecord(doc: Row): CsvValue[] {
  return [
    doc.id,
    iso(doc.createdAt),
    doc.name,
    doc.phone,
    doc.comment,
    doc.status,
    doc.notification,
    doc.locale,
    doc.page,
    doc.consent?.agreed ?? null,
    iso(doc.consent?.at),
    doc.consent?.policyVersion,
  ]
}

export function exportFilename(now: Date): string {
  return `callback-requests-${now.toISOString().slice(0, 10)}.csv`
}

export const exportCallbackRequests = csvExportEndpoint<Row>({
  collection: 'callback-requests',
  columns: CSV_COLUMNS,
  record: csvRecord,
  filename: exportFilename,
})
