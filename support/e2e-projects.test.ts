import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  OWN_SERVERS_FILES,
  SHARED_CONTENT_FILES,
  SIGNS_IN_FOR_ITS_OWN,
  signsIn,
} from './e2e-projects'

const dir = path.resolve('tests/e2e')
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.e2e.ts'))
const listed: string[] = [...SHARED_CONTENT_FILES, ...SIGNS_IN_FOR_ITS_OWN, ...OWN_SERVERS_FILES]

describe('the e2e files that change the site', () => {
  it('names only files that exist', () => {
    for (const name of listed) {
      expect(files, name).toContain(name)
    }
  })

  it('names each file in one list only', () => {
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('lists every file that signs in as the administrator, so none runs beside the others', () => {
    const unlisted = files.filter(
      (name) => signsIn(fs.readFileSync(path.join(dir, name), 'utf8')) && !listed.includes(name),
    )
    expect(unlisted).toEqual([])
  })

  it('recognises each way a test signs in', () => {
    expect(signsIn("process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example'")).toBe(true)
    expect(signsIn("import { publish } from '../helpers/admin-steps'")).toBe(true)
    expect(signsIn("await request.post('/api/users/login', { data })")).toBe(true)
    expect(signsIn("await page.goto('/admin/login')")).toBe(false)
  })
})
