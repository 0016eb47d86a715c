/**
 * Creating the data folder (and the SQLite database's folder) private without closing the
 * folders above it. `mkdirSync(dir, { recursive: true, mode: 0o700 })` gives every folder it
 * creates that mode, so a data folder under a missing `tmp/` made `tmp/` the owner's alone too, and
 * nginx's workers (another user) could no longer reach their cache beside it.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The data folder and what is in it (database, uploads, generated secret): the owner's alone. */
export const PRIVATE_MODES = { directory: 0o700, file: 0o600 } as const

/** What `mkdir -p` gives the folders above with the usual umask (022). */
const OPEN_FOLDER_MODE = 0o755

function createOpenFolder(dir: string): void {
  if (fs.existsSync(dir)) return
  createOpenFolder(path.dirname(dir))
  try {
    fs.mkdirSync(dir, { mode: OPEN_FOLDER_MODE })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return
    throw error
  }
  // The process's umask may be the private one (the server sets it at start).
  fs.chmodSync(dir, OPEN_FOLDER_MODE)
}

/**
 * Creates `dir` 0700 if it is missing; folders missing above it are created 0755. Existing
 * folders keep their modes (the data folder's own is tightened by the server at start).
 */
export function createPrivateFolder(dir: string): void {
  const target = path.resolve(dir)
  createOpenFolder(path.dirname(target))
  fs.mkdirSync(target, { recursive: true, mode: PRIVATE_MODES.directory })
}

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

/**
 * Run once at the server's start: the data folder (database, uploads, the generated secret) is
 * the owner's alone, folders 0700 and files 0600, and so is what the process creates later.
 */
export function keepDataPrivate(env: {
  dataDir: string
  database: { kind: 'sqlite'; file: string } | { kind: string }
}): void {
  process.umask(PRIVATE_UMASK)
  createPrivateFolder(env.dataDir)
  makePrivate(env.dataDir)
  // A database file outside the data folder (DATABASE_URL=file:…) and its journal files.
  if ('file' in env.database) {
    for (const suffix of ['', '-wal', '-shm']) makePrivate(`${env.database.file}${suffix}`)
  }
}
