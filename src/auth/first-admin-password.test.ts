import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  FIRST_ADMIN_PASSWORD_FILE,
  handOverFirstAdminPassword,
  removeFirstAdminPassword,
} from './first-admin-password'

const account = { email: 'admin@example.test', password: 'Generated-Pass-1a2b3c4d5e' }
const dirs: string[] = []
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('handOverFirstAdminPassword', () => {
  it('shows the password on a terminal, and writes no file', () => {
    const dir = dataDir()
    const lines = handOverFirstAdminPassword(account, { isTTY: true, dataDir: dir })
    expect(lines.join('\n')).toContain(account.password)
    expect(fs.existsSync(path.join(dir, FIRST_ADMIN_PASSWORD_FILE))).toBe(false)
  })

  it('without a terminal writes it to a file only its owner reads, and prints where', () => {
    const dir = dataDir()
    const lines = handOverFirstAdminPassword(account, { isTTY: false, dataDir: dir })
    const file = path.join(dir, FIRST_ADMIN_PASSWORD_FILE)
    expect(lines.join('\n')).not.toContain(account.password)
    expect(lines.join('\n')).toContain(file)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const text = fs.readFileSync(file, 'utf8')
    expect(text).toContain(`E-mail: ${account.email}`)
    expect(text).toContain(`Password: ${account.password}`)
  })

  it('replaces a file left behind, with its own mode, not the old one', () => {
    const dir = dataDir()
    const file = path.join(dir, FIRST_ADMIN_PASSWORD_FILE)
    fs.writeFileSync(file, 'old', { mode: 0o644 })
    fs.chmodSync(file, 0o644)
    handOverFirstAdminPassword(account, { isTTY: false, dataDir: dir })
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(file, 'utf8')).toContain(account.password)
  })
})

describe('removeFirstAdminPassword', () => {
  it('removes the file of the account that changed its password, and no other', () => {
    const dir = dataDir()
    const file = path.join(dir, FIRST_ADMIN_PASSWORD_FILE)
    handOverFirstAdminPassword(account, { isTTY: false, dataDir: dir })
    removeFirstAdminPassword(dir, 'someone-else@example.test')
    expect(fs.existsSync(file)).toBe(true)
    removeFirstAdminPassword(dir, account.email)
    expect(fs.existsSync(file)).toBe(false)
    // None left: nothing to do.
    expect(() => removeFirstAdminPassword(dir, account.email)).not.toThrow()
  })
})
