import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { mustChangePassword } from '@/lib/password-mark'

/**
 * `inbox`: staff who handle what visitors send (callback requests, and later registrations,
 * applications, subscribers). Personal data is theirs alone: neither `admin` nor `editor` implies it.
 */
export const ROLES = ['admin', 'editor', 'inbox'] as const
export type Role = (typeof ROLES)[number]

type WithRoles = { roles?: readonly string[] | null }

/**
 * Whether `user` (a signed-in account, or nobody) has `role`; the admin's components ask it too.
 * An account that must change its generated password first holds no role until it has.
 */
export function userHasRole(user: unknown, role: Role): boolean {
  if (mustChangePassword(user)) return false
  return Boolean((user as WithRoles | null | undefined)?.roles?.includes(role))
}

/**
 * True when the request carries a logged-in staff user (any role), not one that must change its
 * generated password first (src/auth/password-change.ts: it can do nothing else).
 */
export function isStaff(req: PayloadRequest): boolean {
  return Boolean(req.user) && !mustChangePassword(req.user)
}

/** True when the request's user has the admin role. */
export function hasAdmin(req: PayloadRequest): boolean {
  return userHasRole(req.user, 'admin')
}

/** True when the request's user has the inbox role: the only one that sees visitors' personal data. */
export function hasInbox(req: PayloadRequest): boolean {
  return userHasRole(req.user, 'inbox')
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const staff: Access = ({ req }) => isStaff(req)
export const admins: Access = ({ req }) => hasAdmin(req)
/** What visitors send (names, phones, messages): the inbox role only; an admin without it sees none. */
export const inboxOnly: Access = ({ req }) => hasInbox(req)

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

/** A field of a user account that admins and the account itself read. */
export const adminsOrSelfField: FieldAccess = ({ req, doc }) =>
  hasAdmin(req) || (Boolean(req.user) && String(req.user?.id) === String(doc?.id))
