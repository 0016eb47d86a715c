import { describe, expect, it } from 'vitest'

import { metricsAuthorized } from './metrics-access'

const token = 'a-metrics-token-of-some-length'

describe('metricsAuthorized', () => {
  it('lets in only the bearer of the configured token', () => {
    expect(metricsAuthorized(`Bearer ${token}`, token)).toBe(true)
    for (const header of [null, '', token, `bearer ${token}`, `Bearer ${token}x`, 'Bearer x']) {
      expect(metricsAuthorized(header, token)).toBe(false)
    }
  })

  it('lets nobody in without a configured token', () => {
    expect(metricsAuthorized('Bearer ', undefined)).toBe(false)
    expect(metricsAuthorized('Bearer ', '')).toBe(false)
  })
})
