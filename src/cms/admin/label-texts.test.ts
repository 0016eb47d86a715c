import { describe, expect, it } from 'vitest'

import { withLabelsInAdminLanguage } from '../fields/labels-in-admin-language'
import { labelTexts } from './label-texts'

describe('labelTexts', () => {
  const both = { ru: 'Заголовок', en: 'Title' }

  it('gives both texts of a { ru, en } label and of the function the admin is given for one', () => {
    const { fields } = withLabelsInAdminLanguage({
      slug: 'site',
      fields: [{ name: 'title', type: 'text', label: both }],
    })
    const label = (fields[0] as { label?: unknown }).label
    expect(typeof label).toBe('function')
    expect(labelTexts(both)).toEqual(both)
    expect(labelTexts(label)).toEqual(both)
  })

  it('gives none for a string, a function of Payload’s own, half a label or no label', () => {
    expect(labelTexts('As written')).toBeNull()
    expect(labelTexts(() => 'Payload’s own')).toBeNull()
    expect(labelTexts({ ru: 'Только русский' })).toBeNull()
    expect(labelTexts(undefined)).toBeNull()
    expect(labelTexts(null)).toBeNull()
  })
})
