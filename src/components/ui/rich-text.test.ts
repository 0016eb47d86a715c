import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { markedToLexical } from '@/cms/seed/lexical'
import { RichText } from './RichText'

describe('RichText', () => {
  it('numbers ordered list items only (a value on a bullet item is invalid HTML)', () => {
    const data = markedToLexical(['- a', '- b', '1. one', '1. two'])
    const html = renderToStaticMarkup(createElement(RichText, { data }))
    const [bullets, numbered] = html.split('<ol')
    expect(bullets).toMatch(/<ul[^>]*><li[^>]*>a<\/li>/)
    expect(bullets).not.toMatch(/value=/)
    expect(numbered).toMatch(/<li[^>]*value="2"[^>]*>two<\/li>/)
  })
})
