/** Cache tag names: pages tag what they read, collection hooks invalidate the same names. */
export const collectionTag = (collection: string): string => `collection:${collection}`
export const documentTag = (collection: string, id: number | string): string =>
  `doc:${collection}:${id}`
export const globalTag = (slug: string): string => `global:${slug}`
