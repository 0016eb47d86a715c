import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  adoptBuiltNextConfig,
  builtNextConfig,
  STANDALONE_CONFIG_VARIABLE,
} from './built-next-config'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** An app folder whose build in `distDir` wrote this config. */
function builtApp(distDir: string, config: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-config-'))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, distDir))
  fs.writeFileSync(
    path.join(dir, distDir, 'required-server-files.json'),
    JSON.stringify({ version: 1, config, files: [] }),
  )
  return dir
}

describe('the built Next config', () => {
  it('is the config the build wrote, served from this process’s build directory', () => {
    const dir = builtApp('dist-2', { distDir: '.next', cacheMaxMemorySize: 1234 })
    expect(builtNextConfig(dir, 'dist-2')).toEqual({ distDir: 'dist-2', cacheMaxMemorySize: 1234 })
  })

  it('is handed to Next through the standalone variable, unless one is given already', () => {
    const dir = builtApp('.next', { distDir: '.next', poweredByHeader: false })
    const env: Record<string, string> = {}
    adoptBuiltNextConfig(dir, '.next', env)
    expect(JSON.parse(env[STANDALONE_CONFIG_VARIABLE] ?? '')).toEqual({
      distDir: '.next',
      poweredByHeader: false,
    })
    const given = { [STANDALONE_CONFIG_VARIABLE]: '{"distDir":"x"}' }
    adoptBuiltNextConfig(dir, '.next', given)
    expect(given[STANDALONE_CONFIG_VARIABLE]).toBe('{"distDir":"x"}')
  })

  it('is required: a production start without a build fails on it', () => {
    const dir = builtApp('.next', {})
    expect(() => builtNextConfig(dir, 'missing')).toThrow(/required-server-files\.json/)
  })
})
