import { describe, expect, it } from 'vitest'

import { pdfPages, pdfText } from '../../../tests/helpers/pdf'
import { type BioContent, MAX_PAGES, renderBioPdf } from './document'

const many = (count: number, text: string) =>
  Array.from({ length: count }, (_, i) => ({ text: `${text} № ${i + 1} — сделка на $120 млн` }))

const content = (awards: number): BioContent => ({
  language: 'ru',
  firm: {
    name: 'Коллегия адвокатов «Громов, Ларина и партнёры»',
    mark: 'ГЛ',
    address: '123112, Москва, Пресненская наб., 10',
    phone: '+7 495 120-00-00',
    email: 'info@example.ru',
    url: 'example.ru',
  },
  person: {
    name: 'Громов Андрей Викторович',
    role: 'Управляющий партнёр',
    contacts: [{ label: 'Эл. почта', value: 'a.gromov@example.ru' }],
  },
  photo: null,
  sections: [
    {
      title: 'Практики',
      groups: [{ items: [{ text: 'Санкции' }, { text: 'M&A' }], inline: true }],
    },
    { title: 'Рейтинги и признание', groups: [{ items: many(awards, 'Награда') }] },
  ],
  more: { label: 'Полная биография — на сайте:', url: 'https://example.ru/team/1/andrey-gromov' },
})

describe('the bio PDF', () => {
  it('writes Cyrillic and Latin text in the embedded subsets, on one page when it fits', async () => {
    const pdf = await renderBioPdf(content(3))
    expect(pdfPages(pdf)).toBe(1)
    const text = pdfText(pdf)
    for (const shown of [
      'Громов Андрей Викторович',
      'Санкции · M&A',
      'Награда № 3 — сделка на $120 млн',
    ]) {
      expect(text).toContain(shown)
    }
    expect(text).not.toContain('Полная биография')
    // Fonts are subset: the whole document stays far below the fonts' own size.
    expect(pdf.length).toBeLessThan(60_000)
  })

  it('stops at two pages and points to the web page for the rest', async () => {
    const pdf = await renderBioPdf(content(200))
    expect(pdfPages(pdf)).toBe(MAX_PAGES)
    const text = pdfText(pdf)
    expect(text).toContain('Полная биография — на сайте: https://example.ru/team/1/andrey-gromov')
    expect(text).not.toContain('Награда № 200 ')
  })
})
