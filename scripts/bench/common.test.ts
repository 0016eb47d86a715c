import { describe, expect, it } from 'vitest'

import { luaLongString, rotatingPaths } from './common'

describe('luaLongString', () => {
  it('keeps the text as it is, quotes and backslashes included', () => {
    expect(luaLongString('{"q":"a\\\\b"}')).toBe('[[\n{"q":"a\\\\b"}]]')
  })

  it('picks a level the text does not close', () => {
    expect(luaLongString('a]]b')).toBe('[=[\na]]b]=]')
    expect(luaLongString('a]]b]=]c')).toBe('[==[\na]]b]=]c]==]')
  })
})

describe('rotatingPaths', () => {
  it('lists every path once, as Lua strings', () => {
    const lua = rotatingPaths(['/', '/en/news?q="x"'])
    expect(lua).toContain('  "/",\n  "/en/news?q=\\"x\\"",')
    expect(lua).toContain('return wrk.format("GET", paths[i])')
  })
})
