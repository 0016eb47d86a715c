import { afterEach, describe, expect, it, vi } from 'vitest'

import { createApolloClient } from './create-client'
import { type RecordedRequest, scriptedFetch } from './scripted-fetch'
import { afterAuthChange, login, logout } from './session'
import { APOLLO_SETTINGS } from './settings'

afterEach(() => {
  vi.restoreAllMocks()
})

const loginData = {
  login: {
    __typename: 'LoginResult',
    exp: 1,
    user: { __typename: 'User', id: 1, email: 'a@b.c' },
  },
}

/** A client whose server knows every hash and answers login and logout. */
function setup() {
  const server = scriptedFetch((request: RecordedRequest) => ({
    body: {
      data: request.json?.operationName === 'Login' ? loginData : { logout: true },
    },
  }))
  const handle = createApolloClient({
    uri: 'http://site.test/graphql',
    settings: APOLLO_SETTINGS,
    fetch: server.fetch,
  })
  const calls: string[] = []
  const resetStore = vi.spyOn(handle.client, 'resetStore')
  resetStore.mockImplementation(async () => {
    calls.push('resetStore')
    return null
  })
  vi.spyOn(handle, 'restartLive').mockImplementation(() => {
    calls.push('restartLive')
  })
  return { ...server, handle, calls, resetStore }
}

describe('session (SPEC §4)', () => {
  it('after a login: the store is reset, then the live channel restarts', async () => {
    const { handle, calls, requests } = setup()
    const result = await login(handle, 'a@b.c', 'secret')
    expect(result.user.email).toBe('a@b.c')
    expect(requests.map((r) => r.json?.operationName)).toEqual(['Login'])
    expect(requests[0]?.json?.variables).toEqual({ email: 'a@b.c', password: 'secret' })
    expect(calls).toEqual(['resetStore', 'restartLive'])
    handle.dispose()
  })

  it('after a logout too', async () => {
    const { handle, calls, requests } = setup()
    await logout(handle)
    expect(requests.map((r) => r.json?.operationName)).toEqual(['Logout'])
    expect(calls).toEqual(['resetStore', 'restartLive'])
    handle.dispose()
  })

  it('a failed store reset is only logged (SPEC §8), and the channel still restarts', async () => {
    const { handle, calls, resetStore } = setup()
    resetStore.mockRejectedValueOnce(new Error('refetch failed'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(afterAuthChange(handle)).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[1])).toContain('refetch failed')
    expect(calls).toEqual(['restartLive'])
    handle.dispose()
  })

  it('a failed login is the caller’s to show, and changes nothing', async () => {
    const server = scriptedFetch(() => ({
      body: { data: { login: null }, errors: [{ message: 'The email or password is incorrect.' }] },
    }))
    const handle = createApolloClient({
      uri: 'http://site.test/graphql',
      settings: APOLLO_SETTINGS,
      fetch: server.fetch,
    })
    const restart = vi.spyOn(handle, 'restartLive')
    await expect(login(handle, 'a@b.c', 'wrong')).rejects.toThrow(
      'The email or password is incorrect.',
    )
    expect(restart).not.toHaveBeenCalled()
    handle.dispose()
  })
})
