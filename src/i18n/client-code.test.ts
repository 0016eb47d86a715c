import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const allFiles = sourceFiles(path.resolve('src'))
const clientFiles = allFiles.filter((file) =>
  /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8')),
)

/**
 * Client components get their texts formatted, as props from their server parents: next-intl's
 * message formatter (use-intl, ~13 kB gzip) and the catalogues (~7 kB) stay out of the first-load
 * JavaScript (budget: tests/e2e/budget.e2e.ts). Localised links, pathname and router come from
 * '@/i18n/navigation', written on Next's own (src/i18n/locale-navigation.client.tsx).
 */
describe('client code', () => {
  it('exists (the check below looks at something)', () => {
    expect(clientFiles.length).toBeGreaterThan(0)
  })

  it('imports neither next-intl’s message APIs nor a catalogue', () => {
    for (const file of clientFiles) {
      const code = fs.readFileSync(file, 'utf8')
      const name = path.relative(process.cwd(), file)
      expect(code, name).not.toMatch(/from\s+['"](next-intl|use-intl)(\/[^'"]*)?['"]/)
      expect(code, name).not.toMatch(/from\s+['"][^'"]*messages\/\w+\.json['"]/)
    }
  })

  it('is named Name.client.tsx in components and i18n, and only client code is (STYLE habit 13)', () => {
    const named = allFiles.filter((file) => file.endsWith('.client.tsx'))
    const components = clientFiles.filter((file) =>
      /^src\/(components|i18n)\//.test(path.relative(process.cwd(), file)),
    )
    expect(components.length).toBeGreaterThan(0)
    for (const file of components) expect(file, 'a client component').toMatch(/\.client\.tsx$/)
    for (const file of named) expect(clientFiles, 'a .client.tsx file').toContain(file)
  })

  it('takes no navigation from next-intl, whose browser half carries the formatter', () => {
    for (const file of allFiles) {
      const code = fs.readFileSync(file, 'utf8')
      expect(code, path.relative(process.cwd(), file)).not.toMatch(
        /from\s+['"]next-intl\/navigation['"]/,
      )
    }
  })
})
