/**
 * A production start takes Next's config as the build wrote it, not from `next.config.ts`.
 *
 * Loading `next.config.ts` at start transpiles TypeScript at run time: Next loads its native SWC
 * binding for it (27 MB resident, for the life of the process) and runs the build's plugins, of
 * which next-intl's loads `@swc/core` too (10 MB more), all to compute a config the build has
 * already resolved and written to `{distDir}/required-server-files.json`. Next's own standalone
 * server hands that file's config over in `__NEXT_PRIVATE_STANDALONE_CONFIG`, which `loadConfig`
 * then returns as is (node_modules/next/dist/server/config.js); this does the same for the custom
 * server. Only the build directory is taken from this process: the topology serves copies of one
 * build from other directories (NEXT_DIST_DIR).
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

/**
 * Hands the build's config to Next before it starts (production only; a config already given, as
 * by a standalone server, is kept). Throws when the build has no such file: a production start
 * needs a build.
 */
export function adoptBuiltNextConfig(
  dir: string,
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  env: Record<string, string | undefined> = process.env,
): void {
  if (env[STANDALONE_CONFIG_VARIABLE]) return
  env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(builtNextConfig(dir, distDir))
}
