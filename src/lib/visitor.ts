/** Public reads run with the visitor's rights: published documents only, no private collections. */
export const asVisitor = { overrideAccess: false, draft: false } as const
