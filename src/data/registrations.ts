import 'server-only'

import { registrationsTag } from '@/config/cache-tags'
import { registeredCount } from '@/registration/submit'

import { cached } from './cache'
import { payloadClient } from './payload'

/** Places an event's registrations hold: expired by every registration stored or changed. */
export const getRegisteredCount = cached(
  'registered-count',
  async (eventId: number): Promise<number> => registeredCount(await payloadClient(), eventId),
  (eventId) => [registrationsTag(eventId)],
)
