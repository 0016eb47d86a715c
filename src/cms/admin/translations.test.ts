import { initI18n } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { describe, expect, it } from 'vitest'

import { adminTranslations } from './translations'

/** Our admin texts as Payload's own i18n reads them (placeholders are Payload's `{{name}}`). */
async function admin(language: 'ru' | 'en') {
  const i18n = await initI18n({
    config: {
      supportedLanguages: { ru, en },
      fallbackLanguage: 'en',
      translations: adminTranslations,
    },
    context: 'client',
    language,
  })
  return i18n.t as (key: string, vars?: Record<string, unknown>) => string
}

describe('admin texts through Payload i18n', () => {
  it('fill the name and phone into the new-request toast, in both languages', async () => {
    const vars = { name: 'Анна {{phone}}', phone: '+79161234567' }
    expect((await admin('ru'))('collegium:newRequest', vars)).toBe(
      'Новая заявка на звонок: Анна {{phone}}, +79161234567',
    )
    expect((await admin('en'))('collegium:newRequest', vars)).toBe(
      'New callback request: Анна {{phone}}, +79161234567',
    )
  })

  it('name the export button and the CSV columns', async () => {
    expect((await admin('ru'))('collegium:exportCsv')).toBe('Экспорт в CSV')
    expect((await admin('en'))('collegium:exportCsv')).toBe('Export CSV')
    expect((await admin('ru'))('collegium:csv:phone')).toBe('Телефон')
  })

  it("give Payload's list search its field names in Russian too", async () => {
    expect((await admin('ru'))('general:searchBy', { label: 'Имя' })).toBe('Искать по полям: Имя')
    expect((await admin('en'))('general:searchBy', { label: 'Name' })).toBe('Search by Name')
  })

  it('name the sort buttons by their field and order, and join search fields with a lowercase "or"', async () => {
    const vars = (direction: string) => ({ label: 'Заголовок', direction })
    const ru = await admin('ru')
    expect(ru('general:sortByLabelDirection', vars(ru('general:descending')))).toBe(
      'Сортировать по полю «Заголовок»: По убыванию',
    )
    expect(ru('general:ascending')).toBe('По возрастанию')
    expect(ru('general:or')).toBe('или')
    const en = await admin('en')
    expect(
      en('general:sortByLabelDirection', { label: 'Title', direction: en('general:ascending') }),
    ).toBe('Sort by Title: Ascending')
  })

  it('name the e-mail field in Russian, where Payload\'s own Russian says "Email"', async () => {
    expect((await admin('ru'))('general:email')).toBe('Электронная почта')
    expect((await admin('en'))('general:email')).toBe('Email')
    expect((await admin('ru'))('general:emailAddress')).toBe('Адрес электронной почты')
  })
})
