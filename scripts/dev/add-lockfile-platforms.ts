/**
 * Records the other platforms' optional binaries in package-lock.json.
 *
 * Packages such as next, @biomejs/biome and @swc/core list one optional binary package per
 * platform. The registry this project installs from lacks some of them (darwin, win32, musl…), so
 * `npm install` leaves them out of the lock file, and `npm ci` then refuses the lock as out of sync.
 * This adds each missing one as an optional entry with the os/cpu/libc its name states, which npm
 * skips on any other platform.
 *
 * When: after every `npm install`, `npm uninstall` or `npm update`, before committing the lock
 * file (`npm run lockfile:platforms`); it adds nothing when nothing is missing. See
 * docs/deployment.md ("Installing dependencies").
 */
import fs from 'node:fs'

type Entry = {
  version?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el']

/** os, cpu and libc from a platform package name such as @swc/core-linux-arm64-musl. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? []
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return null
  const libc = parts.includes('musl')
    ? ['musl']
    : os === 'linux' && parts.includes('gnu')
      ? ['glibc']
      : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = 'package-lock.json'
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, Entry> }
  let added = 0
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`
      const platform = platformOf(name)
      if (lock.packages[key] || !platform) continue
      lock.packages[key] = { version, optional: true, ...platform }
      added++
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : 1)),
  )
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`lockfile-platforms: added ${added} optional platform entries`)
}
