import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { createPrivateFolder, makePrivate, PRIVATE_UMASK } from './private-folder'

const mode = (p: string) => fs.statSync(p).mode & 0o777
let dir: string | undefined

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('createPrivateFolder', () => {
  it('creates the folder 0700 and the missing folders above it 0755, even under a private umask', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-folder-'))
    fs.chmodSync(dir, 0o751)
    const data = path.join(dir, 'tmp', 'test', 'data')
    const previous = process.umask(0o077)
    try {
      createPrivateFolder(data)
    } finally {
      process.umask(previous)
    }
    expect(mode(data)).toBe(0o700)
    expect(mode(path.join(dir, 'tmp', 'test'))).toBe(0o755)
    expect(mode(path.join(dir, 'tmp'))).toBe(0o755)
    // A folder that existed keeps its mode.
    expect(mode(dir)).toBe(0o751)
  })

  it('leaves an existing folder as it is', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-folder-'))
    const data = path.join(dir, 'data')
    fs.mkdirSync(data, { mode: 0o750 })
    fs.chmodSync(data, 0o750)
    createPrivateFolder(data)
    expect(mode(data)).toBe(0o750)
  })
})

describe('makePrivate', () => {
  it('makes folders 0700 and files 0600 all the way down, leaving links alone', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'))
    const media = path.join(dir, 'media', 'sizes')
    fs.mkdirSync(media, { recursive: true, mode: 0o755 })
    fs.chmodSync(path.join(dir, 'media'), 0o755)
    fs.writeFileSync(path.join(dir, 'site.db'), '', { mode: 0o644 })
    fs.writeFileSync(path.join(media, 'a.webp'), '', { mode: 0o666 })
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside`)
    fs.writeFileSync(outside, '', { mode: 0o644 })
    fs.symlinkSync(outside, path.join(dir, 'link'))
    try {
      makePrivate(dir)
      expect(mode(dir)).toBe(0o700)
      expect(mode(path.join(dir, 'media'))).toBe(0o700)
      expect(mode(media)).toBe(0o700)
      expect(mode(path.join(dir, 'site.db'))).toBe(0o600)
      expect(mode(path.join(media, 'a.webp'))).toBe(0o600)
      expect(mode(outside)).toBe(0o644)
    } finally {
      fs.rmSync(outside, { force: true })
    }
  })
  it('masks group and others out of new files', () => {
    expect(PRIVATE_UMASK).toBe(0o077)
  })
})
