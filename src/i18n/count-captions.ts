import {
  isPluralElement,
  type MessageFormatElement,
  type PluralElement,
  parse,
} from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'

/**
 * The caption an editor writes under a count ("лет на рынке" under 35) as an ICU message with a
 * plural on `count`, so each number gets its own form: "{count, plural, one {год} few {года} many
 * {лет}} на рынке". intl-messageformat picks the form with Intl.PluralRules.
 */

/** Whole numbers tried for the plural categories a language's counts use (Russian needs 1, 2, 5). */
const SAMPLES = 200

/** The plural categories whole numbers fall into in `locale` ("one", "few", "many" in Russian). */
export function wholeNumberCategories(locale: string): Intl.LDMLPluralRule[] {
  const rules = new Intl.PluralRules(locale)
  const categories = new Set<Intl.LDMLPluralRule>()
  for (let n = 0; n < SAMPLES; n++) categories.add(rules.select(n))
  return [...categories]
}

/** `other` is not demanded: a count is a whole number, which is never "other" in Russian. */
const OPTIONS = { requiresOtherClause: false }

const pluralsOfCount = (ast: MessageFormatElement[]): PluralElement[] =>
  ast.filter((element) => isPluralElement(element) && element.value === 'count') as PluralElement[]

export type CaptionProblem =
  | { kind: 'syntax' }
  | { kind: 'noPlural' }
  | { kind: 'missingForms'; forms: Intl.LDMLPluralRule[] }

/**
 * Why `caption` cannot caption a count in `locale`, or undefined when it can: it must parse, and
 * its plural on `count` must give a form for every category whole numbers use in that language.
 */
export function countCaptionProblem(caption: string, locale: string): CaptionProblem | undefined {
  let ast: MessageFormatElement[]
  try {
    ast = parse(caption, OPTIONS)
  } catch {
    return { kind: 'syntax' }
  }
  const plurals = pluralsOfCount(ast)
  if (plurals.length === 0) return { kind: 'noPlural' }
  const forms = wholeNumberCategories(locale).filter(
    (category) => !plurals.every((plural) => category in plural.options),
  )
  return forms.length ? { kind: 'missingForms', forms } : undefined
}

/**
 * The caption for `count`. A caption that is not a valid message (one saved before captions took
 * plurals) is shown as written rather than hiding the figure.
 */
export function formatCountCaption(caption: string, locale: string, count: number): string {
  try {
    return String(new IntlMessageFormat(caption, locale, undefined, OPTIONS).format({ count }))
  } catch {
    return caption
  }
}
