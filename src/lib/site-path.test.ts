import { describe, expect, it } from 'vitest'

import { isSitePath } from './site-path'

describe('isSitePath', () => {
  it('accepts paths of the site', () => {
    for (const path of [
      '/',
      '/contacts',
      '/practices/3/arbitrazh',
      '/news?type=event',
      '/team#a',
    ]) {
      expect(isSitePath(path), path).toBe(true)
    }
  })
  it('refuses other hosts, schemes, spaces and the language prefix', () => {
    for (const path of [
      '',
      'contacts',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/con tacts',
      '/en/contacts',
      '/en',
    ]) {
      expect(isSitePath(path), path).toBe(false)
    }
  })
})
