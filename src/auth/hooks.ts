/**
 * The Users collection's guards: Payload hooks, so they hold for REST, our GraphQL resolvers and
 * the live channel alike (every one of them goes through Payload's operations).
 */
import type { CollectionBeforeOperationHook } from 'payload'

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
