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
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new ChildFailed(`${command} ${args.join(' ')}`, code ?? 1)),
    )
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
