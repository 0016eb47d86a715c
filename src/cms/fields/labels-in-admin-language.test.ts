import type { CollectionConfig, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { withLabelsInAdminLanguage } from './labels-in-admin-language'

const text = (ru: string, en: string) => ({ ru, en })

/** What Payload's client config gets from a label in one admin language. */
function inLanguage(label: unknown, language: string): unknown {
  return typeof label === 'function' ? label({ i18n: { language } }) : label
}

const collection: CollectionConfig = {
  slug: 'things',
  labels: { singular: text('Вещь', 'Thing'), plural: text('Вещи', 'Things') },
  fields: [
    { name: 'title', type: 'text', label: text('Заголовок', 'Title') },
    { name: 'plain', type: 'text', label: 'As written' },
    { name: 'unlabelled', type: 'text' },
    {
      type: 'tabs',
      tabs: [
        {
          label: text('Вкладка', 'Tab'),
          fields: [{ name: 'inTab', type: 'text', label: text('Во вкладке', 'In a tab') }],
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      labels: { singular: text('Строка', 'Row'), plural: text('Строки', 'Rows') },
      fields: [
        { type: 'row', fields: [{ name: 'deep', type: 'text', label: text('Глубоко', 'Deep') }] },
      ],
    },
    {
      name: 'parts',
      type: 'blocks',
      blocks: [
        {
          slug: 'quote',
          labels: { singular: text('Цитата', 'Quote'), plural: text('Цитаты', 'Quotes') },
          fields: [{ name: 'said', type: 'text', label: text('Сказано', 'Said') }],
        },
      ],
    },
  ],
}

/** The value at a path of keys and indexes, or undefined. */
const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v as Record<string | number, unknown> | undefined)?.[key],
    value,
  )

describe('labels in the admin language', () => {
  const out = withLabelsInAdminLanguage(collection)

  it("give Payload functions of the admin's language for every {ru, en} label, at any depth", () => {
    const labels = [
      at(out, 'labels', 'singular'),
      at(out, 'labels', 'plural'),
      at(out, 'fields', 0, 'label'),
      at(out, 'fields', 3, 'tabs', 0, 'fields', 0, 'label'),
      at(out, 'fields', 4, 'labels', 'singular'),
      at(out, 'fields', 4, 'fields', 0, 'fields', 0, 'label'),
      at(out, 'fields', 5, 'blocks', 0, 'labels', 'plural'),
      at(out, 'fields', 5, 'blocks', 0, 'fields', 0, 'label'),
    ]
    expect(labels.map((label) => typeof label)).toEqual(labels.map(() => 'function'))
    expect(labels.map((label) => inLanguage(label, 'ru'))).toEqual([
      'Вещь',
      'Вещи',
      'Заголовок',
      'Во вкладке',
      'Строка',
      'Глубоко',
      'Цитаты',
      'Сказано',
    ])
    expect(labels.map((label) => inLanguage(label, 'en'))).toEqual([
      'Thing',
      'Things',
      'Title',
      'In a tab',
      'Row',
      'Deep',
      'Quotes',
      'Said',
    ])
    // Any other admin language reads English, the admin's fallback.
    expect(inLanguage(at(out, 'fields', 0, 'label'), 'de')).toBe('Title')
  })

  it('keep both texts on the function for readers without an i18n object, and leave other labels', () => {
    expect({ ...(at(out, 'fields', 0, 'label') as object) }).toEqual({
      ru: 'Заголовок',
      en: 'Title',
    })
    expect(at(out, 'fields', 1, 'label')).toBe('As written')
    // Payload calls a tab's label function without the i18n: a tab keeps its object.
    expect(at(out, 'fields', 3, 'tabs', 0, 'label')).toEqual({ ru: 'Вкладка', en: 'Tab' })
    expect(Object.keys(at(out, 'fields', 2) as object)).not.toContain('label')
    // The input is not changed: the config modules stay as written.
    expect(collection.fields[0]).toMatchObject({ label: { ru: 'Заголовок', en: 'Title' } })
  })

  it("resolve a global's own label", () => {
    const global: GlobalConfig = { slug: 'site', label: text('Сайт', 'Site'), fields: [] }
    const label = withLabelsInAdminLanguage(global).label
    expect([inLanguage(label, 'ru'), inLanguage(label, 'en')]).toEqual(['Сайт', 'Site'])
  })
})
