import { describe, expect, it } from 'vitest'

import { onlyAsked, registrationErrors, registrationSubmissionSchema } from './schema'

const submission = {
  name: 'Анна Петрова',
  email: 'Anna.Petrova@Example.RU ',
  agreement: true,
  event: '12',
  locale: 'ru',
  formToken: 'token',
  website: '',
}

const errorsOf = (input: Record<string, unknown>) => {
  const result = registrationSubmissionSchema.safeParse(input)
  return result.success ? {} : registrationErrors(result.error)
}

describe('the registration schema', () => {
  it('takes name and e-mail, the optional fields empty, the e-mail in lower case', () => {
    const result = registrationSubmissionSchema.parse(submission)
    expect(result).toMatchObject({
      name: 'Анна Петрова',
      email: 'anna.petrova@example.ru',
      company: '',
      position: '',
      phone: '',
      question: '',
      event: 12,
    })
  })

  it('cleans the optional fields and keeps a phone in international form', () => {
    const result = registrationSubmissionSchema.parse({
      ...submission,
      company: '  ООО   «Ромашка» ',
      position: 'Юрист',
      phone: '8 (916) 123-45-67',
      question: 'Будет ли\r\nзапись?',
    })
    expect(result).toMatchObject({
      company: 'ООО «Ромашка»',
      phone: '+79161234567',
      question: 'Будет ли\nзапись?',
    })
  })

  it('names each wrong field with its catalogue key', () => {
    expect(
      errorsOf({
        ...submission,
        name: '',
        email: 'not-an-address',
        company: 'x'.repeat(201),
        phone: '12',
        question: '<script>alert(1)</script>',
        agreement: false,
      }),
    ).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      company: 'companyTooLong',
      phone: 'phoneInvalid',
      question: 'questionMarkup',
      agreement: 'agreementRequired',
    })
    expect(errorsOf({ ...submission, email: '   ' })).toEqual({ email: 'emailRequired' })
    expect(errorsOf({ ...submission, question: 'я'.repeat(2001) })).toEqual({
      question: 'questionTooLong',
    })
  })

  it('names no visitor field for a broken token, event or language', () => {
    expect(errorsOf({ ...submission, formToken: 'x'.repeat(201) })).toEqual({})
    expect(errorsOf({ ...submission, event: 'abc' })).toEqual({})
    expect(errorsOf({ ...submission, locale: 'de' })).toEqual({})
    expect(errorsOf({ ...submission, extra: 'x' })).toEqual({})
  })
})

describe('onlyAsked', () => {
  it('drops the optional fields the event does not ask', () => {
    const raw = { ...submission, company: 'A', position: 'B', phone: 'C', question: 'D' }
    expect(onlyAsked(raw, ['company', 'question'])).toEqual({
      ...submission,
      company: 'A',
      question: 'D',
    })
  })
})
