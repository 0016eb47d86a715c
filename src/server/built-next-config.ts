/**
 * A production start takes Next's config as the build resolved it, as Next's standalone server
 * does: loading `next.config.ts` would keep SWC and the plugins' compilers in memory for nothing.
 * Only the build directory is this process's own (the topology serves copies, NEXT_DIST_DIR).
 */
import fs from 'node:fs'
import path from 'node:path'

/** The variable Next's standalone server sets, read by Next's `loadConfig`. */
export const STANDALONE_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG'

/** The build's serialized config, with `distDir` as this process serves it. */
export function builtNextConfig(dir: string, distDir: string): Record<string, unknown> {
  const file = path.join(dir, distDir, 'required-server-files.json')
  const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    config: Record<string, unknown>
  }
  return { ...config, distDir }
}

/** Hands the build's config to Next before it starts; throws when there is no build. */
export function adoptBuiltNextConfig(
  dir: string,
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  env: Record<string, string | undefined> = process.env,
): void {
  if (env[STANDALONE_CONFIG_VARIABLE]) return
  env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(builtNextConfig(dir, distDir))
}
