import { spawn } from 'node:child_process'

/** A child process that failed; it has already printed its own error. */
export class ChildFailed extends Error {
  constructor(
    readonly command: string,
    readonly code: number,
  ) {
    super(`${command} exited with ${code}`)
  }
}

/** Node's exit code when the event loop empties while the main module still awaits. */
export const UNSETTLED_TOP_LEVEL_AWAIT = 13

/** Runs a command with inherited output; rejects with ChildFailed on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve()
      // A child killed by a signal, or one whose loading never finished, printed nothing itself:
      // say so, or the failure is silent.
      if (signal) console.error(`${command} ${args.join(' ')} was stopped by ${signal}`)
      if (code === UNSETTLED_TOP_LEVEL_AWAIT) {
        console.error(`${command} ${args.join(' ')} exited with 13 (its start-up never settled)`)
      }
      reject(new ChildFailed(`${command} ${args.join(' ')}`, code ?? 1))
    })
  })
}

/**
 * Node flags of every script that loads the Payload config. `--conditions=production` resolves the
 * Lexical editor's packages (the config loads them) to their production builds directly. Without
 * it Node picks their "fork" modules (`lexical/dist/Lexical.node.mjs`, one per @lexical/* package),
 * which choose a build with a top-level `await import()` and import each other
 * (https://github.com/facebook/lexical/pull/5774); on Node 20 that module graph now and then never
 * settles: the loader stops while linking it (seen with NODE_DEBUG=esm), and Node exits 13 before
 * the script prints anything (closest report: https://github.com/nodejs/node/issues/55468).
 * Measured here, bootstrap.ts on a prepared database: 7 of 40 runs exited 13 without the flag,
 * none of 80 with it. The package.json scripts that load the config pass the same flag.
 */
export const CONFIG_LOADER_FLAGS = ['--conditions=production']

/** Runs a TypeScript script of this project in a child process (tsx). */
export function runScript(
  script: string,
  args: string[] = [],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  return run(process.execPath, [...CONFIG_LOADER_FLAGS, '--import', 'tsx', script, ...args], env)
}

/** Whether this code runs compiled (`dist/start.mjs`, scripts/app/compile.ts): its bootstrap is too. */
const COMPILED = import.meta.url.endsWith('.mjs')

/** Prepares the database (scripts/app/bootstrap.ts): migrations, demo content, the first admin. */
export async function runBootstrap(env?: NodeJS.ProcessEnv): Promise<void> {
  if (COMPILED) await run(process.execPath, [...CONFIG_LOADER_FLAGS, 'dist/bootstrap.mjs'], env)
  else await runScript('scripts/app/bootstrap.ts', [], env)
}
