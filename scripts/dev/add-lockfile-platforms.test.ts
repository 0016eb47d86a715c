import { describe, expect, it } from 'vitest'

import { platformOf } from './add-lockfile-platforms'

describe('platformOf', () => {
  it('reads os, cpu and libc from platform package names', () => {
    expect(platformOf('@next/swc-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] })
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] })
    expect(platformOf('@biomejs/cli-linux-x64-musl')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['musl'],
    })
    expect(platformOf('@swc/core-linux-s390x-gnu')).toEqual({
      os: ['linux'],
      cpu: ['s390x'],
      libc: ['glibc'],
    })
  })
  it('leaves other packages alone', () => {
    expect(platformOf('third-party-web')).toBeNull()
    expect(platformOf('fsevents')).toBeNull()
  })
})
