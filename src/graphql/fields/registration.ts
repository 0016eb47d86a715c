/**
 * An event's registration form over GraphQL, answered as `sendCallbackRequest` is: the outcome's
 * message in the page's language, refusals as errors with a code and an HTTP status. The form's
 * token is the callback form's (`openCallbackForm`).
 */
import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql'

import { LOCALES, type Locale } from '@/config/constants'
import { clientIpFrom } from '@/lib/client-ip'
import { registrationMessage, registrationTranslator } from '@/registration/messages'
import type { RegistrationErrorKey } from '@/registration/schema'
import { type RegistrationOutcome, submitRegistration } from '@/registration/submit'

import type { GraphqlContext } from '../context'
import { formRefusal, refusal } from './callback'

const RegistrationLocale = new GraphQLEnumType({
  name: 'RegistrationLocale',
  values: Object.fromEntries(LOCALES.map((locale) => [locale, { value: locale }])),
})

const EventRegistrationInput = new GraphQLInputObjectType({
  name: 'EventRegistrationInput',
  description: "An event's registration form; fields the event does not ask are ignored.",
  fields: {
    event: { type: new GraphQLNonNull(GraphQLInt), description: "The event post's id" },
    name: { type: new GraphQLNonNull(GraphQLString) },
    email: { type: new GraphQLNonNull(GraphQLString) },
    company: { type: GraphQLString },
    position: { type: GraphQLString },
    phone: { type: GraphQLString },
    question: { type: GraphQLString },
    agreement: { type: new GraphQLNonNull(GraphQLBoolean) },
    locale: { type: new GraphQLNonNull(RegistrationLocale) },
    formToken: { type: new GraphQLNonNull(GraphQLString) },
    website: { type: GraphQLString, description: 'Leave empty' },
  },
})

const EventRegistrationResult = new GraphQLObjectType({
  name: 'EventRegistrationResult',
  fields: {
    status: { type: new GraphQLNonNull(GraphQLString), description: 'registered or waiting' },
    message: { type: new GraphQLNonNull(GraphQLString) },
  },
})

function answer(outcome: RegistrationOutcome, locale: Locale) {
  const message = registrationMessage(outcome, locale)
  switch (outcome.kind) {
    case 'registered':
    case 'waiting':
      return { status: outcome.kind, message }
    case 'already':
      throw refusal('ALREADY_REGISTERED', message, 409)
    case 'closed':
      throw refusal('REGISTRATION_CLOSED', message, 409)
    default: {
      const t = registrationTranslator(locale)
      throw formRefusal(outcome, message, (key) => t(`errors.${key as RegistrationErrorKey}`))
    }
  }
}

export const registerForEventMutation: GraphQLFieldConfig<
  unknown,
  GraphqlContext,
  { input: Record<string, unknown> & { locale: Locale } }
> = {
  type: new GraphQLNonNull(EventRegistrationResult),
  description: 'Registers for an event. Stored before it answers; the confirmation goes by e-mail.',
  args: { input: { type: new GraphQLNonNull(EventRegistrationInput) } },
  async resolve(_source, { input }, { req }) {
    const raw = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
    let outcome: RegistrationOutcome
    try {
      outcome = await submitRegistration(raw, {
        payload: req.payload,
        clientIp: clientIpFrom(req.headers),
      })
    } catch (error) {
      req.payload.logger.error({ err: error }, 'event registration could not be stored')
      throw refusal(
        'SERVICE_UNAVAILABLE',
        registrationMessage({ kind: 'failed' }, input.locale),
        503,
      )
    }
    return answer(outcome, input.locale)
  },
}
