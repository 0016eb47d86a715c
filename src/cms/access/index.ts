import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type WithRoles = { roles?: Role[] | null }

/** True when the request carries a logged-in staff user (admin or editor). */
export function isStaff(req: PayloadRequest): boolean {
  return Boolean(req.user)
}

/** True when the request's user has the admin role. */
export function hasAdmin(req: PayloadRequest): boolean {
  return Boolean((req.user as WithRoles | null)?.roles?.includes('admin'))
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staff: Access = ({ req }) => isStaff(req)
export const admins: Access = ({ req }) => hasAdmin(req)

/** Visitors read published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaff(req)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Admins manage every user; an editor sees and edits only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasAdmin(req)) return true
  if (!req.user) return false
  const self: Where = { id: { equals: req.user.id } }
  return self
}

export const adminFieldOnly: FieldAccess = ({ req }) => hasAdmin(req)
