import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'

import { committedMigrations, databaseIsPrepared, preparedThrough } from './prepared-database'

const MIGRATIONS = ['20260101_000000_first', '20260102_000000_second']

/** The tables the conditions read, as Payload's migrations make them, filled as a bootstrap does. */
function preparedDatabase(file = ':memory:'): Database.Database {
  const db = new Database(file)
  db.exec(`
    create table payload_migrations (id integer primary key, name text, batch integer);
    create table users (id integer primary key, email text);
    create table practices (id integer primary key);
    create table page_texts_locales (id integer primary key, news_intro text, _locale text);
    insert into payload_migrations (name, batch) values ('${MIGRATIONS[0]}', 1), ('${MIGRATIONS[1]}', 2);
    insert into users (email) values ('admin@example.ru');
    insert into practices default values;
    insert into page_texts_locales (news_intro, _locale) values ('Новости', 'ru'), ('News', 'en');
  `)
  return db
}

const readOf = (db: Database.Database) => async (query: string) =>
  db.prepare(query).all() as Record<string, unknown>[]

const expected = { migrations: MIGRATIONS, seed: true, admin: true }

describe('preparedThrough', () => {
  it('holds when every migration is recorded, an account exists and the content is seeded', async () => {
    expect(await preparedThrough(readOf(preparedDatabase()), expected)).toBe(true)
  })

  it('fails when a committed migration is not recorded', async () => {
    const db = preparedDatabase()
    db.exec(`delete from payload_migrations where name = '${MIGRATIONS[1]}'`)
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
  })

  it('fails when a schema was pushed in development (batch -1): Payload asks first', async () => {
    const db = preparedDatabase()
    db.exec(`insert into payload_migrations (name, batch) values ('dev', -1)`)
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
  })

  it('fails without any account when a first admin would be made, and holds when none would', async () => {
    const db = preparedDatabase()
    db.exec('delete from users')
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
    expect(await preparedThrough(readOf(db), { ...expected, admin: false })).toBe(true)
  })

  it('fails with SEED on an empty database, and holds without SEED', async () => {
    const db = preparedDatabase()
    db.exec('delete from practices')
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
    expect(await preparedThrough(readOf(db), { ...expected, seed: false })).toBe(true)
  })

  it('fails with SEED when the Russian page texts are empty (the seed fills them)', async () => {
    const db = preparedDatabase()
    db.exec(`update page_texts_locales set news_intro = '' where _locale = 'ru'`)
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
    db.exec(`update page_texts_locales set news_intro = null where _locale = 'ru'`)
    expect(await preparedThrough(readOf(db), expected)).toBe(false)
  })

  it('fails on a table that is not there', async () => {
    const db = preparedDatabase()
    db.exec('drop table users')
    await expect(preparedThrough(readOf(db), expected)).rejects.toThrow()
  })
})

describe('committedMigrations', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'lists what the %s index of migrations lists',
    (kind) => {
      const index = fs.readFileSync(path.join('migrations', kind, 'index.ts'), 'utf8')
      const names = [...index.matchAll(/name: '([^']+)'/g)].map((m) => m[1])
      expect(committedMigrations(kind)).toEqual(names)
    },
  )
})

describe('databaseIsPrepared on SQLite', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })
  const envFor = (dataDir: string) => parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })

  it('is false when there is no database file yet, and creates none', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'))
    expect(await databaseIsPrepared(envFor(dir))).toBe(false)
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('is false, not an error, on a database that has no tables yet', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'))
    new Database(path.join(dir, 'site.db')).close()
    expect(await databaseIsPrepared(envFor(dir))).toBe(false)
  })

  it('reads a prepared database, against the committed migrations', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-'))
    const db = preparedDatabase(path.join(dir, 'site.db'))
    const insert = db.prepare('insert into payload_migrations (name, batch) values (?, 3)')
    for (const name of committedMigrations('sqlite')) insert.run(name)
    db.close()
    expect(await databaseIsPrepared(envFor(dir))).toBe(true)
  })
})
