import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { luaLongString, rotatingPaths } from './common'

/** wrk, as the benchmarks run it (npm run setup:system installs it; npm test does as root). */
const wrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk prints its version and exits 1.
    return (error as { status?: number }).status === 1
  }
})()

describe('luaLongString', () => {
  it('keeps the text as it is, quotes and backslashes included', () => {
    expect(luaLongString('{"q":"a\\\\b"}')).toBe('[[\n{"q":"a\\\\b"}]]')
  })

  it('picks a level the text does not close', () => {
    expect(luaLongString('a]]b')).toBe('[=[\na]]b]=]')
    expect(luaLongString('a]]b]=]c')).toBe('[==[\na]]b]=]c]==]')
  })
})

describe('rotatingPaths', () => {
  it('lists every path once, as Lua strings', () => {
    const lua = rotatingPaths(['/', '/en/news?q="x"'])
    expect(lua).toContain('  "/",\n  "/en/news?q=\\"x\\"",')
    expect(lua).toContain('return wrk.format("GET", paths[i])')
  })

  it.skipIf(!wrk)('never has two wrk threads ask the same path', async () => {
    const asked: string[] = []
    // Slow enough answers that neither thread gets round to the other's share in a second.
    const server = createServer((req, res) => {
      asked.push(req.url ?? '')
      setTimeout(() => res.end('ok'), 5)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-paths-'))
    try {
      const script = path.join(dir, 'paths.lua')
      const paths = Array.from({ length: 16_000 }, (_, n) => `/p/${n}`)
      fs.writeFileSync(script, rotatingPaths(paths))
      const { port } = server.address() as AddressInfo
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          'wrk',
          ['-t2', '-c4', '-d1s', '-s', script, `http://127.0.0.1:${port}/`],
          { stdio: 'ignore' },
        )
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrk ${code}`))))
      })
    } finally {
      server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(asked.length).toBeGreaterThan(100)
    expect(new Set(asked).size).toBe(asked.length)
    // Both threads asked: the second from its own share of the list on.
    expect(asked.some((url) => Number(url.slice(3)) >= 1000)).toBe(true)
  })
})
