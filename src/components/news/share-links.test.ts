import { describe, expect, it } from 'vitest'

import { shareLinks } from './share-links'

const url = 'https://example.test/en/news/12?x=1&y=2'
const title = 'Sanctions & disputes: “one year on” #2'

describe('shareLinks', () => {
  const links = Object.fromEntries(shareLinks(url, title).map((l) => [l.network, l.href]))

  it('offers Telegram, VK, WhatsApp and e-mail in that order', () => {
    expect(shareLinks(url, title).map((l) => l.network)).toEqual([
      'telegram',
      'vk',
      'whatsapp',
      'email',
    ])
  })

  it('puts the encoded URL and title into each service’s own parameters', () => {
    const telegram = new URL(links.telegram!)
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
    expect(telegram.searchParams.get('url')).toBe(url)
    expect(telegram.searchParams.get('text')).toBe(title)
    const vk = new URL(links.vk!)
    expect(vk.origin + vk.pathname).toBe('https://vk.com/share.php')
    expect(vk.searchParams.get('url')).toBe(url)
    expect(vk.searchParams.get('title')).toBe(title)
    const whatsapp = new URL(links.whatsapp!)
    expect(whatsapp.origin).toBe('https://wa.me')
    expect(whatsapp.searchParams.get('text')).toBe(`${title} ${url}`)
  })

  it('encodes the e-mail with %20 for spaces (mail clients do not read + as a space)', () => {
    expect(links.email).toMatch(/^mailto:\?subject=/)
    expect(links.email).not.toContain('+')
    expect(links.email).not.toContain(' ')
    const [, query] = links.email!.split('?')
    const params = Object.fromEntries(
      query!.split('&').map((pair) => pair.split('=').map(decodeURIComponent)),
    )
    expect(params.subject).toBe(title)
    expect(params.body).toBe(`${title}\n\n${url}`)
  })

  it('leaves no raw & or # of the input in an address', () => {
    for (const href of Object.values(links)) {
      expect(href.split('?')[1]).not.toMatch(/#|&y=/)
    }
  })
})
