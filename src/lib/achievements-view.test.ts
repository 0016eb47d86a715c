import { describe, expect, it } from 'vitest'

import { achievementFigure, safeUrl } from './achievements-view'

describe('achievementFigure', () => {
  it('leads with the value and keeps the sum beside it', () => {
    expect(achievementFigure({ value: 'Band 1', sum: 'RUB 6.7 bn' })).toEqual({
      primary: 'Band 1',
      secondary: 'RUB 6.7 bn',
    })
  })
  it('falls back to the sum alone, or to nothing', () => {
    expect(achievementFigure({ value: null, sum: 'RUB 6.7 bn' })).toEqual({
      primary: 'RUB 6.7 bn',
      secondary: null,
    })
    expect(achievementFigure({})).toEqual({ primary: null, secondary: null })
  })
})

describe('safeUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeUrl('https://chambers.com/x')).toBe('https://chambers.com/x')
    expect(safeUrl('http://example.com')).toBe('http://example.com/')
  })
  it('drops anything else', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('not a url')).toBeNull()
    expect(safeUrl(null)).toBeNull()
  })
})
