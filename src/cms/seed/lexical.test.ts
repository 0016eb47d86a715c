import { describe, expect, it } from 'vitest'

import { markedToLexical } from './lexical'

type N = {
  type: string
  tag?: string
  listType?: string
  children?: N[]
  text?: string
  format?: number
  fields?: { url?: string }
}

describe('markedToLexical', () => {
  it('makes headings, one list per run of items, quotes, rules, bold and links', () => {
    const root = markedToLexical([
      '## Title',
      '- a',
      '- b',
      '1. one',
      '> said',
      '---',
      'Some **bold** and [a link](/contacts).',
    ]).root as unknown as N
    const kinds = root.children?.map((n) => n.tag ?? n.listType ?? n.type)
    expect(kinds).toEqual(['h2', 'ul', 'ol', 'quote', 'horizontalrule', 'paragraph'])
    expect(root.children?.[1]?.children).toHaveLength(2)
    const paragraph = root.children?.[5]?.children ?? []
    expect(paragraph.map((n) => n.text ?? n.type)).toEqual(['Some ', 'bold', ' and ', 'link', '.'])
    expect(paragraph[3]?.children?.[0]?.text).toBe('a link')
    expect(paragraph[1]?.format).toBe(1)
    expect(paragraph[3]?.fields?.url).toBe('/contacts')
  })
})
