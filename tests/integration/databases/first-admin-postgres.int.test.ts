/**
 * The first admin's generated password on PostgreSQL: the bootstrap with stdout piped writes it
 * to a file (0600) and prints only where; the account is marked and refused everything through
 * the Local API as a user (the gate of every REST and GraphQL request); a reset through the
 * e-mailed link is its owner's own password too, so it clears the mark and removes the file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FIRST_ADMIN_PASSWORD_FILE } from '@/auth/first-admin-password'
import { closeDatabase } from '@/cms/database-lifecycle'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { runChildScript } from '../../helpers/child-script'
import { removeDataDir } from '../../helpers/db-scenario'

const EMAIL = 'first-admin@pg.example'
const REFUSAL = /password of your own in place of the generated one/

describe('the first admin on PostgreSQL', () => {
  let pg: TestPostgres
  let payload: Payload
  let dataDir: string
  let file: string
  let output = ''

  beforeAll(async () => {
    pg = await startPostgres()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-pg-'))
    file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE)
    const result = await runChildScript('scripts/app/bootstrap.ts', {
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      SEED: 'false',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: undefined,
    })
    output = result.output
    expect(result.code, output).toBe(0)
    // This process on the same database and data folder (its secret, the file).
    process.env.DATA_DIR = dataDir
    process.env.DATABASE_URL = pg.url
    const { loadPayload } = await import('@/cms/bootstrap')
    payload = await loadPayload()
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
    pg?.stop()
  })

  const firstAdmin = async () =>
    (await payload.find({ collection: 'users', where: { email: { equals: EMAIL } }, depth: 0 }))
      .docs[0]

  it('puts the generated password in a file only its owner reads, never in the output', () => {
    const password = /^Password: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? ''
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(output).not.toContain(password)
    expect(output).toContain(file)
  })

  it('marks the account, which may read itself and nothing else', async () => {
    const user = await firstAdmin()
    expect(user?.mustChangePassword).toBe(true)
    const as = { user, overrideAccess: false } as const
    await expect(payload.find({ collection: 'posts', ...as })).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(REFUSAL),
    })
    await expect(payload.findGlobal({ slug: 'site', ...as })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({ collection: 'users', id: user!.id, data: { name: 'Имя' }, ...as }),
    ).rejects.toMatchObject({ status: 403 })
    const self = await payload.findByID({ collection: 'users', id: user!.id, ...as })
    expect(self.email).toBe(EMAIL)
  })

  it('a password reset through the e-mailed link clears the mark and removes the file', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: EMAIL },
      disableEmail: true,
    })
    await payload.resetPassword({
      collection: 'users',
      data: { token: String(token), password: 'a-password-of-my-own-1991' },
      overrideAccess: true,
    })
    const user = await firstAdmin()
    expect(user?.mustChangePassword).toBe(false)
    expect(fs.existsSync(file)).toBe(false)
    const posts = await payload.find({ collection: 'posts', user, overrideAccess: false })
    expect(posts.totalDocs).toBe(0)
  })
})
