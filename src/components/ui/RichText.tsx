import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Rich text from the CMS; renders nothing for an empty field. */
export function RichText({ data, className }: { data?: unknown; className?: string }) {
  const state = data as SerializedEditorState | null | undefined
  if (!state?.root?.children?.length) return null
  return <LexicalRichText data={state} className={className ?? 'prose'} />
}
