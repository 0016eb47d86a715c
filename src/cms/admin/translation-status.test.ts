import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { withLabelsInAdminLanguage } from '../fields/labels-in-admin-language'
import { hasLocalizedFields, missingTranslations } from './translation-status'

const label = (ru: string, en: string) => ({ ru, en })

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true, label: label('Заголовок', 'Title') },
  { name: 'phone', type: 'text', label: label('Телефон', 'Phone') },
  {
    type: 'tabs',
    tabs: [
      {
        name: 'contacts',
        label: label('Контакты', 'Contacts'),
        fields: [
          { name: 'intro', type: 'textarea', localized: true, label: label('Вступление', 'Intro') },
        ],
      },
    ],
  },
  {
    name: 'items',
    type: 'array',
    label: label('Пункты', 'Items'),
    fields: [{ name: 'label', type: 'text', localized: true, label: label('Подпись', 'Label') }],
  },
  { name: 'body', type: 'richText', localized: true, label: label('Текст', 'Body') },
]

const lexical = (text: string) => ({
  root: { children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] },
})

describe('missing translations', () => {
  const ru = {
    title: 'Офис',
    phone: '+7',
    contacts: { intro: 'Приходите' },
    items: [
      { id: 'a', label: 'Один' },
      { id: 'b', label: 'Два' },
    ],
    body: lexical('Текст'),
  }

  // As the config modules write the labels, and as Payload is given them (functions of the admin's
  // language that hold both texts, src/cms/fields/labels-in-admin-language.ts).
  const given = [
    ['{ ru, en } labels', fields],
    ['the labels Payload is given', withLabelsInAdminLanguage({ slug: 'offices', fields }).fields],
  ] as const
  for (const [labels, withLabels] of given) {
    it(`names the localized fields with Russian and no English, with their tabs and rows (${labels})`, () => {
      const en = {
        title: 'Office',
        contacts: { intro: '  ' },
        items: [
          { id: 'a', label: 'One' },
          { id: 'b', label: null },
        ],
        body: lexical(''),
      }
      expect(missingTranslations(withLabels, ru, en, 'ru')).toEqual([
        'Контакты › Вступление',
        'Пункты 2 › Подпись',
        'Текст',
      ])
      expect(missingTranslations(withLabels, ru, en, 'en')).toEqual([
        'Contacts › Intro',
        'Items 2 › Label',
        'Body',
      ])
    })
  }

  it('is silent when all is translated, or when Russian is empty too', () => {
    const en = {
      ...ru,
      title: 'Office',
      contacts: { intro: 'Visit' },
      items: [
        { id: 'a', label: 'One' },
        { id: 'b', label: 'Two' },
      ],
      body: lexical('Body'),
    }
    expect(missingTranslations(fields, ru, en, 'ru')).toEqual([])
    expect(missingTranslations(fields, {}, {}, 'ru')).toEqual([])
  })

  it('knows which configs have localized fields', () => {
    expect(hasLocalizedFields(fields)).toBe(true)
    expect(hasLocalizedFields([{ name: 'phone', type: 'text' }])).toBe(false)
  })
})
