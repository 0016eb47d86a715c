/** Text or an attribute value for XML: the five predefined entities, and no control characters. */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all (even escaped): a feed reader would reject the file.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}
