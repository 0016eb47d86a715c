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
      // A child killed by a signal printed nothing itself: say so, or the failure is silent.
      if (signal) console.error(`${command} ${args.join(' ')} was stopped by ${signal}`)
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
