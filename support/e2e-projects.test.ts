import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SHARED_CONTENT_FILES, SIGNS_IN_FOR_ITS_OWN, signsIn } from './e2e-projects'

const dir = path.resolve('tests/e2e')
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.e2e.ts'))

describe('the e2e files that change the site', () => {
  it('names only files that exist', () => {
    for (const name of [...SHARED_CONTENT_FILES, ...SIGNS_IN_FOR_ITS_OWN]) {
      expect(files, name).toContain(name)
    }
  })

  it('lists every file that signs in as the administrator, so none runs beside the others', () => {
    const listed = new Set<string>([...SHARED_CONTENT_FILES, ...SIGNS_IN_FOR_ITS_OWN])
    const unlisted = files.filter(
      (name) => signsIn(fs.readFileSync(path.join(dir, name), 'utf8')) && !listed.has(name),
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
