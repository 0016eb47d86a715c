/** What the benchmark scripts share: their production server and their command-line options. */
import { type AppServer, startApp } from '../tests/helpers/app-server'

import { buildIfNeeded } from './build'
import { runBootstrap } from './run'

/**
 * The production server for a benchmark: bootstrapped and built if needed, on a free local port,
 * with the default data directory (or DATA_DIR).
 */
export async function startBenchServer(): Promise<AppServer> {
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  await runBootstrap()
  await buildIfNeeded()
  return startApp({ DATA_DIR: process.env.DATA_DIR ?? './data' })
}

/** The value after `--name` on the command line, if given. */
export function benchOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
