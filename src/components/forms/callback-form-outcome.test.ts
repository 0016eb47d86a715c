import { describe, expect, it } from 'vitest'

import { refusalOf } from './callback-form-outcome'

const texts = { failure: 'Failed, try again', renewed: 'Renewed, press Send again' }

describe('refusalOf', () => {
  it('shows the fields the server found wrong, and keeps the token', () => {
    const refusal = refusalOf(
      { kind: 'invalid', fields: { phone: 'Phone?', name: 'Name?' } },
      texts,
    )
    expect(refusal.problems).toEqual({ name: 'Name?', phone: 'Phone?' })
    expect(refusal.renew).toBe('no')
  })

  it('gives the page’s own message, or the general one, when no field is to blame', () => {
    expect(refusalOf({ kind: 'invalid', fields: { page: 'Bad page' } }, texts)).toMatchObject({
      problems: {},
      alert: 'Bad page',
    })
    expect(refusalOf({ kind: 'invalid', fields: { website: 'x' } }, texts).alert).toBe(
      texts.failure,
    )
  })

  it('asks for a new token at once when the old one expired', () => {
    expect(refusalOf({ kind: 'expired', message: 'from the server' }, texts)).toEqual({
      alert: texts.renewed,
      renew: 'now',
    })
  })

  it('says the server’s words for a refusal the visitor can act on, the general ones otherwise', () => {
    for (const kind of ['too-fast', 'rate-limited'] as const) {
      expect(refusalOf({ kind, message: `${kind}!` }, texts)).toEqual({
        alert: `${kind}!`,
        renew: 'if-failed',
      })
    }
    expect(refusalOf({ kind: 'failed' }, texts)).toEqual({
      alert: texts.failure,
      renew: 'if-failed',
    })
  })
})
