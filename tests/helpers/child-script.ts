import { spawn } from 'node:child_process'

import { CONFIG_LOADER_FLAGS } from '../../scripts/app/run'

/** What a child process left: its exit code, its two outputs, and both as they came. */
export type ChildResult = { code: number | null; stdout: string; stderr: string; output: string }

/**
 * Runs Node with `args` in a process of its own, with `env` over this one's (an undefined value
 * removes a variable), its outputs piped as a service's log is.
 */
export function runChild(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const result: ChildResult = { code: null, stdout: '', stderr: '', output: '' }
    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream].on('data', (chunk) => {
        result[stream] += chunk
        result.output += chunk
      })
    }
    child.on('error', reject)
    child.on('exit', (code) => resolve({ ...result, code }))
  })
}

/** Runs this project's TypeScript script (tsx, with the config loader's flags): see runChild. */
export function runChildScript(
  script: string,
  env: Record<string, string | undefined>,
): Promise<ChildResult> {
  return runChild([...CONFIG_LOADER_FLAGS, '--import', 'tsx', script], env)
}
