/** Structured data for search engines; `<` is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  )
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON with `<` escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
