import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../src/config/env'

import { sourceStamp } from './build-stamp'

describe('sourceStamp', () => {
  it('depends on the sources only, not on the database, address or counter', () => {
    const laptop = parseEnv({ NODE_ENV: 'production' })
    const deployed = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      SITE_URL: 'https://example.org',
      METRIKA_ID: '12345678',
    })
    expect(sourceStamp(deployed)).toBe(sourceStamp(laptop))
    expect(sourceStamp()).toMatch(/^[0-9a-f]{64}$/)
  })
})
