import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { defaultAdminToRussian } from './admin-language'
import type { ServerRequest } from './request-steps'

/** The Cookie header Next gets for a request to `path` that came with `cookie`. */
function cookieAfter(path: string, cookie?: string): string | undefined {
  const req = { headers: cookie === undefined ? {} : { cookie } } as IncomingMessage
  const result = defaultAdminToRussian({ req, path } as ServerRequest)
  expect(result).toBe('next')
  return req.headers.cookie
}

describe('the admin’s default language', () => {
  it('is Russian for an admin request that names none, whatever else it carries', () => {
    expect(cookieAfter('/admin')).toBe('collegium-lng=ru')
    expect(cookieAfter('/admin/collections/posts', 'collegium-token=abc')).toBe(
      'collegium-token=abc; collegium-lng=ru',
    )
  })

  it('leaves a chosen language alone', () => {
    expect(cookieAfter('/admin/account', 'a=1; collegium-lng=en')).toBe('a=1; collegium-lng=en')
    expect(cookieAfter('/admin', 'collegium-lng=ru')).toBe('collegium-lng=ru')
  })

  it('replaces a language the admin does not have', () => {
    expect(cookieAfter('/admin', 'collegium-lng=de; b=2')).toBe('b=2; collegium-lng=ru')
  })

  it('touches nothing outside the admin: the API answers in the language a client asks for', () => {
    expect(cookieAfter('/api/posts')).toBeUndefined()
    expect(cookieAfter('/administration', 'x=1')).toBe('x=1')
    expect(cookieAfter('/en/news')).toBeUndefined()
  })
})
