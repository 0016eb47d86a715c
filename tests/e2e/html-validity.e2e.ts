import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DETAIL_SOURCES, firstLink, localized, PLAIN_ROUTES } from '../../support/routes'

/** vnu-jar's main export is the path of its jar (a CommonJS String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

/** One message of the Nu Html Checker's `--format json` output. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Errors that come from markup we do not write and cannot change. Each entry is as narrow as the
 * case it covers and says why it is there.
 */
const FRAMEWORK_EXCEPTIONS: { why: string; matches: (m: VnuMessage) => boolean }[] = [
  {
    // React's <ViewTransition> (the 'page' transition of the layout) renders these attributes on
    // its first element on the server, for the browser to name the transition when it hydrates.
    // They are React's own markup (no option changes them), not ours to fix.
    why: 'React ViewTransition server markup',
    matches: (m) =>
      /^Attribute “vt-(name|update|enter|exit|share)” not allowed on element “main”/.test(
        m.message,
      ),
  },
]

/**
 * A document with one known error, checked in the same run: the checker says nothing about files it
 * did not read, so its error proves that the run read the pages.
 */
const CANARY =
  '<!DOCTYPE html><html lang="en"><head><title>c</title></head><body><img src="c.png"></body></html>'

test('every page in both languages is valid HTML (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(180_000)
  // Every plain route, the 404 page and one page of each detail type, in both languages.
  const pages: [route: string, status: number][] = []
  for (const locale of ['ru', 'en'] as const) {
    pages.push(...PLAIN_ROUTES.map((route): [string, number] => [localized(route, locale), 200]))
    pages.push([localized('/no-such-page', locale), 404])
    for (const [list, pattern] of DETAIL_SOURCES) {
      const html = await (await request.get(localized(list, locale))).text()
      const href = firstLink(html, pattern)
      expect(href, `a link matching ${pattern} on ${list}`).toBeDefined()
      pages.push([href!, 200])
    }
  }

  // The rendered pages are saved and checked in one run: the checker takes seconds to start.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
  const fileOf = new Map<string, string>()
  try {
    for (const [route, status] of pages) {
      const locale = /^\/en(\/|$|\?)/.test(route) ? 'en' : 'ru'
      const response = await request.get(route, { headers: { 'Accept-Language': locale } })
      expect(response.status(), route).toBe(status)
      const file = path.join(dir, `${fileOf.size}.html`)
      fs.writeFileSync(file, await response.body())
      fileOf.set(file, route)
    }
    const canary = path.join(dir, 'canary.html')
    fs.writeFileSync(canary, CANARY)

    // The checker overflows Java's default thread stack on its own HTML schema.
    const result = spawnSync(
      'java',
      [
        '-Xss4m',
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--exit-zero-always',
        canary,
        ...fileOf.keys(),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    expect(result.error).toBeUndefined()
    expect(result.status, result.stderr).toBe(0)
    // The checker writes its JSON report to standard error.
    const report = JSON.parse(result.stderr) as { messages: VnuMessage[] }
    // Messages name their document by its file: URL.
    const fileOfMessage = (m: VnuMessage) => (m.url ?? '').replace(/^file:/, '')
    const canaryErrors = report.messages.filter((m) => fileOfMessage(m) === canary)
    expect(canaryErrors.map((m) => m.message).join('\n')).toMatch(
      /“img” element must have an “alt”/,
    )
    const messages = report.messages.filter((m) => fileOfMessage(m) !== canary)
    const describe = (m: VnuMessage) =>
      `${fileOf.get(fileOfMessage(m)) ?? m.url}:${m.lastLine ?? '?'} ${m.message}` +
      (m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : '')

    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
    if (warnings.length > 0)
      console.log(`warnings (not failing):\n${warnings.map(describe).join('\n')}`)
    const errors = messages.filter(
      (m) => m.type !== 'info' && !FRAMEWORK_EXCEPTIONS.some((e) => e.matches(m)),
    )
    console.log(
      `${pages.length} pages checked: ${errors.length} errors, ${warnings.length} warnings`,
    )
    expect(errors.map(describe)).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
