import { describe, expect, it } from 'vitest'

import { isHostName, redirectTargetMessage, redirectTargetProblem } from './redirect-target'

describe('redirectTargetProblem', () => {
  const allowed = ['partner.example']

  it('accepts paths of this site', () => {
    expect(redirectTargetProblem('/practices/1/corporate', [])).toBeUndefined()
    expect(redirectTargetProblem('/en/news?tag=x#top', [])).toBeUndefined()
  })

  it('accepts addresses on an allowed host only', () => {
    expect(redirectTargetProblem('https://partner.example/page', allowed)).toBeUndefined()
    expect(redirectTargetProblem('https://PARTNER.example/page', allowed)).toBeUndefined()
    expect(redirectTargetProblem('https://evil.example/', allowed)).toBe('hostNotAllowed')
    expect(redirectTargetProblem('https://partner.example.evil.example/', allowed)).toBe(
      'hostNotAllowed',
    )
    expect(redirectTargetProblem('https://partner.example@evil.example/', allowed)).toBe(
      'hostNotAllowed',
    )
    expect(redirectTargetProblem('https://user:pw@partner.example/', allowed)).toBe(
      'hostNotAllowed',
    )
  })

  it('refuses the ways to another site that look like paths', () => {
    expect(redirectTargetProblem('//evil.example/x', allowed)).toBe('hostNotAllowed')
    // A path a browser resolves to "//evil.example" once its dot segments are gone.
    expect(redirectTargetProblem('/.//evil.example/x', allowed)).toBe('hostNotAllowed')
    expect(redirectTargetProblem('/\\evil.example', allowed)).toBe('notPath')
    expect(redirectTargetProblem('/\tx', allowed)).toBe('notPath')
    expect(redirectTargetProblem('javascript:alert(1)', allowed)).toBe('notPath')
    expect(redirectTargetProblem('evil.example', allowed)).toBe('notPath')
    expect(redirectTargetProblem('ftp://partner.example/', allowed)).toBe('notPath')
  })

  it('takes another site only over https', () => {
    expect(redirectTargetProblem('http://partner.example/page', allowed)).toBe('notHttps')
    expect(redirectTargetMessage('notHttps', 'ru')).toMatch(/https/)
  })

  it('says why in Russian or English', () => {
    expect(redirectTargetMessage('hostNotAllowed', 'ru')).toMatch(/разрешённых/)
    expect(redirectTargetMessage('hostNotAllowed', 'en')).toMatch(/allowed list/)
  })
})

describe('isHostName', () => {
  it('takes bare host names only', () => {
    expect(isHostName('partner.example')).toBe(true)
    expect(isHostName('a-b.c.example')).toBe(true)
    expect(isHostName('https://partner.example')).toBe(false)
    expect(isHostName('partner.example:443')).toBe(false)
    expect(isHostName('localhost')).toBe(false)
    expect(isHostName('-x.example')).toBe(false)
  })
})
