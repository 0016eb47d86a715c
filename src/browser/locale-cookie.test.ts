import { describe, expect, it } from 'vitest'

import { localeCookie, storeLocale } from './locale-cookie'

describe('locale cookie', () => {
  it('lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax')
  })
  it('is written to the document', () => {
    const doc = { cookie: '' }
    storeLocale('ru', doc)
    expect(doc.cookie).toBe(localeCookie('ru'))
  })
})
