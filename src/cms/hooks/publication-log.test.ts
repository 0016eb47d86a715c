import { describe, expect, it } from 'vitest'

import { publicationAction } from './publication-log'

describe('publicationAction', () => {
  it('is a publication whenever the document ends published', () => {
    expect(publicationAction(undefined, 'published', 'published')).toBe('published')
    expect(publicationAction('draft', 'published', 'published')).toBe('published')
    expect(publicationAction('published', 'published', 'published')).toBe('published')
  })

  it('is an unpublication only when the stored document became a draft', () => {
    expect(publicationAction('published', 'draft', 'draft')).toBe('unpublished')
    // A draft saved over a published document leaves the published one in place.
    expect(publicationAction('published', 'draft', 'published')).toBeNull()
  })

  it('is nothing for a draft of a draft', () => {
    expect(publicationAction('draft', 'draft', 'draft')).toBeNull()
    expect(publicationAction(undefined, 'draft', 'draft')).toBeNull()
  })
})
