/**
 * An account marked to change its password (its password was generated: src/cms/seed/admin.ts)
 * can do nothing else until it has: every collection and global refuses its operations with a 403
 * that says so, in its language, but these on its own account: signing in, refreshing the session,
 * reading itself and saving a new password. Payload hooks, so REST, GraphQL, the admin and the
 * live channel alike go through them; code of the site's own (overrideAccess) is not concerned.
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { mustChangePassword } from '@/lib/password-mark'

const MESSAGE = {
  ru: 'Сначала задайте свой пароль вместо выданного: до этого учётная запись может только сменить пароль (Аккаунт → «Сменить пароль»).',
  en: 'Set a password of your own in place of the generated one first: until then this account can only change its password (Account → Change Password).',
}

/** The refusal: a 403 whose message is shown as it is (the admin's toast, an API client). */
export class PasswordChangeRequiredError extends APIError {
  constructor(req: PayloadRequest) {
    super(MESSAGE[req.i18n?.language === 'ru' ? 'ru' : 'en'], 403, undefined, true)
  }
}

/** What the marked account still does on its own account; every other operation is refused. */
const OWN_ACCOUNT = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword'])

/** The fields a marked account may send with its new password (the rest of its data stays). */
const PASSWORD_FIELDS = ['password', 'currentPassword'] as const

type Args = { id?: number | string; data?: Record<string, unknown> }

const refuses = (req: PayloadRequest, overrideAccess: boolean | undefined): boolean =>
  !overrideAccess && mustChangePassword(req.user)

/** Collection hook: the marked account's own sign-in, session, account and new password only. */
export const refuseUntilPasswordChanged: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  if (!refuses(req, overrideAccess)) return args
  if (collection.slug === req.user?.collection) {
    if (OWN_ACCOUNT.has(operation)) return args
    const { id, data } = args as Args
    const own = id !== undefined && String(id) === String(req.user?.id)
    if (own && operation === 'read') return args
    if (own && operation === 'update' && typeof data?.password === 'string' && data.password) {
      const kept = PASSWORD_FIELDS.filter((name) => name in data)
      return { ...args, data: Object.fromEntries(kept.map((name) => [name, data[name]])) }
    }
  }
  throw new PasswordChangeRequiredError(req)
}

/** Global hook: a marked account reads and changes no global. */
export const refuseGlobalsUntilPasswordChanged: GlobalBeforeOperationHook = ({
  args,
  overrideAccess,
  req,
}) => {
  if (refuses(req, overrideAccess)) throw new PasswordChangeRequiredError(req)
  return args
}
