import fs from 'node:fs'
import path from 'node:path'

/** Debian's PostgreSQL bin folders (`/usr/lib/postgresql/<major>/bin`), newest major first. */
export function postgresBinDirs(): { major: number; dir: string }[] {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root)
    .map((name) => ({ major: Number(name), dir: path.join(root, name, 'bin') }))
    .filter(({ major, dir }) => Number.isInteger(major) && fs.existsSync(dir))
    .sort((a, b) => b.major - a.major)
}
