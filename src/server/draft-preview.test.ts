import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'

import { publicCsp } from '@/security/headers'
import { framableBySelf, isDraftPreview } from './draft-preview'

const request = (cookie?: string) => ({ headers: { cookie } }) as unknown as IncomingMessage

describe('draft preview answers', () => {
  it("are told by Next's draft-mode cookie alone", () => {
    expect(isDraftPreview(request('a=1; __prerender_bypass=abc'))).toBe(true)
    expect(isDraftPreview(request('__prerender_bypass=abc'))).toBe(true)
    expect(isDraftPreview(request('x__prerender_bypass=abc'))).toBe(false)
    expect(isDraftPreview(request())).toBe(false)
  })

  it('may be framed by the site itself, never by another', () => {
    const csp = framableBySelf(publicCsp())
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain("frame-ancestors 'none'")
  })
})
