import type { AfterErrorHook } from 'payload'

type Detailed = Error & { status?: unknown; data?: unknown }

/**
 * Gives a refused REST request back the details Payload meant it to carry: its message, which
 * field is wrong and why (a ValidationError's `data.errors`), or how long to wait (a throttled
 * sign-in, a spent API budget). In the production build Payload's formatErrors recognises its
 * errors with `instanceof`, which fails across the bundle's copies of the class, and drops `data`
 * (payloadcms/payload#7140; fixed there once, back since payloadcms/payload#16089 returned to
 * `instanceof`; see also payloadcms/payload#10920), and an error whose class name the bundle
 * shortened loses its message too (that name is not given: the bundle minified it). Only client
 * errors (4xx) are completed: a 5xx says nothing more.
 */
export const keepErrorDetails: AfterErrorHook = ({ error, result }) => {
  const { status, data } = error as Detailed
  if (!result || typeof status !== 'number' || status < 400 || status >= 500) return
  const [first, ...rest] = result.errors as Record<string, unknown>[]
  if (!first) return
  const details = data && typeof data === 'object' && !('data' in first) ? { data } : {}
  const message = error.message || first.message
  return {
    response: { ...result, errors: [{ ...first, message, ...details }, ...rest] },
    status,
  }
}
