/**
 * A strict parser for the XML the site serves (sitemap, RSS): no network validator is reachable,
 * so well-formedness is checked here. It accepts the XML declaration, elements, attributes in
 * quotes, text, CDATA, comments, the five predefined entities and character references, and
 * throws on anything else (an unclosed or mismatched tag, a bare `&` or `<`, a second root…).
 */
export type XmlElement = {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  text: string
}

const NAME = /^[A-Za-z_][\w.:-]*/
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: number): string {
  if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(raw)) {
    throw new Error(`bare & or < at ${where}: ${raw.slice(0, 80)}`)
  }
  return raw.replace(/&(#x[\da-fA-F]+|#\d+|\w+);/g, (_, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16))
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)))
    return ENTITIES[ref] as string
  })
}

export function parseXml(source: string): XmlElement {
  let i = 0
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i}: ${source.slice(i, i + 60)}`)
  }
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>')
    if (end < 0) fail('unterminated declaration')
    i = end + 2
  }
  const skipMisc = () => {
    for (;;) {
      const ws = /^\s*/.exec(source.slice(i))?.[0] ?? ''
      i += ws.length
      if (source.startsWith('<!--', i)) {
        const end = source.indexOf('-->', i)
        if (end < 0) fail('unterminated comment')
        i = end + 3
      } else return
    }
  }
  const parseElement = (): XmlElement => {
    if (source[i] !== '<') fail('expected an element')
    i++
    const name = NAME.exec(source.slice(i))?.[0] ?? fail('expected a tag name')
    i += name.length
    const element: XmlElement = { name, attributes: {}, children: [], text: '' }
    for (;;) {
      const ws = /^\s*/.exec(source.slice(i))?.[0] ?? ''
      i += ws.length
      if (source.startsWith('/>', i)) {
        i += 2
        return element
      }
      if (source[i] === '>') {
        i++
        break
      }
      if (!ws) fail('expected whitespace before an attribute')
      const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(source.slice(i))
      if (!attr) fail('malformed attribute')
      const [all, attrName = '', , dq, sq] = attr as RegExpExecArray
      if (attrName in element.attributes) fail(`duplicate attribute ${attrName}`)
      element.attributes[attrName] = decode(dq ?? sq ?? '', i)
      i += all.length
    }
    for (;;) {
      const next = source.indexOf('<', i)
      if (next < 0) fail(`unclosed <${name}>`)
      element.text += decode(source.slice(i, next), i)
      i = next
      if (source.startsWith('</', i)) {
        const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(source.slice(i))
        if (!close || close[1] !== name) fail(`expected </${name}>`)
        i += (close as RegExpExecArray)[0].length
        return element
      }
      if (source.startsWith('<![CDATA[', i)) {
        const end = source.indexOf(']]>', i)
        if (end < 0) fail('unterminated CDATA')
        element.text += source.slice(i + 9, end)
        i = end + 3
      } else if (source.startsWith('<!--', i)) {
        const end = source.indexOf('-->', i)
        if (end < 0) fail('unterminated comment')
        i = end + 3
      } else {
        element.children.push(parseElement())
      }
    }
  }
  skipMisc()
  const root = parseElement()
  skipMisc()
  if (i !== source.length) fail('content after the root element')
  return root
}

/** The child elements of a name. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c) => c.name === name)

/** The one child of a name (throws when there is none or several). */
export function only(el: XmlElement, name: string): XmlElement {
  const found = childrenNamed(el, name)
  if (found.length !== 1) throw new Error(`<${el.name}> has ${found.length} <${name}>`)
  return found[0] as XmlElement
}
