/**
 * What a staff password must be: 12 to 128 characters and none of the most common passwords
 * (the list of zxcvbn-ts, compared case-insensitively). One rule for the admin, the API, the first
 * admin of a deployment and ADMIN_PASSWORD.
 */
import { createRequire } from 'node:module'

/** A staff password's length, in code points. */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common'

let common: Set<string> | undefined

/**
 * Shorter entries are refused by length anyway: only the few long ones are kept in memory. The
 * list is decompressed as it loads, so it loads at the first check, not with this module, which
 * every start loads (the environment's checks) and few use.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common')
    common = new Set(
      dictionary['passwords-common']
        .filter((p) => [...p].length >= PASSWORD_LENGTH.min)
        .map((p) => p.toLowerCase()),
    )
  }
  return common
}

/** Why `password` is refused, or undefined when it is acceptable. Lengths are in code points. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length
  if (length < PASSWORD_LENGTH.min) return 'tooShort'
  if (length > PASSWORD_LENGTH.max) return 'tooLong'
  if (commonPasswords().has(password.toLowerCase())) return 'common'
  return undefined
}

const MESSAGES: Record<'ru' | 'en', Record<PasswordProblem, string>> = {
  ru: {
    tooShort: `Пароль должен быть не короче ${PASSWORD_LENGTH.min} символов`,
    tooLong: `Пароль должен быть не длиннее ${PASSWORD_LENGTH.max} символов`,
    common: 'Этот пароль слишком распространён: выберите другой',
  },
  en: {
    tooShort: `The password must be at least ${PASSWORD_LENGTH.min} characters long`,
    tooLong: `The password must be at most ${PASSWORD_LENGTH.max} characters long`,
    common: 'This password is too common: choose another one',
  },
}

/** The refusal in the editor's language (Russian for "ru", English otherwise). */
export function passwordMessage(problem: PasswordProblem, language: string | undefined): string {
  return MESSAGES[language === 'ru' ? 'ru' : 'en'][problem]
}
