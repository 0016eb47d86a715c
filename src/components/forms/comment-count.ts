/**
 * The live count under the comment, without the message formatter: the server formats the
 * catalogue's `callback.commentCount` with "#" for the count (see src/i18n/client-texts.ts).
 */
export function commentCountText(template: string, count: number): string {
  return template.replace('#', String(count))
}

/** Characters as the schema counts them (code points: an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length
}
