import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { PAGE_CACHE } from '@/config/constants'

import { limitSharedCaching, PAGE_CACHE_CONTROL, pageCacheControl } from './page-cache-control'

describe('page Cache-Control for shared caches', () => {
  it('replaces the ISR headers Next writes on pages', () => {
    expect(pageCacheControl('s-maxage=31536000')).toBe(PAGE_CACHE_CONTROL)
    expect(pageCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(
      PAGE_CACHE_CONTROL,
    )
    expect(PAGE_CACHE_CONTROL).toContain(`s-maxage=${PAGE_CACHE.sMaxAgeSeconds},`)
    expect(PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, /)
  })

  it('keeps every other header as it is', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      undefined,
    ]) {
      expect(pageCacheControl(value)).toBe(value)
    }
  })

  it('rewrites the header when the head is written, implicitly too', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()))
    limitSharedCaching(res)
    res.setHeader('cache-control', 's-maxage=31536000')
    res.writeHead(200)
    expect(res.getHeader('cache-control')).toBe(PAGE_CACHE_CONTROL)
  })
})
