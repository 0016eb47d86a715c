import { MAX_SLUG_LENGTH } from '@/cms/fields/slugify'

/** The largest id the database holds (a 32-bit integer): a larger one is a 404, never a query. */
const MAX_ID = 2_147_483_647
const ID_PATTERN = /^[1-9]\d{0,9}$/
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A route id: digits only, no leading zero, within the database's range; otherwise null (→ 404). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !ID_PATTERN.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}

/** True for a well-formed slug of a sane length (anything else never reaches the database). */
export function isSlug(raw: string | undefined): raw is string {
  return typeof raw === 'string' && raw.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(raw)
}

/** The first value of a search parameter that may be repeated. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
