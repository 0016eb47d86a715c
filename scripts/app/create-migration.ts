/**
 * Creates a migration for both adapters from the current content model:
 * `npm run migrate:create -- name`. PostgreSQL's is generated against a throwaway server.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from '../../support/postgres'
import { CONFIG_LOADER_FLAGS } from './run'

const name = process.argv[2] ?? 'change'
const base = {
  ...process.env,
  PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-')),
}

function create(env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    process.execPath,
    [...CONFIG_LOADER_FLAGS, 'node_modules/payload/bin.js', 'migrate:create', name],
    {
      env,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

create(base)
const pg = await startPostgres()
try {
  create({ ...base, DATABASE_URL: pg.url })
} finally {
  pg.stop()
}
