import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { refuseGlobalsUntilPasswordChanged, refuseUntilPasswordChanged } from './password-change'

type HookArgs = Parameters<typeof refuseUntilPasswordChanged>[0]

const marked = { id: 7, collection: 'users', mustChangePassword: true, roles: ['admin', 'inbox'] }
const request = (user: unknown, language = 'en') =>
  ({ user, i18n: { language } }) as unknown as PayloadRequest

function gate(
  slug: string,
  operation: HookArgs['operation'],
  args: Record<string, unknown> = {},
  { user = marked as unknown, overrideAccess = false, language = 'en' } = {},
) {
  return refuseUntilPasswordChanged({
    args,
    collection: { slug },
    operation,
    overrideAccess,
    req: request(user, language),
    context: {},
  } as unknown as HookArgs)
}

describe('refuseUntilPasswordChanged', () => {
  it('refuses every operation elsewhere with a 403 that says why, in the admin language', () => {
    for (const operation of ['read', 'create', 'update', 'delete', 'count'] as const) {
      expect(() => gate('posts', operation, { id: 1 })).toThrow(/password of your own/)
    }
    expect(() => gate('callback-requests', 'read', {}, { language: 'ru' })).toThrow(
      /задайте свой пароль/,
    )
    try {
      gate('posts', 'read')
    } catch (error) {
      expect(error).toMatchObject({ status: 403, isPublic: true })
    }
  })

  it('lets the account sign in, refresh and read itself, not others', () => {
    for (const operation of ['login', 'refresh', 'forgotPassword', 'resetPassword'] as const) {
      expect(() => gate('users', operation)).not.toThrow()
    }
    expect(() => gate('users', 'read', { id: '7' })).not.toThrow()
    expect(() => gate('users', 'read', { id: 8 })).toThrow()
    expect(() => gate('users', 'read', {})).toThrow()
  })

  it('lets it save a new password of its own, and nothing else with it', () => {
    const data = {
      password: 'a-new-pass-1991',
      currentPassword: 'old',
      roles: ['admin'],
      name: 'X',
    }
    const args = gate('users', 'update', { id: 7, data }) as { data: Record<string, unknown> }
    expect(args.data).toEqual({ password: 'a-new-pass-1991', currentPassword: 'old' })
    expect(() => gate('users', 'update', { id: 7, data: { name: 'Only a name' } })).toThrow()
    expect(() => gate('users', 'update', { id: 7, data: { password: '' } })).toThrow()
    expect(() => gate('users', 'update', { id: 8, data })).toThrow()
    expect(() => gate('users', 'delete', { id: 7 })).toThrow()
  })

  it('concerns neither other accounts nor the site’s own code', () => {
    const editor = { id: 9, collection: 'users', roles: ['editor'] }
    expect(() => gate('posts', 'update', { id: 1 }, { user: editor })).not.toThrow()
    expect(() => gate('posts', 'read', {}, { user: null })).not.toThrow()
    expect(() => gate('posts', 'read', {}, { overrideAccess: true })).not.toThrow()
  })
})

describe('refuseGlobalsUntilPasswordChanged', () => {
  it('refuses globals to the marked account only', () => {
    const hook = (user: unknown) =>
      refuseGlobalsUntilPasswordChanged({
        args: {},
        global: { slug: 'site' },
        operation: 'read',
        overrideAccess: false,
        req: request(user),
        context: {},
      } as unknown as Parameters<typeof refuseGlobalsUntilPasswordChanged>[0])
    expect(() => hook(marked)).toThrow(/password of your own/)
    expect(() => hook({ id: 9, roles: ['editor'] })).not.toThrow()
  })
})
