/**
 * A plural count ("N new publications", "N people found", "N results") in the browser without the
 * message formatter: the server formats the catalogue's ICU plural once per plural category (with a
 * sample number) and sends the texts with "#" where the number goes; the browser picks one with the
 * built-in Intl.PluralRules. The shared bundle has no room for an ICU runtime (first-load budget),
 * and this is exact for whole numbers.
 */

export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>

/** Whole numbers tried for a sample of each category (Russian needs 1, 2 and 5; none needs more). */
const SAMPLES = 200

/**
 * The catalogue message of each plural category a whole number can have in `locale`, with "#"
 * for the number. `format(n)` is the message formatted for n (next-intl's `t(key, { count: n })`).
 */
export function pluralTemplates(
  locale: string,
  format: (count: number) => string,
): PluralTemplates {
  const rules = new Intl.PluralRules(locale)
  const number = new Intl.NumberFormat(locale)
  const templates: PluralTemplates = {}
  for (let n = 0; n < SAMPLES; n++) {
    const category = rules.select(n)
    if (templates[category] !== undefined) continue
    const text = format(n)
    const shown = number.format(n)
    // A message that spells the number out ("одна публикация") cannot serve 21 or 101.
    if (!text.includes(shown)) {
      throw new Error(`The ${locale} plural message for ${n} must show the number: "${text}"`)
    }
    templates[category] = text.replace(shown, '#')
  }
  return templates
}

/** The text for `count`, as the catalogue's ICU message would format it. */
export function formatCount(templates: PluralTemplates, locale: string, count: number): string {
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other ?? '#'
  return template.replace('#', new Intl.NumberFormat(locale).format(count))
}
