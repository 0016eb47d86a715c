import { describe, expect, it } from 'vitest'

import { buildVCard, escapeText, foldLine } from './vcard'

describe('vCard', () => {
  it('escapes special characters', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
  })
  it('folds long lines at 75 octets without breaking Cyrillic letters', () => {
    const line = `NOTE:${'я'.repeat(100)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
  it('builds a card in the order of a Russian name', () => {
    const card = buildVCard({
      name: 'Громов Андрей Викторович',
      title: 'Управляющий партнёр',
      organization: 'Коллегия адвокатов «Громов, Ларина и партнёры»',
      email: 'a.gromov@gromov-larina.ru',
      phone: '+7 495 120-10-15',
      language: 'ru',
    })
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true)
    // Long lines are folded; unfold to read the values.
    const unfolded = card.replace(/\r\n /g, '')
    expect(unfolded).toContain('N:Громов;Андрей Викторович;;;')
    expect(unfolded).toContain('ORG:Коллегия адвокатов «Громов\\, Ларина и партнёры»')
    expect(unfolded).toContain('TEL;TYPE=work,voice;VALUE=uri:tel:+74951201015')
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
  })
  it('reads an English name as given, then family', () => {
    expect(buildVCard({ name: 'Andrey Gromov', language: 'en' })).toContain('N:Gromov;Andrey;;;')
  })
})
