import type { TextPart } from '@/search/types'

/** Text with the words that match the search in `<mark>`; React escapes it, so it stays text. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never reorder
    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  )
}
