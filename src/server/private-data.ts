/**
 * Server step: the data folder (SQLite database and its -wal/-shm files, uploads, the generated
 * secret) is the owner's alone (issue 16, finding 12): it was created world-readable (0644), so
 * any local account could copy the callback requests. Folders 0700, files 0600.
 */
import fs from 'node:fs'
import path from 'node:path'

import { PRIVATE_MODES } from '../config/constants'
import type { Env } from '../config/env'
import { createPrivateFolder } from '../config/private-folder'

/**
 * Every file this process creates from now on (uploads, image sizes, SQLite's journal files, the
 * cache of pages) is created private: Payload writes uploads with the default mode.
 */
export const PRIVATE_UMASK = 0o777 & ~PRIVATE_MODES.directory

/** Makes `target` and everything under it private (symbolic links are left as they are). */
export function makePrivate(target: string): void {
  let stat: fs.Stats
  try {
    stat = fs.lstatSync(target)
  } catch {
    return
  }
  if (stat.isSymbolicLink()) return
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_MODES.directory) {
      fs.chmodSync(target, PRIVATE_MODES.directory)
    }
    for (const name of fs.readdirSync(target)) makePrivate(path.join(target, name))
  } else if ((stat.mode & 0o777) !== PRIVATE_MODES.file) {
    fs.chmodSync(target, PRIVATE_MODES.file)
  }
}

/** The step, run once at start: the umask, then what already exists is made private. */
export function keepDataPrivate(env: Env): void {
  process.umask(PRIVATE_UMASK)
  createPrivateFolder(env.dataDir)
  makePrivate(env.dataDir)
  // A database file outside the data folder (DATABASE_URL=file:…) and its journal files.
  if (env.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) makePrivate(`${env.database.file}${suffix}`)
  }
}
