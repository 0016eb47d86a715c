import { describe, expect, it } from 'vitest'

import { parseUnicodeRange, splitByCoverage } from './unicode-runs'

const latin = parseUnicodeRange('U+0000-00FF,U+2000-206F')
const cyrillic = parseUnicodeRange('U+0400-045F, U+2116')

describe('unicode ranges', () => {
  it('reads single code points and spans', () => {
    expect(cyrillic).toEqual([
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ])
  })

  it('gives each stretch of text the first face that holds it', () => {
    expect(splitByCoverage('Дело № 12 — «Ромашка»', [latin, cyrillic])).toEqual([
      { face: 1, text: 'Дело' },
      { face: 0, text: ' ' },
      { face: 1, text: '№' },
      { face: 0, text: ' 12 — «' },
      { face: 1, text: 'Ромашка' },
      { face: 0, text: '»' },
    ])
  })

  it('keeps a character no face holds in the first face', () => {
    expect(splitByCoverage('a😀б', [latin, cyrillic])).toEqual([
      { face: 0, text: 'a😀' },
      { face: 1, text: 'б' },
    ])
  })
})
