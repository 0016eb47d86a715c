import { describe, expect, it } from 'vitest'

import { passwordMessage, passwordProblem } from './password-policy'

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 or longer than 128 characters', () => {
    expect(passwordProblem('a1b2c3d4e5f')).toBe('tooShort')
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong')
    expect(passwordProblem('x'.repeat(128))).toBeUndefined()
    // Code points, not UTF-16 units: twelve emoji are twelve characters.
    expect(passwordProblem('🔑'.repeat(11))).toBe('tooShort')
    expect(passwordProblem('🔑'.repeat(12))).toBeUndefined()
  })

  it('refuses the most common passwords whatever their case', () => {
    expect(passwordProblem('qwerty123456')).toBe('common')
    expect(passwordProblem('QWERTY123456')).toBe('common')
    expect(passwordProblem('1q2w3e4r5t6y')).toBe('common')
  })

  it('accepts a long uncommon password (the test admin’s among them)', () => {
    expect(passwordProblem('test-admin-password-1991')).toBeUndefined()
    expect(passwordProblem('correct horse battery staple')).toBeUndefined()
  })

  it('explains itself in Russian or English', () => {
    expect(passwordMessage('tooShort', 'ru')).toMatch(/не короче 12/)
    expect(passwordMessage('tooShort', 'en')).toMatch(/at least 12/)
    expect(passwordMessage('common', undefined)).toMatch(/too common/)
  })
})
