import { describe, expect, it } from 'vitest'

import { slugify } from './slugify'

describe('slugify', () => {
  it('transliterates Russian', () => {
    expect(slugify('Международные санкции')).toBe('mezhdunarodnye-sanktsii')
    expect(slugify('Громов Андрей Викторович')).toBe('gromov-andrey-viktorovich')
    expect(slugify('Щёлково, объём и подъезд')).toBe('shchelkovo-obem-i-podezd')
  })
  it('keeps latin, digits and single hyphens', () => {
    expect(slugify('  Corporate / M&A — 2024!  ')).toBe('corporate-m-a-2024')
    expect(slugify('Café Zürich')).toBe('cafe-zurich')
  })
  it('never returns an empty or over-long slug', () => {
    expect(slugify('!!!')).toBe('item')
    expect(slugify('a'.repeat(500)).length).toBeLessThanOrEqual(96)
    expect(slugify(`${'ab-'.repeat(40)}`)).not.toMatch(/-$/)
  })
})
