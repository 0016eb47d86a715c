import { escapeXml } from './xml'

/** The newest posts a feed carries. */
export const FEED_ITEMS = 50

export type RssItem = {
  title: string
  link: string
  description?: string | null
  publishedAt: string
  category?: string
}

export type RssChannel = {
  title: string
  link: string
  /** The feed's own address (atom:link rel="self", which validators ask for). */
  self: string
  description: string
  language: string
  items: RssItem[]
}

/** A date as RFC 822 wants it (with a four-digit year, as RFC 1123 and every reader accept). */
export function rfc822(date: string | Date): string {
  return new Date(date).toUTCString()
}

const element = (name: string, text: string, indent: string) =>
  `${indent}<${name}>${escapeXml(text)}</${name}>`

/** An RSS 2.0 document; every text is escaped, so titles with `&` or `<` stay well-formed. */
export function renderRss(channel: RssChannel): string {
  const newest = channel.items[0]?.publishedAt
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.link, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822(item.publishedAt), '      '),
      ...(item.category ? [element('category', item.category, '      ')] : []),
      ...(item.description ? [element('description', item.description, '      ')] : []),
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    element('language', channel.language, '    '),
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822(newest), '    ')] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
