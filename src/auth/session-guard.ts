import { Forbidden, type PayloadRequest } from 'payload'

import { mayRefresh } from './session-policy'
import { findUser } from './users'

/** A refresh past the absolute lifetime is refused (403): the editor signs in again. */
export async function guardRefresh(req: PayloadRequest): Promise<void> {
  const user = req.user as (PayloadRequest['user'] & { _sid?: string }) | null
  if (!user?._sid) return
  const row = await findUser(req, { id: { equals: user.id } })
  const sessions = Array.isArray(row?.sessions)
    ? (row.sessions as { id?: string; createdAt?: string | Date }[])
    : []
  const session = sessions.find((s) => s.id === user._sid)
  if (!mayRefresh(session?.createdAt, new Date())) throw new Forbidden(req.t)
}
