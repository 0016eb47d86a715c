/**
 * Where the first admin's generated password goes, once: to the terminal when a person watches
 * the start, else to a file in the data folder that only its owner reads, so that no log (a
 * container's, a service manager's) ever holds it. The file goes when the password is changed.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createPrivateFolder, PRIVATE_MODES } from '@/config/private-folder'

/** The file's name in DATA_DIR. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt'

export type GeneratedAccount = { email: string; password: string }

/** Where the file of `dataDir` is. */
export function firstAdminPasswordPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), FIRST_ADMIN_PASSWORD_FILE)
}

function fileText({ email, password }: GeneratedAccount): string {
  return [
    'The first admin account of this site. Sign in at /admin and set a password of your own:',
    'until then the account can do nothing else, and this file is removed once you have.',
    'Первая учётная запись администратора. Войдите в /admin и задайте свой пароль: до этого',
    'учётная запись ничего другого не может, а этот файл удаляется, как только пароль сменён.',
    '',
    `E-mail: ${email}`,
    `Password: ${password}`,
    '',
  ].join('\n')
}

/**
 * Hands the generated password over: with a terminal on stdout (`isTTY`), in the lines returned
 * for it; otherwise in the file (0600, written anew), the lines naming the file only.
 */
export function handOverFirstAdminPassword(
  account: GeneratedAccount,
  { isTTY, dataDir }: { isTTY: boolean; dataDir: string },
): string[] {
  const created = `Admin account created: ${account.email}`
  if (isTTY) {
    return [`${created} / password: ${account.password} (shown once; you set your own at sign-in)`]
  }
  createPrivateFolder(dataDir)
  const file = firstAdminPasswordPath(dataDir)
  // Written anew, never into a file someone else made or opened: the mode holds from creation on.
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, fileText(account), { flag: 'wx', mode: PRIVATE_MODES.file })
  return [
    `${created}; its password is in ${file} (no terminal to show it; you set your own at sign-in)`,
  ]
}

/** Removes the file once the account it names has a password of its own; any other is kept. */
export function removeFirstAdminPassword(dataDir: string, email: string): void {
  const file = firstAdminPasswordPath(dataDir)
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return // none
  }
  if (text.split('\n').includes(`E-mail: ${email}`)) fs.rmSync(file, { force: true })
}
