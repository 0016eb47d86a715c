import { describe, expect, it } from 'vitest'

import { telNumber } from './phone'

describe('telNumber', () => {
  it('keeps the plus and the digits only', () => {
    expect(telNumber('+7 495 120-00-00')).toBe('+74951200000')
    expect(telNumber('+44 (20) 7946 0018')).toBe('+442079460018')
  })
})
