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
 * Prepares the database (scripts/app/bootstrap.ts). On rare runs Node ends it with code 13 before it
 * prints anything (the start-up's await never settles: seen on CI and once here, not reproducible
 * on demand). Bootstrapping is idempotent, so that one failure is retried once, and said.
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
