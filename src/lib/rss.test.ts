import { describe, expect, it } from 'vitest'

import { renderRss, rfc822 } from './rss'
import { escapeXml } from './xml'

describe('RSS', () => {
  it('formats dates as RFC 822 (RFC 1123 with a four-digit year), in GMT', () => {
    expect(rfc822('2026-03-05T09:07:00.000Z')).toBe('Thu, 05 Mar 2026 09:07:00 GMT')
  })

  it('escapes markup, entities, quotes and drops characters XML cannot carry', () => {
    expect(escapeXml(`A & B <i>"x"</i> 'y'\u0001`)).toBe(
      'A &amp; B &lt;i&gt;&quot;x&quot;&lt;/i&gt; &apos;y&apos;',
    )
  })

  it('renders the required channel and item elements', () => {
    const xml = renderRss({
      title: 'Press & news',
      link: 'https://example.ru/news',
      self: 'https://example.ru/news/rss.xml',
      description: 'Firm <news>',
      language: 'ru',
      items: [
        {
          title: 'Tax & <law>',
          link: 'https://example.ru/news/7',
          description: 'Summary',
          publishedAt: '2026-01-02T03:04:05.000Z',
          category: 'News',
        },
        { title: 'Second', link: 'https://example.ru/news/6', publishedAt: '2025-12-01T00:00:00Z' },
      ],
    })
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Press &amp; news</title>')
    expect(xml).toContain('<description>Firm &lt;news&gt;</description>')
    expect(xml).toContain('<language>ru</language>')
    expect(xml).toContain(
      '<atom:link href="https://example.ru/news/rss.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<lastBuildDate>Fri, 02 Jan 2026 03:04:05 GMT</lastBuildDate>')
    expect(xml).toContain('<title>Tax &amp; &lt;law&gt;</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://example.ru/news/7</guid>')
    expect(xml).toContain('<pubDate>Mon, 01 Dec 2025 00:00:00 GMT</pubDate>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
    // An item without a summary has no empty description.
    expect(xml.split('<item>')[2]).not.toContain('<description>')
  })
})
