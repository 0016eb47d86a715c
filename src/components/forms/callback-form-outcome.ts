import { type CallbackFormTexts, FIELDS, type Problems } from './callback-form-fields'
import type { SendResult } from './callback-mutations'

/** What the form shows after a request that was not stored, and whether it asks for a new token. */
export type Refusal = {
  /** The fields' messages: shown with the summary when any field has one. */
  problems?: Problems
  /** The line above the button, when no field is to blame. */
  alert?: string
  /** `now`: the token is no longer valid; `if-failed`: only if the last ask for one failed. */
  renew: 'now' | 'if-failed' | 'no'
}

/** The form's answer to a request the server did not store (see useCallbackForm's `send`). */
export function refusalOf(
  result: Exclude<SendResult, { kind: 'sent' }>,
  texts: Pick<CallbackFormTexts, 'failure' | 'renewed'>,
): Refusal {
  switch (result.kind) {
    case 'invalid': {
      const problems: Problems = {}
      for (const field of FIELDS) problems[field] = result.fields[field]
      // Shown only when no field is to blame (the page, which the visitor cannot fix, or none).
      return { problems, alert: result.fields.page ?? texts.failure, renew: 'no' }
    }
    case 'expired':
      // The server no longer knows this form's token (a new secret): a fresh one makes it whole.
      return { alert: texts.renewed, renew: 'now' }
    case 'failed':
      return { alert: texts.failure, renew: 'if-failed' }
    default:
      return { alert: result.message, renew: 'if-failed' }
  }
}
