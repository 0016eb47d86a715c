/**
 * The Users collection's guards: Payload hooks, so they hold for REST, our GraphQL resolvers and
 * the live channel alike (every one of them goes through Payload's operations).
 */
import type { CollectionBeforeOperationHook } from 'payload'

import { guardLogin } from './login-guard'

/** Sign-in throttling. */
export const guardUsers: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (operation === 'login') await guardLogin(req, data)
  return args
}
