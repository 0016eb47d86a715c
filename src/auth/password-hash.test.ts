import { describe, expect, it } from 'vitest'

import { checkPassword, type Derive, derive, PAYLOAD_HASH } from './password-hash'

/** The real derivation, recording what it was asked to do. */
function counting(): { run: Derive; calls: { iterations: number; keyLength: number }[] } {
  const calls: { iterations: number; keyLength: number }[] = []
  const run: Derive = (password, salt, iterations, keyLength) => {
    calls.push({ iterations, keyLength })
    // A quick stand-in keeps the test fast; the parameters asked for are what is checked.
    return derive(password, salt, 1, keyLength)
  }
  return { run, calls }
}

async function payloadStyleHash(password: string, iterations = 1) {
  const salt = 'a1'.repeat(32)
  const key = await derive(password, salt, iterations, PAYLOAD_HASH.current.keyLength)
  return { salt, hash: `${PAYLOAD_HASH.prefix}${key.toString('hex')}` }
}

describe('checkPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const account = await payloadStyleHash('right-password-123')
    const { run } = counting()
    expect(await checkPassword(account, 'right-password-123', run)).toBe(true)
    expect(await checkPassword(account, 'wrong-password-123', run)).toBe(false)
  })

  it('does the same hash work for an unknown e-mail as for a known account', async () => {
    const known = counting()
    await checkPassword(await payloadStyleHash('x'), 'guess-password-1', known.run)
    const unknown = counting()
    expect(await checkPassword(null, 'guess-password-1', unknown.run)).toBe(false)
    expect(unknown.calls).toEqual(known.calls)
    expect(unknown.calls).toEqual([PAYLOAD_HASH.current])
  })

  it('uses the legacy parameters for a hash without the prefix', async () => {
    const { run, calls } = counting()
    await checkPassword({ salt: 'ab', hash: 'cd'.repeat(512) }, 'guess-password-1', run)
    expect(calls).toEqual([PAYLOAD_HASH.legacy])
  })
})
