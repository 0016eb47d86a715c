import type { CollectionAfterErrorHook } from 'payload'

type Detailed = Error & { status?: unknown; data?: unknown }

/**
 * Gives a refused REST request back the details Payload meant it to carry: which field is wrong
 * and why (a ValidationError's `data.errors`), or how long to wait (a throttled sign-in). In the
 * production build Payload's formatErrors recognises its errors with `instanceof`, which fails
 * across the bundle's copies of the class, and drops `data` (payloadcms/payload#7140; fixed there
 * once, back since payloadcms/payload#16089 returned to `instanceof`; see also
 * payloadcms/payload#10920). Only client errors (4xx) are completed: a 5xx says nothing more.
 */
export const keepErrorDetails: CollectionAfterErrorHook = ({ error, result }) => {
  const { status, data } = error as Detailed
  if (!result || typeof status !== 'number' || status < 400 || status >= 500) return
  if (!data || typeof data !== 'object') return
  const [first, ...rest] = result.errors as Record<string, unknown>[]
  if (!first || 'data' in first) return
  return {
    response: { ...result, errors: [{ ...first, name: error.name, data }, ...rest] },
    status,
  }
}
