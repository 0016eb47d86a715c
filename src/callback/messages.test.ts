import { describe, expect, it } from 'vitest'

import { outcomeMessage } from './messages'

describe('callback outcome messages', () => {
  it('are the SPEC texts in English and their Russian versions', () => {
    expect(outcomeMessage({ kind: 'sent' }, 'en')).toBe('Your message is sent')
    expect(outcomeMessage({ kind: 'failed' }, 'en')).toBe(
      'Failed to send a message, please try once again.',
    )
    expect(outcomeMessage({ kind: 'sent' }, 'ru')).toBe('Ваше сообщение отправлено')
    expect(outcomeMessage({ kind: 'failed' }, 'ru')).toMatch(/^Не удалось отправить сообщение/)
  })

  it('say how long to wait, in whole minutes, with the right plural', () => {
    expect(outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: 30 }, 'en')).toMatch(
      /1 minute\./,
    )
    expect(outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: 590 }, 'en')).toMatch(
      /10 minutes\./,
    )
    expect(outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: 120 }, 'ru')).toMatch(
      /2 минуты\./,
    )
    expect(outcomeMessage({ kind: 'rate-limited', retryAfterSeconds: 300 }, 'ru')).toMatch(
      /5 минут\./,
    )
  })

  it('count the fields to fix', () => {
    const invalid = {
      kind: 'invalid',
      errors: { name: 'nameRequired', phone: 'phoneInvalid' },
    } as const
    expect(outcomeMessage(invalid, 'en')).toBe('2 fields need your attention:')
    expect(outcomeMessage(invalid, 'ru')).toBe('2 поля требуют внимания:')
  })
})
