import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { costRule, exceedsBudget, GRAPHQL_COST, measureOperation, sumMeasures } from './cost'

/** The shapes that matter: Payload-style lists with `limit`, the root `search`, sign-in. */
const schema = buildSchema(`
  type Post { id: Int title: String tags: [String] author: Author }
  type Author { name: String posts(limit: Int = 5): [Post] }
  type Posts { totalDocs: Int docs: [Post] }
  type Hit { title: String }
  type Results { count: Int hits: [Hit] }
  type Query {
    Posts(limit: Int, where: String): Posts
    search(q: String!, limit: Int = 10): Results
    post(id: Int): Post
  }
  type Session { token: String }
  type Mutation { login(email: String!, password: String!): Session forgotPasswordUser(email: String!): Boolean logout: Boolean }
`)

function measure(query: string, variables?: Record<string, unknown>) {
  const document = parse(query)
  const operation = getOperationAST(document)
  if (!operation) throw new Error('no operation')
  return measureOperation(schema, document, operation, variables)
}

function codes(query: string, variables?: Record<string, unknown>, staff = false) {
  const document = parse(query)
  const errors = validate(schema, document, [...specifiedRules, costRule(variables, staff)])
  return errors.map((e) => e.extensions.code)
}

const aliasesOfSearch = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `s${i}: search(q: "спор") { count }`).join(' ')} }`

describe('the cost of an operation', () => {
  it('counts a field as one and a list by its limit times its selection', () => {
    expect(measure('{ post(id: 1) { id title } }').cost).toBe(3)
    // Posts + limit 20 × (docs + id + title); totalDocs also counts per row (an overestimate).
    expect(measure('{ Posts(limit: 20) { docs { id title } } }').cost).toBe(1 + 20 * 3)
    expect(measure('{ Posts { docs { id } } }').cost).toBe(1 + GRAPHQL_COST.defaultLimit * 2)
    expect(measure('{ Posts(limit: 0) { docs { id } } }').cost).toBe(
      1 + GRAPHQL_COST.unboundedLimit * 2,
    )
  })

  it('reads limits from variables, their defaults and the argument defaults', () => {
    const query = 'query ($n: Int = 7) { Posts(limit: $n) { docs { id } } }'
    expect(measure(query, { n: 100 }).cost).toBe(1 + 100 * 2)
    expect(measure(query).cost).toBe(1 + 7 * 2)
    expect(measure('{ post { author { posts { id } } } }').cost).toBe(3 + 5)
  })

  it('makes a search cost far more than a field read, and counts searches through aliases and fragments', () => {
    const one = measure('{ search(q: "a") { count } }')
    expect(one).toEqual({ cost: 1 + GRAPHQL_COST.search + 10, searches: 1, logins: 0 })
    const viaFragments = measure(`
      query { ...A ...A ... on Query { search(q: "c") { count } } }
      fragment A on Query { x: search(q: "a") { count } y: search(q: "b") { count } }
    `)
    expect(viaFragments.searches).toBe(5)
  })

  it('refuses the 100 aliases of search (too many searches, and far over the cost)', () => {
    expect(codes(aliasesOfSearch(100))).toEqual(['TOO_MANY_SEARCHES'])
    expect(measure(aliasesOfSearch(100)).cost).toBeGreaterThan(GRAPHQL_COST.maxAnonymous)
    expect(codes(aliasesOfSearch(GRAPHQL_COST.maxSearchFields))).toEqual([])
    expect(codes(aliasesOfSearch(GRAPHQL_COST.maxSearchFields + 1))).toEqual(['TOO_MANY_SEARCHES'])
  })

  it('allows one sign-in per operation, aliases and fragments counted', () => {
    const login = (alias: string) => `${alias}: login(email: "a@b.c", password: "x") { token }`
    expect(codes(`mutation { ${login('a')} logout }`)).toEqual([])
    expect(codes(`mutation { ${login('a')} ${login('b')} }`)).toEqual(['TOO_MANY_LOGINS'])
    expect(
      codes(
        `mutation { ...F forgotPasswordUser(email: "a@b.c") } fragment F on Mutation { ${login('a')} }`,
      ),
    ).toEqual(['TOO_MANY_LOGINS'])
  })

  it('refuses an operation over the cost budget, with a larger budget for staff', () => {
    const big = '{ Posts(limit: 2000) { docs { id title tags author { name } } } }'
    expect(codes(big)).toEqual(['QUERY_TOO_COMPLEX'])
    expect(codes(big, undefined, true)).toEqual([])
    expect(codes('query ($n: Int) { Posts(limit: $n) { docs { id } } }', { n: 1e9 }, true)).toEqual(
      ['QUERY_TOO_COMPLEX'],
    )
  })

  it('measures each fragment once: fragments spreading fragments do not explode', () => {
    const levels = 40
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Post { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n')
    const query = `{ post { ...F0 } }\n${fragments}\nfragment F${levels} on Post { id }`
    const started = performance.now()
    const m = measure(query)
    expect(m.cost).toBeGreaterThan(GRAPHQL_COST.maxAnonymous)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('adds up a batch against the same caps', () => {
    const three = [1, 2, 3].map(() =>
      measure('{ a: search(q: "x") { count } b: search(q: "y") { count } }'),
    )
    expect(
      exceedsBudget(three[0] ?? measure('{ post { id } }'), 'operation', false),
    ).toBeUndefined()
    expect(exceedsBudget(sumMeasures(three), 'batch', false)?.code).toBe('TOO_MANY_SEARCHES')
  })
})
