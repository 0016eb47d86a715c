import { describe, expect, it } from 'vitest'

import { renderSitemap } from './sitemap-xml'

describe('sitemap XML', () => {
  it('lists each address with its hreflang alternates and lastmod', () => {
    const xml = renderSitemap([
      {
        loc: 'https://example.ru/en/team/3/anna',
        alternates: {
          ru: 'https://example.ru/team/3/anna',
          en: 'https://example.ru/en/team/3/anna',
          'x-default': 'https://example.ru/team/3/anna',
        },
        lastModified: '2026-02-03T04:05:06.789Z',
      },
      { loc: 'https://example.ru/?a=1&b=2', alternates: {} },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('<loc>https://example.ru/en/team/3/anna</loc>')
    expect(xml).toContain('<lastmod>2026-02-03T04:05:06.789Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.ru/team/3/anna"/>',
    )
    expect(xml).toContain('<loc>https://example.ru/?a=1&amp;b=2</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(xml.split('<url>')[2]).not.toContain('<lastmod>')
  })
})
