/**
 * The callback form over GraphQL: `openCallbackForm` hands the form its token when it is shown,
 * `sendCallbackRequest` submits it. Refusals are errors with a code, the visitor's message in their
 * language, and an HTTP status (400, 429 with Retry-After, 503).
 */
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  type GraphQLFieldConfig,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql'
import { issueFormToken } from '@/callback/form-token'
import { callbackTranslator, type FormRefusal, outcomeMessage } from '@/callback/messages'
import type { CallbackErrorKey } from '@/callback/schema'
import { type CallbackOutcome, submitCallback } from '@/callback/submit'
import { LOCALES, type Locale } from '@/config/constants'
import { resolvePayloadSecret } from '@/config/env'
import { clientIpFrom } from '@/lib/client-ip'

import type { GraphqlContext } from '../context'

const CallbackLocale = new GraphQLEnumType({
  name: 'CallbackLocale',
  values: Object.fromEntries(LOCALES.map((locale) => [locale, { value: locale }])),
})

const CallbackRequestInput = new GraphQLInputObjectType({
  name: 'CallbackRequestInput',
  description: 'The callback form. Bounds and formats are checked by the server (and the form).',
  fields: {
    name: { type: new GraphQLNonNull(GraphQLString) },
    phone: { type: new GraphQLNonNull(GraphQLString), description: 'International, e.g. +7…' },
    comment: { type: GraphQLString },
    agreement: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: 'Agreement to the privacy policy: must be true',
    },
    locale: { type: new GraphQLNonNull(CallbackLocale) },
    page: { type: GraphQLString, description: 'Path of the page the form was sent from' },
    formToken: {
      type: new GraphQLNonNull(GraphQLString),
      description: 'What openCallbackForm returned when the form was shown',
    },
    website: { type: GraphQLString, description: 'Leave empty' },
  },
})

const CallbackRequestResult = new GraphQLObjectType({
  name: 'CallbackRequestResult',
  fields: {
    sent: { type: new GraphQLNonNull(GraphQLBoolean) },
    message: { type: new GraphQLNonNull(GraphQLString) },
  },
})

type Input = Record<string, unknown> & { locale: Locale }

/** A refusal (of either form): the code a client acts on, the visitor's message, the response's HTTP status. */
export function refusal(
  code: string,
  message: string,
  status: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, ...extra, http: { status, headers } },
  })
}

/** A form's refusal as an error: `fieldMessage` gives each wrong field's text from its key. */
export function formRefusal(
  outcome: FormRefusal,
  message: string,
  fieldMessage: (key: string) => string,
): GraphQLError {
  switch (outcome.kind) {
    case 'invalid': {
      const fields = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, key = '']) => [
          field,
          { key, message: fieldMessage(key) },
        ]),
      )
      return refusal('BAD_USER_INPUT', message, 400, { fields })
    }
    case 'too-fast':
      return refusal('FORM_TOO_FAST', message, 400)
    case 'expired':
      return refusal('FORM_EXPIRED', message, 400)
    case 'rate-limited':
      return refusal(
        'TOO_MANY_REQUESTS',
        message,
        429,
        { retryAfterSeconds: outcome.retryAfterSeconds },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      )
  }
}

function answer(outcome: CallbackOutcome, locale: Locale) {
  const message = outcomeMessage(outcome, locale)
  if (outcome.kind === 'sent') return { sent: true, message }
  const t = callbackTranslator(locale)
  throw formRefusal(outcome, message, (key) => t(`errors.${key as CallbackErrorKey}`))
}

export const sendCallbackRequestMutation: GraphQLFieldConfig<
  unknown,
  GraphqlContext,
  { input: Input }
> = {
  type: new GraphQLNonNull(CallbackRequestResult),
  description:
    'Sends the callback form. The request is stored before `sent: true` is answered; the firm is notified by e-mail.',
  args: { input: { type: new GraphQLNonNull(CallbackRequestInput) } },
  async resolve(_source, { input }, context) {
    const { req } = context
    // GraphQL leaves absent optional fields out and gives explicit nulls: both mean "empty".
    const raw = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
    let outcome: CallbackOutcome
    try {
      outcome = await submitCallback(raw, {
        payload: req.payload,
        clientIp: clientIpFrom(req.headers),
      })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'callback request could not be stored')
      throw refusal('SERVICE_UNAVAILABLE', outcomeMessage({ kind: 'failed' }, input.locale), 503)
    }
    return answer(outcome, input.locale)
  },
}

export const openCallbackFormMutation: GraphQLFieldConfig<unknown, GraphqlContext> = {
  type: new GraphQLNonNull(GraphQLString),
  description:
    'The token of a callback form shown now: send it with the form (a mutation, so never cached).',
  resolve: () => issueFormToken(resolvePayloadSecret()),
}
