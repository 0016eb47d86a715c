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

/** Runs a TypeScript script of this project in a child process (tsx). */
export function runScript(
  script: string,
  args: string[] = [],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  return run(process.execPath, ['--import', 'tsx', script, ...args], env)
}

/**
 * Prepares the database (scripts/app/bootstrap.ts), retrying once when Node ends it with code 13.
 *
 * Why 13 happens: loading the Payload config loads the Lexical editor, whose packages resolve in
 * Node to "fork" modules (`lexical/dist/Lexical.node.mjs`, one per @lexical/* package) that pick
 * their dev or prod build with a top-level `await import()` and import each other
 * (https://github.com/facebook/lexical/pull/5774). On Node 20 that module graph now and then never
 * settles: the loader stops while linking @lexical/* modules (seen with NODE_DEBUG=esm), nothing
 * else keeps the event loop alive, and Node exits 13 before the script has printed anything.
 * Reproduced 2026-11-25 on this machine: 4 of 30 runs of bootstrap.ts, 2 of 20 with the config
 * imported statically, 1 of 21 bundled and run without tsx; with a timer keeping the loop alive
 * the process hangs instead. The closest public reports are Node's unsettled top-level await with
 * dynamic import (https://github.com/nodejs/node/issues/55468); none names this graph, so the
 * cause lies in the two libraries' interplay and is not fixed here. Bootstrapping is idempotent
 * and the failure happens before it touches the database, so that one exit is retried once, and
 * said.
 */
export async function runBootstrap(env?: NodeJS.ProcessEnv): Promise<void> {
  try {
    await runScript('scripts/app/bootstrap.ts', [], env)
  } catch (error) {
    if (!(error instanceof ChildFailed) || error.code !== UNSETTLED_TOP_LEVEL_AWAIT) throw error
    console.error('> Retrying the database preparation once')
    await runScript('scripts/app/bootstrap.ts', [], env)
  }
}
