import { describe, expect, it } from 'vitest'

import { robotsTxt } from './robots'

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and the APIs and names the sitemap', () => {
    const lines = robotsTxt('https://example.ru/sitemap.xml').split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/api', '/graphql', '/_content']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).not.toContain('Disallow: /')
    expect(lines).toContain('Sitemap: https://example.ru/sitemap.xml')
  })
})
