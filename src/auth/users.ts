import type { PayloadRequest, Where } from 'payload'

/** A staff account as stored: what the guards read of it (hidden fields included). */
export type UserRow = { id: number | string; hash?: unknown; salt?: unknown; sessions?: unknown }

/** One account straight from the database (no access rules, no hooks, hidden fields kept). */
export function findUser(req: PayloadRequest, where: Where): Promise<UserRow | null> {
  return req.payload.db.findOne<UserRow>({ collection: 'users', req, where })
}
