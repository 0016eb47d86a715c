import { describe, expect, it } from 'vitest'

import { richTextToPlain, toContentDocument } from './documents'

describe('richTextToPlain', () => {
  it('joins the text of blocks with spaces and ignores everything else', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Заголовок' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Первый ' },
              { type: 'link', children: [{ type: 'text', text: 'абзац' }] },
            ],
          },
        ],
      },
    }
    expect(richTextToPlain(value)).toBe('Заголовок Первый абзац')
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain({})).toBe('')
  })
})

describe('toContentDocument', () => {
  it('links a sub-area to its section on the parent practice', () => {
    const doc = toContentDocument('practices', {
      id: 7,
      title: 'Санкционные споры',
      slug: 'sanctions',
      sectionKey: 'sanctions',
      parent: { id: 1, slug: 'dispute-resolution' },
    })
    expect(doc?.path).toBe('/practices/1/dispute-resolution?section=sanctions')
    expect(doc?.id).toBe('practices:7')
  })

  it('leaves out CMS pages that no route shows', () => {
    expect(toContentDocument('pages', { id: 3, key: 'unused', title: 'x' })).toBeUndefined()
    expect(toContentDocument('pages', { id: 4, key: 'privacy', title: 'Политика' })?.path).toBe(
      '/privacy',
    )
  })
  it('leaves out a document with no title in the language (written in the other only)', () => {
    const post = { id: 9, type: 'news', summary: null, body: null, publishedAt: '2026-11-27' }
    expect(toContentDocument('posts', { ...post, title: 'Sanctions update' })?.title).toBe(
      'Sanctions update',
    )
    expect(toContentDocument('posts', post)).toBeUndefined()
    expect(toContentDocument('posts', { ...post, title: ' ' })).toBeUndefined()
    expect(toContentDocument('practices', { id: 2, slug: 'tax' })).toBeUndefined()
  })
  it('leaves out CMS pages marked "not ready" (hidden from search engines)', () => {
    const page = { id: 5, key: 'demo', title: 'Демонстрация' }
    expect(toContentDocument('pages', { ...page, hidden: false })?.path).toBe('/demo')
    expect(toContentDocument('pages', { ...page, hidden: true })).toBeUndefined()
  })
})
