/**
 * The first admin's generated password, against the production server on a database of its own:
 * the bootstrap `npm start` runs, with stdout piped as a service's log is, never prints it and
 * writes it to a file only its owner reads; the account can then do nothing but set a password of
 * its own (REST and GraphQL answer 403 saying so, in the admin's language); once it has, the mark
 * and the file are gone. With ADMIN_PASSWORD given there is neither file nor mark.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FIRST_ADMIN_PASSWORD_FILE } from '@/auth/first-admin-password'
import { ADMIN_LANGUAGE_COOKIE } from '@/security/session-token'

import { CONFIG_LOADER_FLAGS } from '../../../scripts/app/run'
import { type AppServer, startApp } from '../../../support/app-server'
import { type ChildResult, runChild } from '../../helpers/child-script'
import { codes, postGraphql } from '../../helpers/graphql-http'
import { readReply } from '../../helpers/json-reply'
import { signIn, tokenFromAnswer } from '../../helpers/session-cookie'

const EMAIL = 'first-admin@test.example'
const NEW_PASSWORD = 'a-password-of-my-own-1991'
const REFUSAL = /password of your own in place of the generated one/

/** The compiled bootstrap, as `npm start` runs it, its stdout and stderr piped; its exit and output. */
function bootstrap(env: Record<string, string>): Promise<ChildResult> {
  return runChild([...CONFIG_LOADER_FLAGS, 'dist/bootstrap.mjs'], {
    NODE_ENV: 'production',
    SEED: 'false',
    ADMIN_PASSWORD: undefined,
    ...env,
  })
}

const dirs: string[] = []
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-admin-int-'))
  dirs.push(dir)
  return dir
}

let app: AppServer
let dir: string
let file: string
let started: ChildResult
let generated: string
let token: string
let userId: number

async function rest(
  method: string,
  route: string,
  { body, language }: { body?: unknown; language?: 'ru' | 'en' } = {},
) {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `JWT ${token}`,
      ...(language ? { cookie: `${ADMIN_LANGUAGE_COOKIE}=${language}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return readReply(response)
}

const messageOf = (json: Record<string, unknown>) =>
  (json.errors as { message?: string }[] | undefined)?.[0]?.message ?? ''

beforeAll(async () => {
  dir = dataDir()
  file = path.join(dir, FIRST_ADMIN_PASSWORD_FILE)
  started = await bootstrap({ DATA_DIR: dir, ADMIN_EMAIL: EMAIL })
  expect(started.code, started.output).toBe(0)
  generated = /^Password: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? ''
  app = await startApp({ DATA_DIR: dir })
})

afterAll(async () => {
  await app?.stop()
  for (const made of dirs) fs.rmSync(made, { recursive: true, force: true })
})

describe('the generated password of the first admin', () => {
  it('is not printed when stdout is no terminal: a file (0600) holds it, the output names it', () => {
    expect(generated.length).toBeGreaterThanOrEqual(16)
    expect(started.output).not.toContain(generated)
    expect(started.output).toContain(`Admin account created: ${EMAIL}`)
    expect(started.output).toContain(file)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(file, 'utf8')).toContain(`E-mail: ${EMAIL}`)
  })

  it('signs in, and the account is marked', async () => {
    const response = await fetch(`${app.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: generated }),
    })
    expect(response.status).toBe(200)
    token = tokenFromAnswer(response)
    const me = await rest('GET', '/api/users/me')
    const user = me.json.user as { id: number; mustChangePassword?: boolean; roles: string[] }
    expect(user.mustChangePassword).toBe(true)
    expect(user.roles).toEqual(['admin', 'inbox'])
    userId = user.id
  })

  it('can do nothing else: REST answers 403 and says why, in the admin language', async () => {
    for (const [method, route, body] of [
      ['GET', '/api/posts'],
      ['GET', '/api/callback-requests'],
      ['GET', '/api/users'],
      ['GET', '/api/globals/site'],
      ['POST', '/api/posts', { title: 'Не выйдет', type: 'news' }],
      ['POST', '/api/users', { email: 'x@test.example', password: NEW_PASSWORD, roles: ['admin'] }],
      ['POST', '/api/globals/site', { name: 'Чужая фирма' }],
    ] as const) {
      const answer = await rest(method, route, { body })
      expect(answer.status, `${method} ${route}: ${answer.text}`).toBe(403)
    }
    const english = await rest('GET', '/api/posts', { language: 'en' })
    expect(messageOf(english.json)).toMatch(REFUSAL)
    const russian = await rest('GET', '/api/posts', { language: 'ru' })
    expect(messageOf(russian.json)).toMatch(/Сначала задайте свой пароль вместо выданного/)
    // Its own account, but not a new password: refused too.
    const renamed = await rest('PATCH', `/api/users/${userId}`, { body: { name: 'Новое имя' } })
    expect(renamed.status, renamed.text).toBe(403)
    expect(messageOf(renamed.json)).toMatch(REFUSAL)
    // Its roles count for nothing meanwhile: no admin's or inbox's permission in the admin.
    const access = await rest('GET', '/api/access')
    const collections = access.json.collections as Record<string, { read?: unknown }>
    const globals = access.json.globals as Record<string, { update?: unknown }>
    expect(collections['callback-requests']?.read ?? false).toBe(false)
    expect(globals.site?.update ?? false).toBe(false)
  })

  it('can do nothing else: GraphQL and the CSV export refuse it as well', async () => {
    const { json } = await postGraphql(
      `${app.url}/graphql`,
      { query: '{ Posts(limit: 1) { totalDocs } Site { name } }' },
      { token },
    )
    expect(codes(json)).toContain('FORBIDDEN')
    expect(json.errors?.map((error) => error.message).join(' ')).toMatch(REFUSAL)
    const exported = await rest('GET', '/api/callback-requests/export.csv')
    expect(exported.status).toBe(403)
  })

  it('a new password needs the generated one as the current password', async () => {
    const wrong = await rest('PATCH', `/api/users/${userId}`, {
      body: { password: NEW_PASSWORD, currentPassword: 'not-the-generated-one' },
    })
    expect(wrong.status, wrong.text).toBe(400)
    expect(
      ((await rest('GET', '/api/users/me')).json.user as Record<string, unknown>)
        .mustChangePassword,
    ).toBe(true)
  })

  it('setting its own password clears the mark, removes the file, and the account works', async () => {
    const changed = await rest('PATCH', `/api/users/${userId}`, {
      // As the admin's account view sends it: the whole form, roles too; only the password counts.
      body: {
        password: NEW_PASSWORD,
        currentPassword: generated,
        roles: ['editor'],
        name: 'Админ',
      },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(fs.existsSync(file)).toBe(false)
    token = await signIn(app.url, { email: EMAIL, password: NEW_PASSWORD })
    const me = (await rest('GET', '/api/users/me')).json.user as Record<string, unknown>
    expect(me.mustChangePassword).toBe(false)
    expect(me.roles).toEqual(['admin', 'inbox'])
    const posts = await rest('GET', '/api/posts')
    expect(posts.status, posts.text).toBe(200)
  })
})

describe('with ADMIN_PASSWORD given', () => {
  it('writes no file and marks nothing', async () => {
    const other = dataDir()
    const password = 'an-admin-password-given-1991'
    const run = await bootstrap({
      DATA_DIR: other,
      ADMIN_EMAIL: 'given@test.example',
      ADMIN_PASSWORD: password,
    })
    expect(run.code, run.output).toBe(0)
    expect(run.output).toContain('Admin account created: given@test.example')
    expect(run.output).not.toContain(password)
    expect(fs.existsSync(path.join(other, FIRST_ADMIN_PASSWORD_FILE))).toBe(false)
    const { createClient } = await import('@libsql/client')
    const db = createClient({ url: `file:${path.join(other, 'site.db')}` })
    try {
      const { rows } = await db.execute('SELECT must_change_password FROM users')
      expect(rows.map((row) => Number(row.must_change_password))).toEqual([0])
    } finally {
      db.close()
    }
  })
})
