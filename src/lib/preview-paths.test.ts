import { describe, expect, it } from 'vitest'

import { documentPath, localizedDocumentPath, previewHref } from './preview-paths'

describe('documentPath', () => {
  it('finds the page of each kind of document', () => {
    expect(documentPath('posts', { id: 5 })).toBe('/news/5')
    expect(documentPath('practices', { id: 3 })).toBe('/practices/3')
    expect(documentPath('industry-sectors', { id: 2 })).toBe('/industry-sectors/2')
    expect(documentPath('people', { id: 7 })).toBe('/team/7')
    expect(documentPath('achievements', {})).toBe('/achievements')
    expect(documentPath('home', {})).toBe('/')
    expect(documentPath('pages', { key: 'privacy' })).toBe('/privacy')
    expect(documentPath('pages', { key: 'collegium-history' })).toBe('/collegium')
  })

  it('has no page for a document without one, or without a valid id', () => {
    expect(documentPath('pages', { key: 'something-else' })).toBeNull()
    expect(documentPath('posts', {})).toBeNull()
    expect(documentPath('posts', { id: 'abc' })).toBeNull()
    expect(documentPath('people', { id: -1 })).toBeNull()
  })

  it('prefixes the English page only', () => {
    expect(localizedDocumentPath('posts', { id: 5 }, 'ru')).toBe('/news/5')
    expect(localizedDocumentPath('posts', { id: 5 }, 'en')).toBe('/en/news/5')
    expect(localizedDocumentPath('home', {}, 'en')).toBe('/en')
  })
})

describe('previewHref', () => {
  it('names the kind, language and id, and no secret', () => {
    expect(previewHref('posts', { id: 5 }, 'en')).toBe('/api/preview?kind=posts&locale=en&id=5')
    expect(previewHref('home', {}, 'ru')).toBe('/api/preview?kind=home&locale=ru')
  })
})
