import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MONACO_ASSETS_PATH } from '../config/constants'
import { MONACO_ROOT, monacoFileOf } from './monaco-assets'

const root = '/srv/monaco/vs'

describe('monacoFileOf', () => {
  it('maps the loader and the editor to files under the root', () => {
    expect(monacoFileOf(`${MONACO_ASSETS_PATH}/loader.js`, root)).toBe(`${root}/loader.js`)
    expect(monacoFileOf(`${MONACO_ASSETS_PATH}/editor/editor.main.css`, root)).toBe(
      `${root}/editor/editor.main.css`,
    )
  })
  it.each([
    '/vendor/monaco/vsx/loader.js',
    `${MONACO_ASSETS_PATH}/../package.json`,
    `${MONACO_ASSETS_PATH}/%2e%2e/%2e%2e/secret.js`,
    `${MONACO_ASSETS_PATH}/.hidden.js`,
    `${MONACO_ASSETS_PATH}/a//b.js`,
    `${MONACO_ASSETS_PATH}/%zz.js`,
    `${MONACO_ASSETS_PATH}/a%00.js`,
    `${MONACO_ASSETS_PATH}/readme.md`,
    `${MONACO_ASSETS_PATH}/`,
  ])('refuses %s', (urlPath) => {
    expect(monacoFileOf(urlPath, root)).toBeUndefined()
  })
  it('points at the installed package, which has the loader the admin asks for', async () => {
    const fs = await import('node:fs')
    expect(fs.existsSync(path.join(MONACO_ROOT, 'loader.js'))).toBe(true)
    expect(fs.existsSync(path.join(MONACO_ROOT, 'editor', 'editor.main.js'))).toBe(true)
  })
})
