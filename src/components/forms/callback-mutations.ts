/**
 * The callback form's two GraphQL calls as plain `fetch` POSTs: Apollo stays out of the contacts
 * page (first-load budget), and the form needs nothing of a client cache.
 */
import { GRAPHQL_PATH, type Locale } from '@/config/constants'

const OPEN_FORM = 'mutation OpenCallbackForm { openCallbackForm }'
const SEND =
  'mutation SendCallbackRequest($input: CallbackRequestInput!) { sendCallbackRequest(input: $input) { sent message } }'

export type CallbackRequestInput = {
  name: string
  phone: string
  comment: string
  agreement: boolean
  locale: Locale
  page: string
  formToken: string
  website: string
}

/** What the form does next; the messages come from the server, in the input's language. */
export type SendResult =
  | { kind: 'sent' }
  /** Field → the server's message for it (`page` too, which the visitor cannot fix). */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'too-fast' | 'expired' | 'rate-limited'; message: string }
  /** Not stored, or no telling: the network, a 5xx, an answer this form does not know. */
  | { kind: 'failed' }

type GraphqlError = {
  message?: unknown
  extensions?: { code?: unknown; fields?: Record<string, { message?: unknown }> }
}
type Answer = {
  status: number
  data?: Record<string, unknown> | null
  errors?: GraphqlError[]
}

async function post(
  operationName: string,
  query: string,
  variables?: object,
): Promise<Answer | undefined> {
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName, query, variables }),
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const body: unknown = await response.json()
    if (!body || typeof body !== 'object') return undefined
    return { status: response.status, ...(body as Omit<Answer, 'status'>) }
  } catch {
    // Offline, refused, or not JSON (a proxy's error page): the same "try again" for the visitor.
    return undefined
  }
}

/** A fresh token for the form being shown; undefined when the server could not be asked. */
export async function openCallbackForm(): Promise<string | undefined> {
  const answer = await post('OpenCallbackForm', OPEN_FORM)
  const token = answer?.data?.openCallbackForm
  return answer?.status === 200 && typeof token === 'string' && token ? token : undefined
}

const REFUSALS = {
  FORM_TOO_FAST: 'too-fast',
  FORM_EXPIRED: 'expired',
  TOO_MANY_REQUESTS: 'rate-limited',
} as const

/** Sends the form; every answer but a stored request or a refusal the visitor can act on is `failed`. */
export async function sendCallbackRequest(input: CallbackRequestInput): Promise<SendResult> {
  const answer = await post('SendCallbackRequest', SEND, { input })
  if (!answer) return { kind: 'failed' }
  const result = answer.data?.sendCallbackRequest as { sent?: unknown } | null | undefined
  if (answer.status === 200 && result?.sent === true && !answer.errors?.length) {
    return { kind: 'sent' }
  }
  const error = answer.errors?.[0]
  const code = error?.extensions?.code
  const message = typeof error?.message === 'string' ? error.message : ''
  if (answer.status === 400 && code === 'BAD_USER_INPUT') {
    const fields: Record<string, string> = {}
    for (const [field, problem] of Object.entries(error?.extensions?.fields ?? {})) {
      if (typeof problem?.message === 'string') fields[field] = problem.message
    }
    if (Object.keys(fields).length > 0) return { kind: 'invalid', fields }
  }
  const refusal =
    typeof code === 'string' && Object.hasOwn(REFUSALS, code)
      ? REFUSALS[code as keyof typeof REFUSALS]
      : undefined
  const expected = refusal === 'rate-limited' ? 429 : 400
  if (refusal && answer.status === expected && message) return { kind: refusal, message }
  return { kind: 'failed' }
}
