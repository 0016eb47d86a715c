import { spawn } from 'node:child_process'

import { CONFIG_LOADER_FLAGS } from '../../scripts/app/run'

/** What a child process left: its exit code and its two outputs. */
export type ChildResult = { code: number | null; stdout: string; stderr: string }

/**
 * Runs this project's TypeScript script (`tsx`, with the config loader's flags) in a process of its
 * own with `env` over this one's, its outputs piped as a service's log is.
 */
export function runChildScript(
  script: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...CONFIG_LOADER_FLAGS, '--import', 'tsx', script, ...args],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
