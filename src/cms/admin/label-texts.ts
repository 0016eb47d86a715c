/**
 * The two texts of a content-model label, for the project's own readers of labels (the translation
 * notice, the publication log), which read them without Payload's i18n object.
 */

/** A label's text in the admin's two languages. */
export type LabelTexts = { ru: string; en: string }

const hasBothTexts = (value: object): value is LabelTexts =>
  typeof (value as LabelTexts).ru === 'string' && typeof (value as LabelTexts).en === 'string'

/**
 * The two texts of a label in either form the config holds: a `{ ru, en }` object or the function
 * made of one (src/cms/fields/labels-in-admin-language.ts). Null for a plain string, a function of
 * Payload's own, or no label.
 */
export function labelTexts(label: unknown): LabelTexts | null {
  if (typeof label !== 'object' && typeof label !== 'function') return null
  return label !== null && hasBothTexts(label) ? { ru: label.ru, en: label.en } : null
}
