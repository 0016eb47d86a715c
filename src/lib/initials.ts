/**
 * A person's two initials, given name first, as the page's language writes the name: Russian pages
 * list people surname first ("Громов Андрей Викторович" → "АГ"), English ones given name first
 * ("Andrey Gromov" → "AG"). One letter for a one-word name; a double-barrelled surname gives its first letter.
 */
export function initials(name: string, locale: string): string {
  const words = name
    .split(/[\s.]+/u)
    .map((word) => word.replace(/^[^\p{L}]+/u, ''))
    .filter(Boolean)
  if (words.length === 0) return ''
  const letter = (word: string | undefined) => (word ? [...word][0]!.toLocaleUpperCase(locale) : '')
  if (words.length === 1) return letter(words[0])
  const [given, family] =
    locale === 'ru' ? [words[1], words[0]] : [words[0], words[words.length - 1]]
  return letter(given) + letter(family)
}
