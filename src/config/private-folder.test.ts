import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { createPrivateFolder } from './private-folder'

const mode = (p: string) => fs.statSync(p).mode & 0o777
let root: string | undefined

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

describe('createPrivateFolder', () => {
  it('creates the folder 0700 and the missing folders above it 0755, even under a private umask', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-folder-'))
    fs.chmodSync(root, 0o751)
    const data = path.join(root, 'tmp', 'test', 'data')
    const previous = process.umask(0o077)
    try {
      createPrivateFolder(data)
    } finally {
      process.umask(previous)
    }
    expect(mode(data)).toBe(0o700)
    expect(mode(path.join(root, 'tmp', 'test'))).toBe(0o755)
    expect(mode(path.join(root, 'tmp'))).toBe(0o755)
    // A folder that existed keeps its mode.
    expect(mode(root)).toBe(0o751)
  })

  it('leaves an existing folder as it is', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-folder-'))
    const data = path.join(root, 'data')
    fs.mkdirSync(data, { mode: 0o750 })
    fs.chmodSync(data, 0o750)
    createPrivateFolder(data)
    expect(mode(data)).toBe(0o750)
  })
})
