import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CLIENT_NAMESPACES, clientMessages } from './client-messages'
import ru from './messages/ru.json'

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('client messages', () => {
  it('include every namespace a client component translates with', () => {
    const used = new Set<string>()
    for (const file of sourceFiles(path.resolve('src'))) {
      const code = fs.readFileSync(file, 'utf8')
      if (!/^['"]use client['"]/m.test(code)) continue
      for (const match of code.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) {
        used.add(match[1] as string)
      }
      expect(code, `${file} translates without a namespace`).not.toMatch(/useTranslations\(\s*\)/)
    }
    expect(used.size).toBeGreaterThan(0)
    expect(
      [...used].filter((ns) => !(CLIENT_NAMESPACES as readonly string[]).includes(ns)),
    ).toEqual([])
  })

  it('carry those namespaces and nothing else', () => {
    const picked = clientMessages(ru)
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort())
    expect(picked.shell).toEqual(ru.shell)
  })
})
