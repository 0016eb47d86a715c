import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement } from 'react'

/**
 * Payload's list item converter writes `value` on every `<li>`, which HTML allows in an `<ol>`
 * only: in a bullet or check list it is dropped, so the page stays valid HTML.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const item = (defaultConverters.listitem as (a: typeof args) => React.ReactNode)(args)
    const parent = args.parent as { listType?: string }
    if (parent.listType === 'number' || !isValidElement(item)) return item
    return cloneElement(item as React.ReactElement<{ value?: number }>, { value: undefined })
  },
})

/** Rich text from the CMS; renders nothing for an empty field. */
export function RichText({ data, className }: { data?: unknown; className?: string }) {
  const state = data as SerializedEditorState | null | undefined
  if (!state?.root?.children?.length) return null
  return <LexicalRichText data={state} className={className ?? 'prose'} converters={converters} />
}
