import { type PayloadRequest, ValidationError } from 'payload'
import { passwordMessage, passwordProblem } from '@/config/password-policy'
import { judgePassword } from './login-guard'
import { findUser } from './users'

type Data = Record<string, unknown> | undefined

const MESSAGES = {
  currentRequired: {
    ru: 'Чтобы сменить свой пароль, введите текущий',
    en: 'Enter your current password to change it',
  },
  currentWrong: { ru: 'Текущий пароль неверен', en: 'The current password is wrong' },
  bulk: {
    ru: 'Пароль меняют по одному пользователю',
    en: 'Passwords are changed one user at a time',
  },
} as const

function say(req: PayloadRequest, key: keyof typeof MESSAGES): string {
  return MESSAGES[key][req.i18n?.language === 'ru' ? 'ru' : 'en']
}

/**
 * A refusal of `path` whose own message is the reason. Payload's would be "The following field is
 * invalid: …", and that is what the admin's toast shows, while the reason on the field itself can
 * be wiped by the admin's form-state refresh after a failed save (payloadcms/payload#14858, the
 * unmerged fix payloadcms/payload#15092): the editor would then never read why.
 */
function invalid(req: PayloadRequest, path: string, message: string): ValidationError {
  const error = new ValidationError(
    { collection: 'users', errors: [{ message, path }], req },
    req.t,
  )
  error.message = message
  return error
}

/** A new password (create, update, reset) must follow the rule, in the editor's language. */
export function checkNewPassword(req: PayloadRequest, password: unknown): void {
  if (typeof password !== 'string') return
  const problem = passwordProblem(password)
  if (problem) throw invalid(req, 'password', passwordMessage(problem, req.i18n?.language))
}

/**
 * A password change of one's own account needs the current password (a stolen session alone must
 * not take the account over). An admin setting another user's password needs none: that is the
 * admin's reset (only admins may update other users at all). Scripts (no user) are trusted.
 */
export async function checkCurrentPassword(
  req: PayloadRequest,
  data: Data,
  id: number | string | undefined,
): Promise<void> {
  if (!req.user || typeof data?.password !== 'string') return
  if (id === undefined) throw invalid(req, 'password', say(req, 'bulk'))
  const own = req.user.collection === 'users' && String(req.user.id) === String(id)
  if (!own) return
  const current = data.currentPassword
  if (typeof current !== 'string' || !current) {
    throw invalid(req, 'currentPassword', say(req, 'currentRequired'))
  }
  // Guesses of the current password count like sign-in attempts of the account.
  const email = String(req.user.email ?? id)
  const findAccount = () => findUser(req, { id: { equals: id } })
  if (!(await judgePassword(req, email, current, findAccount))) {
    throw invalid(req, 'currentPassword', say(req, 'currentWrong'))
  }
}
