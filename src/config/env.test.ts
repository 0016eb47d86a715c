import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { assertSiteUrl, ConfigError, parseEnv, resolvePayloadSecret } from './env'

describe('parseEnv', () => {
  it('works with no variables at all: SQLite under ./data on port 3004', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3004)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.SEED).toBe(true)
    expect(env.database).toEqual({
      kind: 'sqlite',
      file: path.resolve('data/site.db'),
      url: `file:${path.resolve('data/site.db')}`,
    })
  })
  it('selects PostgreSQL for postgres URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@h/db' }).database.kind).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@h/db' }).database.kind).toBe('postgres')
  })
  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3004)
  })
  it('rejects bad values with one clear message', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/must start with postgres/)
    expect(() => parseEnv({ SEED: 'maybe' })).toThrow(/SEED/)
    expect(() => parseEnv({ METRIKA_ID: '12ab' })).toThrow(/METRIKA_ID/)
  })
  it('holds ADMIN_PASSWORD to the staff password rule (12 to 128 characters, not a common one)', () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short-pw-1' })).toThrow(/ADMIN_PASSWORD.*at least 12/)
    expect(() => parseEnv({ ADMIN_PASSWORD: 'Qwerty123456' })).toThrow(/ADMIN_PASSWORD.*common/)
    expect(parseEnv({ ADMIN_PASSWORD: 'test-admin-password-1991' }).ADMIN_PASSWORD).toBe(
      'test-admin-password-1991',
    )
  })
  it('reads SEED=false', () => {
    expect(parseEnv({ SEED: 'false' }).SEED).toBe(false)
  })
  it('seeds PostgreSQL (production) only when SEED=true says so', () => {
    const postgres = { DATABASE_URL: 'postgres://u:p@h/db' }
    expect(parseEnv(postgres).SEED).toBe(false)
    expect(parseEnv({ ...postgres, SEED: 'true' }).SEED).toBe(true)
    expect(parseEnv({ DATABASE_URL: 'file:./x.db' }).SEED).toBe(true)
  })
  it('keeps the test and benchmark switches off unless set (E2E_FAULTS, E2E_JOBS_CLOCK, BENCH_CEILING)', () => {
    const off = parseEnv({})
    expect([off.E2E_FAULTS, off.E2E_JOBS_CLOCK, off.BENCH_CEILING]).toEqual([false, false, false])
    const env = parseEnv({ E2E_FAULTS: 'true', E2E_JOBS_CLOCK: 'true', BENCH_CEILING: '1' })
    expect([env.E2E_FAULTS, env.E2E_JOBS_CLOCK, env.BENCH_CEILING]).toEqual([true, true, true])
    expect(() => parseEnv({ E2E_FAULTS: 'on' })).toThrow(/E2E_FAULTS/)
    expect(() => parseEnv({ E2E_JOBS_CLOCK: 'on' })).toThrow(/E2E_JOBS_CLOCK/)
  })
  it('checks the mail and callback settings', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp/)
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail:465' }).SMTP_URL).toBe('smtps://u:p@mail:465')
    expect(() => parseEnv({ CALLBACK_LIMIT_PER_IP: '0' })).toThrow(/CALLBACK_LIMIT_PER_IP/)
    expect(() => parseEnv({ CALLBACK_MIN_FILL_MS: '-1' })).toThrow(/CALLBACK_MIN_FILL_MS/)
    expect(() => parseEnv({ TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/)
    const env = parseEnv({
      CALLBACK_LIMIT_PER_PHONE: '5',
      TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16',
    })
    expect([env.CALLBACK_LIMIT_PER_PHONE, env.TRUSTED_PROXIES]).toEqual([
      5,
      ['10.0.0.5', '10.1.0.0/16'],
    ])
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([])
  })
})

describe('resolvePayloadSecret', () => {
  it('generates a secret once and keeps it under DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    const env = parseEnv({ DATA_DIR: dir })
    const first = resolvePayloadSecret(env)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(resolvePayloadSecret(env)).toBe(first)
    expect(fs.statSync(path.join(dir, '.payload-secret')).mode & 0o777).toBe(0o600)
  })
  it('prefers PAYLOAD_SECRET', () => {
    expect(resolvePayloadSecret(parseEnv({ PAYLOAD_SECRET: 's'.repeat(20) }))).toBe('s'.repeat(20))
  })
  it('requires it in production with PostgreSQL', () => {
    const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' })
    expect(() => resolvePayloadSecret(env)).toThrow(/PAYLOAD_SECRET is required/)
  })
})

describe('SITE_URL', () => {
  it('keeps the public origin without a trailing slash, and takes only http(s)', () => {
    expect(parseEnv({ SITE_URL: 'https://gromov-larina.ru/' }).siteUrl).toBe(
      'https://gromov-larina.ru',
    )
    expect(() => parseEnv({ SITE_URL: 'ftp://gromov-larina.ru' })).toThrow(/SITE_URL/)
    expect(() => parseEnv({ SITE_URL: 'gromov-larina.ru' })).toThrow(/SITE_URL/)
  })
  it('is required by a public production deployment: PostgreSQL, or behind a proxy', () => {
    const postgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' }
    expect(() => assertSiteUrl(parseEnv(postgres))).toThrow(/SITE_URL is required/)
    const proxied = { NODE_ENV: 'production', TRUSTED_PROXIES: '127.0.0.1' }
    expect(() => assertSiteUrl(parseEnv(proxied))).toThrow(/SITE_URL is required/)
    expect(() =>
      assertSiteUrl(parseEnv({ ...proxied, SITE_URL: 'https://gromov-larina.ru' })),
    ).not.toThrow()
  })
  it('is optional for a laptop: production on embedded SQLite with nothing in front, or development', () => {
    expect(() => assertSiteUrl(parseEnv({ NODE_ENV: 'production' }))).not.toThrow()
    expect(() => assertSiteUrl(parseEnv({ DATABASE_URL: 'postgres://h/db' }))).not.toThrow()
    expect(parseEnv({ NODE_ENV: 'production', PORT: '3010' }).siteUrl).toBe('http://localhost:3010')
  })
})
