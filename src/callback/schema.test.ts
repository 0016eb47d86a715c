import { describe, expect, it } from 'vitest'

import { CALLBACK_FORM } from '@/lib/callback-form'

import {
  callbackFieldsSchema,
  callbackSubmissionSchema,
  cleanText,
  FIELD_BOUNDS,
  fieldErrors,
  internationalPhone,
} from './schema'

const valid = { name: 'Анна Петрова', phone: '+7 912 345-67-89', comment: '', agreement: true }
const submission = { ...valid, locale: 'ru', formToken: 't', website: '' }

function errorsOf(input: Record<string, unknown>) {
  const result = callbackFieldsSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('callback form schema', () => {
  it('accepts a filled-in form and stores the phone in international form', () => {
    const parsed = callbackFieldsSchema.parse(valid)
    expect(parsed).toEqual({ ...valid, phone: '+79123456789' })
  })

  it('reads Russian numbers written without +, and foreign ones with it', () => {
    expect(internationalPhone('8 (912) 345-67-89')).toBe('+79123456789')
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(internationalPhone('+1 (212) 555-0100')).toBe('+12125550100')
    expect(internationalPhone('+1 (212) 555-010')).toBeUndefined()
    expect(internationalPhone('+999 123 456 789')).toBeUndefined()
    expect(internationalPhone('12345')).toBeUndefined()
    expect(internationalPhone('+7 912 345 67 89 ext')).toBeUndefined()
  })

  it('names each problem with a catalogue key, one per field', () => {
    expect(errorsOf({ name: ' ', phone: '', agreement: false })).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      agreement: 'agreementRequired',
    })
    expect(errorsOf({ ...valid, name: 'A' })).toEqual({ name: 'nameTooShort' })
    expect(errorsOf({ ...valid, name: 'x'.repeat(FIELD_BOUNDS.nameMaxLength + 1) })).toEqual({
      name: 'nameTooLong',
    })
    expect(errorsOf({ ...valid, name: '<script>alert(1)</script>' })).toEqual({
      name: 'nameInvalid',
    })
    expect(errorsOf({ ...valid, phone: '+7 912' })).toEqual({ phone: 'phoneInvalid' })
    expect(errorsOf({ ...valid, phone: `+7${'9'.repeat(40)}` })).toEqual({ phone: 'phoneTooLong' })
    expect(errorsOf({ ...valid, comment: '<img src=x onerror=alert(1)>' })).toEqual({
      comment: 'commentMarkup',
    })
    expect(
      errorsOf({ ...valid, comment: '😀'.repeat(CALLBACK_FORM.commentMaxLength + 1) }),
    ).toEqual({
      comment: 'commentTooLong',
    })
    expect(errorsOf({ ...valid, name: 42, agreement: 'yes' })).toEqual({
      name: 'nameRequired',
      agreement: 'agreementRequired',
    })
  })

  it('lets names of any script through, with hyphens, apostrophes and dots', () => {
    for (const name of [
      "O'Brien",
      'Jean-Luc Picard',
      'Ж. Д. Иванова-Ким',
      'Łukasz Żółw',
      '李小龍',
    ]) {
      expect(errorsOf({ ...valid, name })).toEqual({})
    }
  })

  it('counts the comment in characters and allows comparisons that are not markup', () => {
    expect(errorsOf({ ...valid, comment: '😀'.repeat(CALLBACK_FORM.commentMaxLength) })).toEqual({})
    expect(errorsOf({ ...valid, comment: 'сумма < 5 млн, срок <3 мес.' })).toEqual({})
  })

  it('removes invisible characters and keeps paragraphs', () => {
    expect(cleanText(' a\u0000b\u202e c\r\n\r\n\r\n\td ')).toBe('ab c\n\nd')
    expect(callbackFieldsSchema.parse({ ...valid, name: ' Анна\u200b\tПетрова ' }).name).toBe(
      'Анна Петрова',
    )
  })

  it('refuses unknown keys, a bad language and a page of another site', () => {
    expect(callbackSubmissionSchema.safeParse(submission).success).toBe(true)
    expect(callbackSubmissionSchema.safeParse({ ...submission, admin: true }).success).toBe(false)
    expect(callbackSubmissionSchema.safeParse({ ...submission, locale: 'de' }).success).toBe(false)
    for (const page of ['//evil.example/x', 'https://evil.example', '/\\evil', 'contacts']) {
      const result = callbackSubmissionSchema.safeParse({ ...submission, page })
      expect(result.success).toBe(false)
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ page: 'pageInvalid' })
    }
    expect(
      callbackSubmissionSchema.safeParse({ ...submission, page: '/en/contacts?x=1' }).success,
    ).toBe(true)
  })

  it('keeps markup, quotes and invisible characters out of the page', () => {
    for (const page of [
      '/"><img/src=x/onerror=alert(1)>',
      '/<script>alert(1)</script>',
      "/contacts'onmouseover='alert(1)",
      '/contacts\u0000',
      '/contacts\u202e',
      '/contacts x',
      `/${'a'.repeat(500)}`,
    ]) {
      const result = callbackSubmissionSchema.safeParse({ ...submission, page })
      expect(result.success, page).toBe(false)
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ page: 'pageInvalid' })
    }
    for (const page of [
      '/',
      '/en/press-center/news/verkhovnyy-sud?page=2&area=tax#list',
      '/%D0%BA%D0%BE%D0%BD%D1%82%D0%B0%D0%BA%D1%82%D1%8B',
      '/контакты',
    ]) {
      expect(callbackSubmissionSchema.safeParse({ ...submission, page }).success, page).toBe(true)
    }
  })

  it('takes any filling of the honeypot (it is spam, not a mistake)', () => {
    const result = callbackSubmissionSchema.safeParse({
      ...submission,
      website: 'x'.repeat(10_000),
    })
    expect(result.success).toBe(true)
  })

  it('names no visitor field for a broken token: that is no mistake of theirs', () => {
    const result = callbackSubmissionSchema.safeParse({ ...submission, formToken: 'x'.repeat(201) })
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrors(result.error)).toEqual({})
  })
})
