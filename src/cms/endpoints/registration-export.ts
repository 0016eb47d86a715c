/** GET /api/event-registrations/export.csv: the registrations' columns (see csv-export.ts). */
import type { EventRegistration } from '@/config/payload-types'

import type { CsvValue } from './csv'
import { csvExportEndpoint } from './csv-export'

export const REGISTRATION_CSV_COLUMNS = [
  'id',
  'createdAt',
  'event',
  'name',
  'email',
  'company',
  'position',
  'phone',
  'question',
  'registrationStatus',
  'locale',
  'consentAgreed',
  'consentAt',
  'policyVersion',
] as const

type Row = Pick<EventRegistration, 'id' | 'createdAt'> & Partial<EventRegistration>

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/** One registration's fields in the order of REGISTRATION_CSV_COLUMNS. */
export function registrationRecord(doc: Row): CsvValue[] {
  const event = typeof doc.event === 'object' && doc.event ? doc.event.id : doc.event
  return [
    doc.id,
    iso(doc.createdAt),
    event,
    doc.name,
    doc.email,
    doc.company,
    doc.position,
    doc.phone,
    doc.question,
    doc.status,
    doc.locale,
    doc.consent?.agreed ?? null,
    iso(doc.consent?.at),
    doc.consent?.policyVersion,
  ]
}

export const exportEventRegistrations = csvExportEndpoint<Row>({
  collection: 'event-registrations',
  columns: REGISTRATION_CSV_COLUMNS,
  record: registrationRecord,
  filename: (now) => `event-registrations-${now.toISOString().slice(0, 10)}.csv`,
})
