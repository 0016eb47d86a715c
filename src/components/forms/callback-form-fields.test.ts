import { describe, expect, it } from 'vitest'

import {
  type CallbackFormTexts,
  describedBy,
  FIELDS,
  fieldId,
  problemsOf,
  wrongFields,
} from './callback-form-fields'

const texts = {
  errors: { nameRequired: 'Name?', phoneInvalid: 'Phone?', agreementRequired: 'Agree?' },
} as unknown as CallbackFormTexts

describe('the callback form’s fields', () => {
  it('are the schema’s, in the form’s order', async () => {
    const { CALLBACK_FIELDS } = await import('@/callback/schema')
    expect([...FIELDS]).toEqual([...CALLBACK_FIELDS])
  })

  it('show the message of each wrong field, and none for the page or for right fields', () => {
    expect(
      problemsOf({ phone: 'phoneInvalid', name: 'nameRequired', page: 'pageInvalid' }, texts),
    ).toEqual({ name: 'Name?', phone: 'Phone?' })
    expect(problemsOf({}, texts)).toEqual({})
  })

  it('list the wrong ones in the form’s order', () => {
    expect(wrongFields({ agreement: 'Agree?', name: 'Name?' })).toEqual(['name', 'agreement'])
    expect(wrongFields({ phone: undefined })).toEqual([])
  })

  it('are described by their hints, and by their message when they have one', () => {
    expect(describedBy('name', {})).toBeUndefined()
    expect(describedBy('name', { name: 'Name?' })).toBe(`${fieldId('name')}-error`)
    expect(describedBy('phone', {}, 'callback-phone-hint')).toBe('callback-phone-hint')
    expect(describedBy('phone', { phone: 'Phone?' }, 'callback-phone-hint')).toBe(
      'callback-phone-hint callback-phone-error',
    )
  })
})
