import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SERVER_NODE_FLAGS } from './app-server'

describe('the server process flags', () => {
  it('are given to node by `npm start`, as to the test and benchmark servers', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const serve = /\bnode ((?:--\S+ )*)dist\/start\.mjs\b/.exec(pkg.scripts.start ?? '')
    expect(serve, 'npm start no longer runs node … dist/start.mjs').not.toBeNull()
    expect(serve?.[1]?.trim().split(' ')).toEqual([...SERVER_NODE_FLAGS])
  })

  it('cap the old space below the machine-sized default', () => {
    const cap = SERVER_NODE_FLAGS.map((flag) => /^--max-old-space-size=(\d+)$/.exec(flag)?.[1])
    expect(cap.filter(Boolean).map(Number)[0]).toBeGreaterThan(0)
  })
})
