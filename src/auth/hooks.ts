/**
 * The Users collection's guards: Payload hooks, so they hold for REST, our GraphQL resolvers and
 * the live channel alike (every one of them goes through Payload's operations).
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { getEnv } from '@/config/env'
import { mustChangePassword } from '@/lib/password-mark'

import { removeFirstAdminPassword } from './first-admin-password'
import { guardLogin } from './login-guard'
import { checkCurrentPassword, checkNewPassword } from './password-guard'
import { guardRefresh } from './session-guard'

/** Sign-in throttling, the password rule, the current password, the session's absolute limit. */
export const guardUsers: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  switch (operation) {
    case 'login':
      await guardLogin(req, data)
      break
    case 'create':
    case 'resetPassword':
      checkNewPassword(req, data?.password)
      break
    case 'update':
      checkNewPassword(req, data?.password)
      await checkCurrentPassword(req, data, (args as { id?: number | string }).id)
      break
    case 'refresh':
      await guardRefresh(req)
      break
  }
  // Never stored, never echoed: it only proves who asks for the change.
  if (data && 'currentPassword' in data) delete data.currentPassword
  return args
}

const isOwnAccount = (req: PayloadRequest, id: unknown): boolean =>
  Boolean(req.user) && req.user?.collection === 'users' && String(req.user?.id) === String(id)

/**
 * A new password its owner set clears the mark of a generated one. An admin's reset of someone
 * else's password leaves it: that password is still not the owner's own.
 */
export const clearPasswordMark: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || typeof data.password !== 'string' || !data.password) return data
  if (!isOwnAccount(req, originalDoc?.id)) return data
  return { ...data, mustChangePassword: false }
}

/** Once its owner has a password of their own, the file with the generated one goes. */
export const dropGeneratedPassword: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (mustChangePassword(previousDoc) && !mustChangePassword(doc) && isOwnAccount(req, doc.id)) {
    removeFirstAdminPassword(getEnv().dataDir, String(doc.email))
  }
  return doc
}

/** A password reset through the e-mailed link is the owner's own too: it clears the mark. */
export const clearPasswordMarkAfterReset: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id?: number | string } } | undefined)?.user
  if (user?.id === undefined) return result
  const account = await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, req })
  if (!mustChangePassword(account)) return result
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { mustChangePassword: false },
    depth: 0,
    req,
  })
  removeFirstAdminPassword(getEnv().dataDir, account.email)
  return { ...(result as object), user: { ...user, mustChangePassword: false } } as typeof result
}
