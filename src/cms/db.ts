import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/config/env'
import { createPrivateFolder, PRIVATE_MODES } from '@/config/private-folder'

import { migrations as sqliteMigrations } from '../../migrations/sqlite'

/**
 * Creates the database file with private permissions, and never opens one that exists. This runs
 * wherever the Payload config is evaluated, which can be after SQLite opened the database in this
 * very process (Next's bundles evaluate the config more than once). Closing any descriptor of a
 * file drops every POSIX lock the process holds on it (https://sqlite.org/howtocorrupt.html,
 * section 2.2): the server's connection then looked closed to other processes, and the next one
 * to close the database (a script, a second server, a test) took itself for the last, checkpointed
 * and deleted the write-ahead log the server was still writing to. Every later write was lost: a
 * deleted post came back after a restart.
 */
export function createPrivately(file: string): void {
  try {
    fs.writeFileSync(file, '', { flag: 'wx', mode: PRIVATE_MODES.file })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

/**
 * The database adapter for this process: embedded SQLite by default, PostgreSQL when DATABASE_URL
 * starts with postgres. Schema changes go through committed migrations only (push is off), so
 * development, tests and production run the same schema. The embedded database applies them when
 * Payload starts (a laptop's one command); PostgreSQL only in the deploy step (`npm run migrate`),
 * and a server on a database without them does not start (assertMigrated).
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  const migrationRoot = path.resolve(process.cwd(), 'migrations')
  if (env.database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.database.url, connectionTimeoutMillis: 5000, max: 10 },
      migrationDir: path.join(migrationRoot, 'postgres'),
      push: false,
    })
  }
  // Created private before SQLite opens it: SQLite gives its -wal and -shm files the mode of the
  // database file (and scripts such as the build create the database before any server runs).
  createPrivateFolder(path.dirname(env.database.file))
  createPrivately(env.database.file)
  return sqliteAdapter({
    client: { url: env.database.url },
    migrationDir: path.join(migrationRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
    wal: true,
    busyTimeout: 5000,
  })
}
