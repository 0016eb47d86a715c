/** Addresses the admin's callback components link to. */

const COLLECTION = 'callback-requests'

const KEPT = /^(search|where)(\[|$)/

/**
 * The CSV export's address for the list an editor is looking at: the list's own filter (`where[…]`)
 * and search from its URL, nothing else (page, limit and sort do not narrow an export).
 */
export function exportHref(
  apiRoute: string,
  listQuery: URLSearchParams,
  collection: string = COLLECTION,
): string {
  const kept = new URLSearchParams()
  for (const [key, value] of listQuery) if (KEPT.test(key)) kept.append(key, value)
  const query = kept.toString()
  return `${apiRoute}/${collection}/export.csv${query ? `?${query}` : ''}`
}

/** A request's page in the admin. */
export function requestHref(adminRoute: string, id: number): string {
  return `${adminRoute}/collections/${COLLECTION}/${id}`
}
