import { afterEach, describe, expect, it } from 'vitest'

import { sourceStamp } from './build-stamp'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('sourceStamp', () => {
  it('depends on the sources only, not on the database, address or counter', () => {
    const laptop = sourceStamp()
    Object.assign(process.env, {
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      SITE_URL: 'https://example.org',
      METRIKA_ID: '12345678',
      DATA_DIR: '/srv/elsewhere',
    })
    expect(sourceStamp()).toBe(laptop)
    expect(laptop).toMatch(/^[0-9a-f]{64}$/)
  })
})
