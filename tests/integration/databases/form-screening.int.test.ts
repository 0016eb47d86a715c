/**
 * The spam screening of the site's three public forms (a callback request, an event registration,
 * an alerts subscription) on a real database, through the functions every door of each form calls:
 * a forged or too early form token, the honeypot, the limit per person, and the single use of a
 * visitor's form. Each case comes from an address of its own, so only the limit it tests counts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

const DAY_MS = 24 * 60 * 60 * 1000

describe('form screening: callback, event registration, alerts subscription', () => {
  let payload: Payload
  let dataDir: string
  let callback: typeof import('@/callback/submit')
  let registration: typeof import('@/registration/submit')
  let alerts: typeof import('@/alerts/subscription')
  let token: (kind: 'page' | 'visitor', ageMs?: number) => string
  let eventId: number
  let address = 0
  /** A client address no other case has used: its own budget per address. */
  const context = () => ({ payload, clientIp: `10.0.0.${++address}` })

  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
    callback = await import('@/callback/submit')
    registration = await import('@/registration/submit')
    alerts = await import('@/alerts/subscription')
    const { issueFormToken } = await import('@/callback/form-token')
    const { resolvePayloadSecret } = await import('@/config/env')
    token = (kind, ageMs = 10_000) =>
      issueFormToken(resolvePayloadSecret(), Date.now() - ageMs, kind)
    const event = await payload.create({
      collection: 'posts',
      locale: 'ru',
      data: {
        title: 'Семинар о банкротстве',
        type: 'event',
        publishedAt: new Date().toISOString(),
        event: {
          startsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
          endsAt: new Date(Date.now() + 30 * DAY_MS + 2 * 60 * 60 * 1000).toISOString(),
          place: 'Москва',
          registration: { enabled: true },
        },
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    eventId = event.id
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  const count = async (collection: 'callback-requests' | 'event-registrations' | 'subscribers') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs

  /** Each form's submission for one person, with a form token of the given kind. */
  const doors = [
    {
      name: 'callback request',
      collection: 'callback-requests' as const,
      taken: 'sent',
      takesOnce: true,
      submit: (person: number, formToken: string, website = '') =>
        callback.submitCallback(
          {
            name: 'Анна Петрова',
            phone: `+7912345${String(person).padStart(4, '0')}`,
            comment: '',
            agreement: true,
            locale: 'ru',
            formToken,
            website,
          },
          context(),
        ),
    },
    {
      name: 'event registration',
      collection: 'event-registrations' as const,
      taken: 'registered',
      takesOnce: true,
      submit: (person: number, formToken: string, website = '') =>
        registration.submitRegistration(
          {
            event: eventId,
            name: 'Анна Петрова',
            email: `person${person}@example.com`,
            agreement: true,
            locale: 'ru',
            formToken,
            website,
          },
          context(),
        ),
    },
    {
      name: 'alerts subscription',
      collection: 'subscribers' as const,
      taken: 'sent',
      // The limit per address bounds the mails a subscription form sends; its token may be reused.
      takesOnce: false,
      submit: (person: number, formToken: string, website = '') =>
        alerts.subscribe(
          {
            email: `person${person}@example.com`,
            practices: [],
            kinds: ['news'],
            language: 'ru',
            agreement: true,
            locale: 'ru',
            formToken,
            website,
          },
          context(),
        ),
    },
  ]

  let person = 0
  describe.each(doors)('$name', (door) => {
    it('refuses a forged, an outdated and a too early form token, storing nothing', async () => {
      const before = await count(door.collection)
      const forged = `${token('visitor').slice(0, -4)}AAAA`
      expect(await door.submit(++person, forged)).toEqual({ kind: 'expired' })
      expect(await door.submit(++person, token('visitor', 5 * 60 * 60 * 1000))).toEqual({
        kind: 'expired',
      })
      expect(await door.submit(++person, token('visitor', 0))).toEqual({ kind: 'too-fast' })
      expect(await count(door.collection)).toBe(before)
    })

    it('tells a bot that filled the honeypot what a person is told, and sends it nothing', async () => {
      const jobs = () => payload.count({ collection: 'payload-jobs', overrideAccess: true })
      const before = (await jobs()).totalDocs
      const outcome = await door.submit(++person, token('visitor'), 'https://spam.example')
      expect(outcome).toEqual({ kind: door.taken })
      expect((await jobs()).totalDocs).toBe(before)
    })

    it('takes three submissions of one person, then asks them to wait', async () => {
      const one = ++person
      for (let i = 0; i < 3; i++) {
        // Each event registration of one address is one place: the limit counts the attempts.
        const outcome = await door.submit(one, token('visitor'))
        expect(outcome.kind).not.toBe('rate-limited')
      }
      const fourth = await door.submit(one, token('visitor'))
      expect(fourth.kind).toBe('rate-limited')
      expect((fourth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    })

    it(
      door.takesOnce
        ? "takes a visitor's form once and the page's form again and again"
        : 'takes a form again with the same token',
      async () => {
        const visitor = token('visitor')
        expect(await door.submit(++person, visitor)).toEqual({ kind: door.taken })
        expect(await door.submit(++person, visitor)).toEqual(
          door.takesOnce ? { kind: 'expired' } : { kind: door.taken },
        )
        const page = token('page')
        expect(await door.submit(++person, page)).toEqual({ kind: door.taken })
        expect(await door.submit(++person, page)).toEqual({ kind: door.taken })
      },
    )
  })
})
