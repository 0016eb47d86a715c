/**
 * Every text the admin shows for the content model, in both admin languages (issue 19, item 2):
 * walks the sanitized Payload config (collections, globals, their groups and every field,
 * recursively through groups, tabs, rows, collapsibles, arrays and blocks, with select options,
 * placeholders and descriptions) and fails on a text that is missing, a plain string (one text for
 * both languages, or the label Payload makes up from the field's name), not Russian in Russian, or
 * the same in both languages.
 */
import { type I18n, initI18n } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import type { Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

type Language = 'ru' | 'en'
const LANGUAGES: Language[] = ['ru', 'en']

/**
 * Texts that are the same in Russian and English, and rightly so. Keep it tiny:
 * - "Pro bono": the Latin term is what Russian lawyers write too (the site's menu says so).
 */
const SAME_IN_BOTH = new Set(['Pro bono'])

const CYRILLIC = /[а-яё]/i

type I18ns = Record<Language, I18n>

/** Where a text is, e.g. "posts › event › place: label", and what is wrong with it. */
type Problem = string

/** A text of the admin as the config holds it: per-language object, Payload function or string. */
type AdminText = unknown

function resolve(text: AdminText, language: Language, i18ns: I18ns): string | undefined {
  if (typeof text === 'function') {
    const i18n = i18ns[language]
    return (text as (args: { i18n: I18n; t: I18n['t'] }) => string)({ i18n, t: i18n.t })
  }
  if (text && typeof text === 'object') {
    const value = (text as Record<string, unknown>)[language]
    return typeof value === 'string' ? value : undefined
  }
  return undefined
}

/** What is wrong with one text, if anything; `required` says whether its absence is a problem. */
function checkText(text: AdminText, i18ns: I18ns, required: boolean): string | undefined {
  if (text === undefined || text === null || text === '') {
    return required ? 'missing' : undefined
  }
  if (typeof text === 'string') return `a plain string, not per language: "${text}"`
  if (typeof text !== 'object' && typeof text !== 'function') return `not a text: ${String(text)}`
  const [ru, en] = LANGUAGES.map((language) => resolve(text, language, i18ns)?.trim())
  if (!ru) return 'no Russian text'
  if (!en) return 'no English text'
  if (SAME_IN_BOTH.has(ru) && ru === en) return undefined
  if (ru === en) return `the same in Russian and English: "${ru}"`
  if (!CYRILLIC.test(ru)) return `not Russian in Russian: "${ru}"`
  if (CYRILLIC.test(en)) return `Russian in English: "${en}"`
  return undefined
}

/** A field the admin never shows: nothing of it needs a text. */
const isHidden = (field: Field): boolean => {
  const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean }
  return (
    ('hidden' in field && field.hidden === true) || admin.hidden === true || admin.disabled === true
  )
}

/** The problems of one field and the fields within it. */
function auditField(field: Field, where: string, i18ns: I18ns): Problem[] {
  if (isHidden(field)) return []
  const named = 'name' in field && field.name ? field.name : undefined
  const here = named ? `${where} › ${named}` : `${where} › (${field.type})`
  const problems: Problem[] = []
  const check = (what: string, text: AdminText, required: boolean) => {
    const problem = checkText(text, i18ns, required)
    if (problem) problems.push(`${here}: ${what} ${problem}`)
  }
  const admin = (field.admin ?? {}) as { description?: AdminText; placeholder?: AdminText }
  check('description', admin.description, false)
  check('placeholder', admin.placeholder, false)

  switch (field.type) {
    case 'row':
      break
    case 'ui':
      // A custom component with its own texts (they are `collegium:` keys, checked elsewhere).
      break
    case 'tabs':
      for (const [index, tab] of field.tabs.entries()) {
        const tabWhere = `${here} › tab ${'name' in tab && tab.name ? tab.name : index}`
        const problem = checkText(tab.label, i18ns, true)
        if (problem) problems.push(`${tabWhere}: label ${problem}`)
        const description = checkText(tab.description, i18ns, false)
        if (description) problems.push(`${tabWhere}: description ${description}`)
        for (const child of tab.fields) problems.push(...auditField(child, tabWhere, i18ns))
      }
      break
    case 'collapsible':
      check('label', field.label, true)
      break
    default:
      // Every other field shows its label (a group without a name may go without one).
      check('label', 'label' in field ? field.label : undefined, Boolean(named))
  }

  if (field.type === 'date' && !field.admin?.date?.displayFormat) {
    // Payload's default is the US one ("11/15/2026", "12:00 PM"): src/cms/fields/dates.ts.
    problems.push(`${here}: a date without a display format (DAY_ONLY or DAY_AND_TIME)`)
  }
  if (field.type === 'select' || field.type === 'radio') {
    for (const option of field.options) {
      if (typeof option === 'string') {
        problems.push(`${here}: option "${option}" has no label`)
        continue
      }
      const problem = checkText(option.label, i18ns, true)
      if (problem) problems.push(`${here}: option "${option.value}" ${problem}`)
    }
  }
  if (field.type === 'array') {
    check('row label (singular)', field.labels?.singular, true)
    check('row label (plural)', field.labels?.plural, true)
  }
  if (field.type === 'blocks') {
    for (const block of field.blocks) {
      const blockWhere = `${here} › block ${block.slug}`
      for (const [what, text] of [
        ['singular', block.labels?.singular],
        ['plural', block.labels?.plural],
      ] as const) {
        const problem = checkText(text, i18ns, true)
        if (problem) problems.push(`${blockWhere}: name (${what}) ${problem}`)
      }
      for (const child of block.fields) problems.push(...auditField(child, blockWhere, i18ns))
    }
  }
  if ('fields' in field) {
    for (const child of field.fields) problems.push(...auditField(child, here, i18ns))
  }
  return problems
}

type AuditedConfig = Pick<SanitizedConfig, 'collections' | 'globals'> &
  Partial<Pick<SanitizedConfig, 'localization'>>

/** Every problem of the admin's texts in a sanitized config. */
function auditConfig(config: AuditedConfig, i18ns: I18ns): Problem[] {
  const problems: Problem[] = []
  const check = (where: string, text: AdminText, required = true) => {
    const problem = checkText(text, i18ns, required)
    if (problem) problems.push(`${where}: ${problem}`)
  }
  for (const collection of config.collections) {
    // Payload's own collections (preferences, jobs, migrations…) never show in the admin.
    if (collection.admin?.hidden === true) continue
    const where = `collection ${collection.slug}`
    check(`${where} name (singular)`, collection.labels?.singular)
    check(`${where} name (plural)`, collection.labels?.plural)
    check(`${where} admin group`, collection.admin?.group)
    check(`${where} description`, collection.admin?.description, false)
    for (const field of collection.fields) problems.push(...auditField(field, where, i18ns))
  }
  // The content languages, as the edit views' locale select names them.
  for (const locale of config.localization ? config.localization.locales : []) {
    check(`content language ${locale.code}`, locale.label)
  }
  for (const global of config.globals) {
    if (global.admin?.hidden === true) continue
    const where = `global ${global.slug}`
    check(`${where} name`, global.label)
    check(`${where} admin group`, global.admin?.group)
    check(`${where} description`, global.admin?.description, false)
    for (const field of global.fields) problems.push(...auditField(field, where, i18ns))
  }
  return problems
}

/**
 * Payload's i18n of both languages. Payload keeps one per language and context for the process
 * (initI18n is memoized on them), so the made-up config below asks for the 'api' context and the
 * real one for the admin's own, 'client'.
 */
async function i18nsOf(
  config: Pick<SanitizedConfig, 'i18n'>,
  context: 'api' | 'client',
): Promise<I18ns> {
  const [ru, en] = await Promise.all(
    LANGUAGES.map((language) => initI18n({ config: config.i18n, context, language })),
  )
  return { ru: ru as I18n, en: en as I18n }
}

describe('the audit of admin texts', () => {
  it('finds every kind of untranslated text it is meant to find', async () => {
    const i18ns = await i18nsOf(
      {
        i18n: { supportedLanguages: { ru, en }, fallbackLanguage: 'ru', translations: {} },
      } as unknown as SanitizedConfig,
      'api',
    )
    const label = { ru: 'Заголовок', en: 'Title' }
    const config = {
      globals: [],
      collections: [
        {
          slug: 'things',
          labels: { singular: 'Thing', plural: { ru: 'Вещи', en: 'Things' } },
          admin: { group: { ru: 'Содержание', en: 'Content' } },
          fields: [
            // What Payload's sanitizing makes of a field without a label.
            { name: 'sectionKey', type: 'text', label: 'Section Key' },
            { name: 'title', type: 'text', label, admin: { description: { ru: 'Да', en: 'Да' } } },
            { name: 'kind', type: 'select', label, options: ['a', { value: 'b', label }] },
            {
              type: 'tabs',
              tabs: [{ label: { ru: 'Main', en: 'Main' }, fields: [{ name: 'x', type: 'text' }] }],
            },
            {
              name: 'list',
              type: 'array',
              label,
              labels: { singular: { ru: 'Пункт' }, plural: label },
              fields: [{ name: 'hiddenOne', type: 'text', admin: { hidden: true } }],
            },
            {
              name: 'content',
              type: 'blocks',
              label,
              blocks: [{ slug: 'quote', labels: { singular: label }, fields: [] }],
            },
            {
              name: 'created',
              type: 'date',
              label: ({ t }: { t: I18n['t'] }) => t('general:createdAt'),
            },
            {
              name: 'day',
              type: 'date',
              label,
              admin: { date: { displayFormat: 'dd.MM.yyyy' } },
            },
          ],
        },
      ],
    } as unknown as AuditedConfig
    expect(auditConfig(config, i18ns)).toEqual([
      'collection things name (singular): a plain string, not per language: "Thing"',
      'collection things › sectionKey: label a plain string, not per language: "Section Key"',
      'collection things › title: description the same in Russian and English: "Да"',
      'collection things › kind: option "a" has no label',
      'collection things › (tabs) › tab 0: label the same in Russian and English: "Main"',
      'collection things › (tabs) › tab 0 › x: label missing',
      'collection things › list: row label (singular) no English text',
      'collection things › content › block quote: name (plural) missing',
      'collection things › created: a date without a display format (DAY_ONLY or DAY_AND_TIME)',
    ])
  })

  it('finds none in the Payload config: every admin text is in Russian and English', async () => {
    const config = await (await import('@/cms/payload.config')).default
    expect(Object.keys(config.i18n.supportedLanguages).sort()).toEqual(['en', 'ru'])
    const problems = auditConfig(config, await i18nsOf(config, 'client'))
    expect(problems, problems.join('\n')).toEqual([])
    // It walked the whole model: every collection and global the editors see, to the nested fields.
    const slugs = config.collections.filter((c) => !c.admin?.hidden).map((c) => c.slug)
    expect(slugs).toEqual(expect.arrayContaining(['posts', 'people', 'practices', 'users']))
    expect(config.globals.map((g) => g.slug)).toEqual(expect.arrayContaining(['site']))
  }, 60_000)
})
