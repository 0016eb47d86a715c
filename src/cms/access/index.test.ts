import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { hasAdmin, hasInbox, inboxOnly, isStaff, ROLES, userHasRole } from './index'

const as = (roles: string[] | null) =>
  ({ user: roles === null ? null : { id: 1, roles } }) as unknown as PayloadRequest

describe('the inbox role', () => {
  it('is a role of its own', () => {
    expect(ROLES).toContain('inbox')
  })

  it('alone opens what visitors send: not editors, not admins', () => {
    expect(hasInbox(as(['inbox']))).toBe(true)
    expect(hasInbox(as(['editor', 'inbox']))).toBe(true)
    expect(hasInbox(as(['editor']))).toBe(false)
    expect(hasInbox(as(['admin']))).toBe(false)
    expect(hasInbox(as(['admin', 'editor']))).toBe(false)
    expect(hasInbox(as([]))).toBe(false)
    expect(hasInbox(as(null))).toBe(false)
    expect(inboxOnly({ req: as(['admin']) } as Parameters<typeof inboxOnly>[0])).toBe(false)
    expect(inboxOnly({ req: as(['inbox']) } as Parameters<typeof inboxOnly>[0])).toBe(true)
  })

  it('does not make its holder an admin', () => {
    expect(hasAdmin(as(['inbox']))).toBe(false)
    expect(userHasRole({ roles: ['inbox'] }, 'admin')).toBe(false)
    expect(userHasRole(undefined, 'inbox')).toBe(false)
  })
})

describe('an account that must change its generated password', () => {
  const marked = (roles: string[]) =>
    ({ user: { id: 1, roles, mustChangePassword: true } }) as unknown as PayloadRequest

  it('holds no role and counts as no staff until it has', () => {
    expect(hasAdmin(marked(['admin', 'inbox']))).toBe(false)
    expect(hasInbox(marked(['admin', 'inbox']))).toBe(false)
    expect(isStaff(marked(['editor']))).toBe(false)
    expect(isStaff(as(['editor']))).toBe(true)
  })
})
