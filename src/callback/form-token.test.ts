import { describe, expect, it } from 'vitest'

import { checkFormToken, FORM_TOKEN, formTokenKind, issueFormToken, tokenId } from './form-token'

const secret = 'a-test-secret-of-enough-length'
const shown = Date.UTC(2026, 10, 21, 12, 0, 0)

describe('callback form token', () => {
  it('is accepted once the minimum fill time has passed', () => {
    const token = issueFormToken(secret, shown)
    expect(checkFormToken(secret, token, { now: shown + 2500, minFillMs: 2500 })).toBe('ok')
    const maxAgeMs = FORM_TOKEN.maxAgeMs
    expect(checkFormToken(secret, token, { now: shown + maxAgeMs, minFillMs: 2500 })).toBe('ok')
  })

  it('is refused once older than its maximum age (a form kept open for days, a hoarded token)', () => {
    const token = issueFormToken(secret, shown)
    const now = shown + FORM_TOKEN.maxAgeMs + 1
    expect(checkFormToken(secret, token, { now, minFillMs: 2500 })).toBe('invalid')
    expect(checkFormToken(secret, token, { now: shown + 86_400_000 })).toBe('invalid')
    expect(checkFormToken(secret, token, { now, maxAgeMs: FORM_TOKEN.maxAgeMs * 2 })).toBe('ok')
  })

  it("comes in two kinds, a visitor's and a page's, both checked the same way", () => {
    const visitor = issueFormToken(secret, shown)
    const page = issueFormToken(secret, shown, 'page')
    expect(visitor).not.toBe(page)
    expect(formTokenKind(secret, visitor)).toBe('visitor')
    expect(formTokenKind(secret, page)).toBe('page')
    expect(checkFormToken(secret, page, { now: shown + 3000, minFillMs: 2500 })).toBe('ok')
    expect(formTokenKind('another-secret-of-enough-length', page)).toBeNull()
    expect(formTokenKind(secret, 'not-a-token')).toBeNull()
  })

  it('differs for two forms shown in the same millisecond, and both check', () => {
    const [a, b] = [issueFormToken(secret, shown), issueFormToken(secret, shown)]
    expect(a).not.toBe(b)
    expect(tokenId(a)).not.toBe(tokenId(b))
    for (const token of [a, b]) {
      expect(checkFormToken(secret, token, { now: shown + 3000, minFillMs: 2500 })).toBe('ok')
    }
  })

  it('is known by its signature, the key of its single use', () => {
    const token = issueFormToken(secret, shown)
    expect(tokenId(token)).toBe(token.split('.')[1])
    expect(tokenId(issueFormToken(secret, shown + 1))).not.toBe(tokenId(token))
  })

  it('is too fast before it', () => {
    const token = issueFormToken(secret, shown)
    expect(checkFormToken(secret, token, { now: shown, minFillMs: 2500 })).toBe('too-fast')
    expect(checkFormToken(secret, token, { now: shown + 2499, minFillMs: 2500 })).toBe('too-fast')
  })

  it('tolerates a clock slightly ahead (another instance), not a token from the future', () => {
    const token = issueFormToken(secret, shown + 30_000)
    expect(checkFormToken(secret, token, { now: shown, minFillMs: 0 })).toBe('too-fast')
    const far = issueFormToken(secret, shown + 61_000)
    expect(checkFormToken(secret, far, { now: shown, minFillMs: 0 })).toBe('invalid')
  })

  it('refuses a token signed with another secret, a changed time or a changed signature', () => {
    const token = issueFormToken(secret, shown)
    const later = { now: shown + 10_000, minFillMs: 2500 }
    expect(checkFormToken('another-secret-of-enough-length', token, later)).toBe('invalid')
    const [issuedAt = '', signature = ''] = token.split('.')
    // An earlier time under the same signature would skip the fill time.
    const backdated = `${Number(issuedAt) - 5000}.${signature}`
    expect(checkFormToken(secret, backdated, { now: shown + 1000, minFillMs: 2500 })).toBe(
      'invalid',
    )
    const flipped = `${issuedAt}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    expect(checkFormToken(secret, flipped, later)).toBe('invalid')
  })

  it.each([
    '',
    'not-a-token',
    `${shown}`,
    `${shown}.`,
    `${shown}.short`,
    `${shown}.${'x'.repeat(33)}`,
    `1${shown}.${'x'.repeat(32)}`,
    `<script>alert(1)</script>.${'x'.repeat(32)}`,
    `${shown}.${'x'.repeat(31)}\u0000`,
  ])('refuses the malformed token %j', (token) => {
    expect(checkFormToken(secret, token, { now: shown + 10_000, minFillMs: 0 })).toBe('invalid')
  })

  it('gives a different signature for every moment', () => {
    const a = issueFormToken(secret, shown)
    const b = issueFormToken(secret, shown + 1)
    expect(a.split('.')[1]).not.toBe(b.split('.')[1])
    expect(a).toMatch(/^\d{13}\.[\w-]{32}$/)
  })
})
