/** Cache tag names: pages tag what they read, collection hooks invalidate the same names. */
export const collectionTag = (collection: string): string => `collection:${collection}`
export const documentTag = (collection: string, id: number | string): string =>
  `doc:${collection}:${id}`
/** What the search index answers: expired once the index has taken in a change. */
export const SEARCH_INDEX_TAG = 'search-index'
export const globalTag = (slug: string): string => `global:${slug}`
/** An event's registration counts: expired by every registration stored, changed or cancelled. */
export const registrationsTag = (eventId: number | string): string => `registrations:${eventId}`
