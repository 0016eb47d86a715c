import { describe, expect, it } from 'vitest'

import { initials } from './initials'

describe('initials', () => {
  it('read a Russian name surname first', () => {
    expect(initials('Громов Андрей Викторович', 'ru')).toBe('АГ')
    expect(initials('Ларина Елена', 'ru')).toBe('ЕЛ')
  })

  it('read an English name given name first', () => {
    expect(initials('Andrey Gromov', 'en')).toBe('AG')
    expect(initials('Mary Ann van der Berg', 'en')).toBe('MB')
  })

  it('cope with one word, extra spaces and punctuation', () => {
    expect(initials('  Громов  ', 'ru')).toBe('Г')
    expect(initials('Салтыков-Щедрин Михаил', 'ru')).toBe('МС')
    expect(initials('«Громов» Андрей', 'ru')).toBe('АГ')
    expect(initials('', 'en')).toBe('')
  })
})
