import { describe, expect, it } from 'vitest'

import { alertChoiceSchema, alertFieldErrors, alertSubscriptionSchema } from './schema'

const valid = {
  email: '  Anna.Petrova@Example.RU ',
  practices: ['3', '3', '5'],
  kinds: ['news', 'event'],
  language: 'en',
  agreement: true,
  locale: 'ru',
  formToken: 'token',
}

describe('the subscription schema', () => {
  it('normalises the address and removes repeated choices', () => {
    const parsed = alertSubscriptionSchema.parse(valid)
    expect(parsed.email).toBe('anna.petrova@example.ru')
    expect(parsed.practices).toEqual([3, 5])
    expect(parsed.kinds).toEqual(['news', 'event'])
    expect(parsed.website).toBe('')
  })

  it('gives each wrong field its own catalogue key', () => {
    const result = alertSubscriptionSchema.safeParse({
      ...valid,
      email: 'not an address',
      practices: ['x'],
      kinds: [],
      language: 'de',
      agreement: false,
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(alertFieldErrors(result.error)).toEqual({
      email: 'emailInvalid',
      practices: 'practicesInvalid',
      kinds: 'kindsRequired',
      language: 'languageInvalid',
      agreement: 'agreementRequired',
    })
  })

  it('asks for an address when none is typed, and refuses a kind that is not one', () => {
    const result = alertSubscriptionSchema.safeParse({ ...valid, email: ' ', kinds: ['gossip'] })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(alertFieldErrors(result.error)).toEqual({
      email: 'emailRequired',
      kinds: 'kindsRequired',
    })
  })

  it('refuses unknown keys, and a broken hidden field is nobody’s field', () => {
    const result = alertSubscriptionSchema.safeParse({ ...valid, locale: 'xx', admin: true })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(alertFieldErrors(result.error)).toEqual({})
  })

  it('reads a choice without address or consent (the manage page)', () => {
    expect(alertChoiceSchema.parse({ practices: [], kinds: ['news'], language: 'ru' })).toEqual({
      practices: [],
      kinds: ['news'],
      language: 'ru',
    })
  })
})
