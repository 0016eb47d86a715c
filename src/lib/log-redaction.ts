/**
 * Database errors carry the values of the failed query: Drizzle's message ends in
 * "params: …" and its error keeps them in `params`. For an insert of a callback request those are
 * the visitor's name, phone and comment, and Payload logs every error it answers with. A log line
 * keeps the query (what failed) without its values.
 */

// Up to the stack's first frame, if any: a comment may span lines.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/
const NOT_LOGGED = '[values not logged]'

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(PARAMS_IN_TEXT, `\nparams: ${NOT_LOGGED}`)
  if (depth > 8 || typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === 'params' && Array.isArray(item) ? NOT_LOGGED : scrub(item, depth + 1)
  }
  return out
}

/**
 * One serialized log line (pino's JSON, newline-terminated) without query values; a line that is
 * not JSON is passed through.
 */
export function withoutQueryValues(line: string): string {
  if (!line.includes('params')) return line
  try {
    const trailing = line.endsWith('\n') ? '\n' : ''
    return JSON.stringify(scrub(JSON.parse(line), 0)) + trailing
  } catch {
    return line
  }
}

/**
 * An error as it may be logged: its name, message, code and stack, each without query values
 * (Error's own properties are not enumerable, so `scrub` alone would drop them).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error, 0)
  const { name, message, stack } = error
  const code = (error as { code?: unknown }).code
  return scrub({ name, message, ...(code === undefined ? {} : { code }), stack }, 0)
}
