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
