import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Lexical rich text of plain paragraphs, the form the demo content is written in. */
export function paragraphsToLexical(paragraphs: string[]): SerializedEditorState {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      })),
    },
  } as unknown as SerializedEditorState
}

type Node = Record<string, unknown>

const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

const text = (value: string, format = 0): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

/** Inline marks of a line: **bold** (format 1) and [a link](/path). */
function inline(line: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of line.matchAll(pattern)) {
    const at = match.index ?? 0
    if (at > last) nodes.push(text(line.slice(last, at)))
    if (match[1]) nodes.push(text(match[1], 1))
    else {
      nodes.push(
        block('link', [text(match[2] ?? '')], {
          version: 3,
          fields: { linkType: 'custom', url: match[3], newTab: false },
        }),
      )
    }
    last = at + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

/**
 * Lexical rich text from lines with a few marks, for the pages that show the editor's range (the
 * /demo page builder showcase, the portal and quality pages): "## " and "### " headings, "- " and
 * "1. " list items (consecutive ones make one list), "> " a quotation, "---" a rule, and inline
 * **bold** and [links](/path). Any other line is a paragraph.
 */
export function markedToLexical(lines: string[]): SerializedEditorState {
  const children: Node[] = []
  for (const line of lines) {
    const heading = line.match(/^(#{2,3}) (.*)$/)
    const item = line.match(/^(- |1\. )(.*)$/)
    if (heading)
      children.push(block('heading', inline(heading[2] ?? ''), { tag: `h${heading[1]?.length}` }))
    else if (item) {
      const listType = item[1] === '- ' ? 'bullet' : 'number'
      let list = children.at(-1)
      if (list?.type !== 'list' || list.listType !== listType) {
        list = block('list', [], { listType, tag: listType === 'bullet' ? 'ul' : 'ol', start: 1 })
        children.push(list)
      }
      const items = list.children as Node[]
      items.push(block('listitem', inline(item[2] ?? ''), { value: items.length + 1 }))
    } else if (line.startsWith('> ')) children.push(block('quote', inline(line.slice(2))))
    else if (line === '---') children.push({ type: 'horizontalrule', version: 1 })
    else children.push(block('paragraph', inline(line), { textFormat: 0, textStyle: '' }))
  }
  return { root: block('root', children) } as unknown as SerializedEditorState
}
