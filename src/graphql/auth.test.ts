import { describe, expect, it } from 'vitest'

import { clearedTokenCookie, tokenCookie, tokenFrom } from './auth'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'

describe('token of a request', () => {
  it('reads the bearer header first, then the apollo-token cookie', () => {
    expect(tokenFrom({ authorization: `Bearer ${jwt}` })).toBe(jwt)
    expect(tokenFrom({ authorization: `bearer ${jwt}`, cookie: 'apollo-token=x.y.z' })).toBe(jwt)
    expect(tokenFrom({ cookie: `i18n_redirected=en; apollo-token=${jwt}` })).toBe(jwt)
  })

  it('ignores anything that is not a JWT', () => {
    expect(tokenFrom({ authorization: 'Basic dXNlcjpwYXNz' })).toBeUndefined()
    expect(tokenFrom({ authorization: 'Bearer not-a-token' })).toBeUndefined()
    expect(tokenFrom({ cookie: 'apollo-token=' })).toBeUndefined()
    expect(tokenFrom({ cookie: `apollo-token=${'a'.repeat(5000)}.b.c` })).toBeUndefined()
    expect(tokenFrom({})).toBeUndefined()
  })
})

describe('token cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, at most 7 days, Secure only when asked', () => {
    const in30Days = Math.floor(Date.now() / 1000) + 30 * 24 * 3600
    const cookie = tokenCookie(jwt, in30Days, { secure: true })
    expect(cookie).toContain(`apollo-token=${jwt}`)
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('Max-Age=604800')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Secure')
    expect(tokenCookie(jwt, undefined, { secure: false })).not.toContain('Secure')
  })

  it('lives no longer than the token', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    const maxAge = Number(tokenCookie(jwt, inAnHour, { secure: false }).match(/Max-Age=(\d+)/)?.[1])
    expect(maxAge).toBeGreaterThan(3590)
    expect(maxAge).toBeLessThanOrEqual(3600)
  })

  it('is removed on logout', () => {
    expect(clearedTokenCookie({ secure: false })).toMatch(
      /^apollo-token=; Path=\/; Max-Age=0; HttpOnly/,
    )
  })
})
