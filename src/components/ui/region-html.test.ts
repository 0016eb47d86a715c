import { describe, expect, it } from 'vitest'

import type { Messages } from '@/i18n/messages'

import { element, paginationHtml, perCatalogue, searchFormHtml, typeTabsHtml } from './region-html'

describe('query regions as HTML', () => {
  it('escapes text and attribute values, and leaves out empty attributes', () => {
    expect(
      element('a', { href: '/x?a=1&b="2"', title: undefined, hidden: false }, 'a &lt;b&gt;'),
    ).toBe('<a href="/x?a=1&amp;b=&quot;2&quot;">a &lt;b&gt;</a>')
    expect(element('input', { value: `<script>'x'</script>`, required: true })).toBe(
      '<input value="&lt;script&gt;&#x27;x&#x27;&lt;/script&gt;" required=""/>',
    )
  })

  it('keeps the query in the form, and the chosen kind as a hidden field', () => {
    const form = searchFormHtml({
      action: '/en/search',
      id: 'site-q',
      q: '"quoted" <b>',
      keep: { type: 'news', page: null },
      texts: { label: 'Search', placeholder: 'What?', submit: 'Go' },
    })
    expect(form).toContain('action="/en/search" role="search"')
    expect(form).toContain('<label for="site-q" class="visually-hidden">Search</label>')
    expect(form).toContain('value="&quot;quoted&quot; &lt;b&gt;"')
    expect(form).toContain('<input type="hidden" name="type" value="news"/>')
    expect(form).not.toContain('name="page"')
    expect(form).toContain('<button type="submit">Go</button>')
  })

  it('marks the current tab and page, and links the others', () => {
    const tabs = typeTabsHtml('Kind', [
      { key: 'all', href: '/search?q=a', label: 'All (3)', current: false },
      { key: 'news', href: '/search?q=a&type=news', label: 'News (2)', current: true },
    ])
    expect(tabs).toMatch(
      /^<nav aria-label="Kind"><ul[^>]*><li><a href="\/search\?q=a">All \(3\)<\/a><\/li>/,
    )
    expect(tabs).toContain('<a href="/search?q=a&amp;type=news" aria-current="page">News (2)</a>')

    const texts = { label: 'Pages', previous: 'Back', next: 'On' }
    expect(paginationHtml({ page: 1, totalPages: 1, hrefOf: (n) => `/p${n}`, texts })).toBe('')
    const pages = paginationHtml({ page: 5, totalPages: 9, hrefOf: (n) => `/p${n}`, texts })
    expect(pages).toBe(
      '<nav aria-label="Pages" class="pagination"><ul>' +
        '<li><a href="/p4" rel="prev"><span aria-hidden="true">←</span> Back</a></li>' +
        '<li><a href="/p1">1</a></li><li aria-hidden="true" class="pagination__gap">…</li>' +
        '<li><a href="/p4">4</a></li><li><span aria-current="page">5</span></li><li><a href="/p6">6</a></li>' +
        '<li aria-hidden="true" class="pagination__gap">…</li><li><a href="/p9">9</a></li>' +
        '<li><a href="/p6" rel="next">On <span aria-hidden="true">→</span></a></li></ul></nav>',
    )
  })

  it("makes a region's tools once per language and catalogue, and anew for a new catalogue", () => {
    const made: string[] = []
    const tools = perCatalogue((locale, messages) => {
      made.push(locale)
      return { locale, messages }
    })
    const ru = {} as Messages
    const en = {} as Messages
    const first = tools('ru', ru)
    expect(tools('ru', ru)).toBe(first)
    expect(tools('en', en)).not.toBe(first)
    expect(tools('en', en)).toEqual({ locale: 'en', messages: en })
    // A development server's catalogue is read anew for each request: its tools are its own.
    const reread = {} as Messages
    expect(tools('ru', reread)).not.toBe(first)
    expect(tools('ru', reread).messages).toBe(reread)
    expect(made).toEqual(['ru', 'en', 'ru'])
  })
})
