/**
 * The embedded database stays whole when another process opens and closes it while the server
 * runs (a script, a second server, a test): the server's write-ahead log is not deleted under it.
 * Before, evaluating the Payload config again in the server's process opened and closed the
 * database file, which dropped the process's SQLite locks (src/cms/db.ts, `createPrivately`).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, expect, it } from 'vitest'

import { createPrivately } from '@/cms/db'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-sqlite-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Another process: opens the database, counts the rows, closes it. */
function countInAnotherProcess(file: string): string {
  const script = `import { createClient } from '@libsql/client'
const db = createClient({ url: ${JSON.stringify(`file:${file}`)} })
const result = await db.execute('select count(*) as n from notes')
console.log(String(result.rows[0].n))
db.close()`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return run.stdout.trim()
}

it("keeps the server's writes when another process closes the database", async () => {
  const file = path.join(dir, 'site.db')
  createPrivately(file)
  const server = createClient({ url: `file:${file}` })
  await server.execute('PRAGMA journal_mode = WAL')
  await server.execute('create table notes (id integer primary key, text text)')
  await server.execute("insert into notes (text) values ('before')")
  // The config evaluated once more in the server's process, as Next's bundles do.
  createPrivately(file)
  expect(countInAnotherProcess(file)).toBe('1')
  await server.execute("insert into notes (text) values ('after')")
  expect(fs.existsSync(`${file}-wal`)).toBe(true)
  expect(countInAnotherProcess(file)).toBe('2')
  server.close()
  expect(fs.statSync(file).mode & 0o777).toBe(0o600)
})
