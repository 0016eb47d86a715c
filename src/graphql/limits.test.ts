import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { depthLimitRule } from './limits'

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { node: Node }
`)

const nested = (depth: number) => {
  let selection = 'name'
  for (let i = 1; i < depth; i++) selection = `child { ${selection} }`
  return `{ node { ${selection} } }`
}

const errorsOf = (query: string, max: number) =>
  validate(schema, parse(query), [...specifiedRules, depthLimitRule(max)]).map((e) => e.message)

describe('depth limit', () => {
  it('accepts a query at the limit and refuses one level deeper', () => {
    // node + (depth - 1) children + name: nested(n) is n + 1 levels deep
    expect(errorsOf(nested(4), 5)).toEqual([])
    expect(errorsOf(nested(5), 5)).toEqual(['Query is too deep: depth 6 exceeds the limit of 5'])
  })

  it('follows fragments and inline fragments', () => {
    const query = `
      query { node { ...Deep } }
      fragment Deep on Node { child { ... on Node { child { child { name } } } } }
    `
    expect(errorsOf(query, 4)).toHaveLength(1)
    expect(errorsOf(query, 5)).toEqual([])
  })

  it('does not loop on a fragment cycle (graphql reports the cycle itself)', () => {
    const query = `
      query { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }
    `
    const messages = errorsOf(query, 10)
    expect(messages.some((m) => m.includes('Cannot spread fragment'))).toBe(true)
  })
})
