/**
 * SPEC §4 "Login token: stored in a cookie on login and removed on logout. After either, the client
 * data store is reset and live-connection operations are restarted." The server's `login` and
 * `logout` mutations set and clear the (HttpOnly) cookie; this module does the client's part.
 */
import type { ApolloHandle } from './core'
import { LOGIN, LOGOUT, type LoginResult } from './operations'

/**
 * Resets the store (active queries refetch with the new rights) and restarts the live channel
 * (subscriptions come back with the new token). SPEC §8: a failed store reset is only logged.
 */
export async function afterAuthChange(handle: ApolloHandle): Promise<void> {
  try {
    await handle.client.resetStore()
  } catch (error) {
    console.error('Apollo store reset after a login or logout failed', error)
  }
  handle.restartLive()
}

/** Signs in; the login's own failure (wrong password…) is the caller's to show. */
export async function login(
  handle: ApolloHandle,
  email: string,
  password: string,
): Promise<LoginResult['login']> {
  const { data } = await handle.client.mutate({ mutation: LOGIN, variables: { email, password } })
  if (!data) throw new Error('The login mutation returned no data')
  await afterAuthChange(handle)
  return data.login
}

/** Signs out: the server clears the cookie, then the store and the live channel follow. */
export async function logout(handle: ApolloHandle): Promise<void> {
  await handle.client.mutate({ mutation: LOGOUT })
  await afterAuthChange(handle)
}
