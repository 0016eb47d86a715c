import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { deriveReservedSegments } from '../../scripts/dev/write-reserved-segments'
import { RESERVED_FIRST_SEGMENTS } from './reserved-segments'

let root: string | undefined
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** A project of its own with these files (paths relative to its root). */
function project(files: string[]): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reserved-segments-'))
  for (const file of ['public/.keep', ...files]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), '')
  }
  fs.rmSync(path.join(root, 'public/.keep'))
  return root
}

describe('reserved first segments', () => {
  it('cover every route and public file (after adding one, run `npx tsx scripts/dev/write-reserved-segments.ts`)', () => {
    expect(RESERVED_FIRST_SEGMENTS).toEqual(deriveReservedSegments())
  })

  it('hold the pages, files and answers a vanity link once hid', () => {
    for (const segment of ['offline', '404', 'sw.js', 'manifest.webmanifest', 'healthz', 'en']) {
      expect(RESERVED_FIRST_SEGMENTS).toContain(segment)
    }
  })

  it('read route groups, the language folder, encoded names, metadata files and public files', () => {
    const segments = deriveReservedSegments(
      project([
        'src/app/(site)/[locale]/layout.tsx',
        'src/app/(site)/[locale]/[...rest]/page.tsx',
        'src/app/(site)/[locale]/careers/page.tsx',
        'src/app/(site)/site.css',
        'src/app/(admin)/admin/[[...segments]]/page.tsx',
        'src/app/%5Fdata/route.ts',
        'src/app/_parts/helper.ts',
        'src/app/feed.xml/route.ts',
        'src/app/healthz/route.ts',
        'src/app/manifest.ts',
        'src/app/icon.tsx',
        'src/app/global-error.tsx',
        'public/logo.png',
        'public/fonts/a.woff2',
      ]),
    )
    expect(segments).toEqual(
      expect.arrayContaining([
        'ru',
        'en',
        'careers',
        'admin',
        '_data',
        'feed.xml',
        'manifest.webmanifest',
        'icon',
        'logo.png',
        'fonts',
        'sw.js',
        'healthz',
        '_next',
      ]),
    )
    expect(segments).not.toContain('_parts')
    expect(segments.some((segment) => /[()[\]%]/.test(segment))).toBe(false)
  })

  it('refuse to guess what a new kind of file or a parameter at the top answers', () => {
    expect(() => deriveReservedSegments(project(['src/app/helpers.ts']))).toThrow(/helpers\.ts/)
    expect(() => deriveReservedSegments(project(['src/app/[slug]/page.tsx']))).toThrow(/\[slug\]/)
  })
})
