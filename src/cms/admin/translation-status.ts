/**
 * Which localized fields of a document or global have a Russian value and no English one: the
 * English site shows Russian there (Payload's locale fallback), and the edit view says so at its
 * top (issue 19), so that a missing translation is never silent. One generic walk over the
 * sanitized fields, for every collection and global.
 */
import type { Field, Payload, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

import { labelTexts } from '@/cms/admin/label-texts'
import { inAdminLanguage } from '@/cms/admin/translations'
import { DEFAULT_LOCALE } from '@/config/constants'

type Data = Record<string, unknown>
type Label = unknown

/** What to check: a document of a collection, or a global. */
export type TranslationTarget = { collection: string; id: number | string } | { global: string }

/** A field label in the admin's language: either form of a two-language label, a string, or the name. */
function labelText(label: Label, fallback: string, language: string): string {
  if (typeof label === 'string') return label
  const texts = labelTexts(label)
  return texts ? inAdminLanguage(language, texts) : fallback
}

/** A value a visitor would read: text, a rich text with words, a relation, a number. */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.some(hasContent)
  if (typeof value === 'object') {
    const root = (value as { root?: unknown }).root
    // Lexical rich text: any text node counts, an empty paragraph does not.
    if (root !== undefined) return /"text":"[^"]/.test(JSON.stringify(root))
    return Object.values(value as Data).some(hasContent)
  }
  return true
}

const asData = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {}

const asRows = (value: unknown): Data[] => (Array.isArray(value) ? value.map(asData) : [])

/**
 * The labels (with their groups, "Контакты › Вступление") of the localized fields whose Russian
 * value has content and whose English value (read without fallback) has none. Pure: unit-tested.
 */
export function missingTranslations(
  fields: Field[],
  ru: unknown,
  en: unknown,
  language: string,
  trail: string[] = [],
): string[] {
  const out: string[] = []
  const ruData = asData(ru)
  const enData = asData(en)
  for (const field of fields) {
    if (field.type === 'ui' || field.admin?.disabled || field.admin?.hidden) continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabTrail = [
          ...trail,
          labelText(tab.label, 'name' in tab ? (tab.name ?? '') : '', language),
        ]
        if ('name' in tab && tab.name) {
          out.push(
            ...missingTranslations(
              tab.fields,
              ruData[tab.name],
              enData[tab.name],
              language,
              tabTrail,
            ),
          )
        } else out.push(...missingTranslations(tab.fields, ruData, enData, language, tabTrail))
      }
      continue
    }
    if (!('name' in field)) {
      // Rows and collapsibles lay fields out without nesting their data.
      if ('fields' in field)
        out.push(...missingTranslations(field.fields, ruData, enData, language, trail))
      continue
    }
    const label = labelText('label' in field ? field.label : undefined, field.name, language)
    const ruValue = ruData[field.name]
    const enValue = enData[field.name]
    if (field.localized) {
      if (hasContent(ruValue) && !hasContent(enValue)) out.push([...trail, label].join(' › '))
      continue
    }
    if (field.type === 'group') {
      out.push(...missingTranslations(field.fields, ruValue, enValue, language, [...trail, label]))
    } else if (field.type === 'array') {
      const enRows = asRows(enValue)
      asRows(ruValue).forEach((row, i) => {
        const enRow = enRows.find((r) => r.id === row.id) ?? enRows[i]
        out.push(
          ...missingTranslations(field.fields, row, enRow, language, [
            ...trail,
            `${label} ${i + 1}`,
          ]),
        )
      })
    } else if (field.type === 'blocks') {
      const enRows = asRows(enValue)
      asRows(ruValue).forEach((row, i) => {
        const block = field.blocks.find((b) => b.slug === row.blockType)
        if (!block) return
        const enRow = enRows.find((r) => r.id === row.id) ?? enRows[i]
        out.push(
          ...missingTranslations(block.fields, row, enRow, language, [
            ...trail,
            `${label} ${i + 1}`,
          ]),
        )
      })
    }
  }
  return out
}

/** Whether a config has any localized field (only those get the notice). */
export function hasLocalizedFields(fields: Field[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => hasLocalizedFields(tab.fields))
    if (field.type === 'blocks')
      return field.blocks.some((block) => hasLocalizedFields(block.fields))
    return 'fields' in field && hasLocalizedFields(field.fields)
  })
}

type Config = SanitizedCollectionConfig | SanitizedGlobalConfig

/**
 * Reads the document (its latest draft, where there are drafts) or global in Russian and in
 * English without fallback, two reads at depth 0, and lists what lacks English. Null when there is
 * no such collection, global or document.
 */
export async function translationStatus(
  payload: Payload,
  target: TranslationTarget,
  language: string,
): Promise<string[] | null> {
  const read = { depth: 0, draft: true, overrideAccess: true, fallbackLocale: false } as const
  let config: Config | undefined
  let docs: [unknown, unknown]
  if ('global' in target) {
    config = payload.config.globals.find((g) => g.slug === target.global)
    if (!config) return null
    const slug = config.slug as 'site'
    docs = (await Promise.all(
      [DEFAULT_LOCALE, 'en' as const].map((locale) =>
        payload.findGlobal({ slug, locale, ...read }),
      ),
    )) as [unknown, unknown]
  } else {
    config = payload.collections[target.collection as 'offices']?.config
    if (!config) return null
    const collection = config.slug as 'offices'
    docs = (await Promise.all(
      [DEFAULT_LOCALE, 'en' as const].map((locale) =>
        payload.findByID({ collection, id: target.id, locale, disableErrors: true, ...read }),
      ),
    )) as [unknown, unknown]
    if (!docs[0]) return null
  }
  return missingTranslations(config.fields, docs[0], docs[1], language)
}
