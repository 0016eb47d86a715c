import { describe, expect, it } from 'vitest'

import { isWebAddress } from './external-url'

describe('isWebAddress', () => {
  it('takes http(s) addresses only', () => {
    expect(isWebAddress('https://t.me/gromovlarina')).toBe(true)
    expect(isWebAddress('http://client.example/')).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      '/news',
      'client.example',
      '',
      null,
      'https://u:p@x.example',
    ]) {
      expect(isWebAddress(bad), String(bad)).toBe(false)
    }
  })
})
