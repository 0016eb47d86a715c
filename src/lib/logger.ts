/**
 * The server's one logger: a JSON line per event on stdout (pino), read by a log collector; on a
 * terminal the same lines are printed pretty. Payload logs through it too (src/cms/payload.config.ts),
 * and every line loses the database's query values on its way out (log-redaction.ts).
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { loggableError, withoutQueryValues } from './log-redaction'

/** A logger writing to `destination`: stdout, pretty when a person reads it on a terminal. */
export function createLogger(destination?: DestinationStream): Logger {
  const out =
    destination ??
    (process.stdout?.isTTY
      ? prettyStream({ colorize: true, translateTime: 'SYS:HH:MM:ss', destination: 1, sync: true })
      : pino.destination({ dest: 1, sync: true }))
  return pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: withoutQueryValues },
    },
    out,
  )
}

export const logger: Logger = createLogger()

/** Logs `message` as an error, with `error`'s name, message, code and stack (no query values). */
export function logError(message: string, error?: unknown): void {
  logger.error(error === undefined ? {} : { err: loggableError(error) }, message)
}
