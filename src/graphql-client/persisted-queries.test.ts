import { createHash } from 'node:crypto'

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors'
import type { ApolloLink } from '@apollo/client/link'
import { VERSION } from '@apollo/client/link/persisted-queries'
import { describe, expect, it } from 'vitest'

import { PERSISTED_QUERY_VERSION } from '@/config/constants'

import {
  canHash,
  sha256Hex,
  shouldDisablePersistedQueries,
  shouldRetryWithFullQuery,
} from './persisted-queries'

const noMeta = { persistedQueryNotFound: false, persistedQueryNotSupported: false }

/** The part of an operation the decisions read: the response HttpLink put in the context. */
function operationWith(status?: number): ApolloLink.Operation {
  const context = status ? { response: new Response(null, { status }) } : {}
  return { getContext: () => context } as unknown as ApolloLink.Operation
}

function graphQLErrors(message: string, code?: string) {
  const result = { errors: [{ message, ...(code ? { extensions: { code } } : {}) }] }
  return { error: new CombinedGraphQLErrors(result), result }
}

function statusError(status: number, bodyText = 'Internal Server Error') {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  })
}

describe('sha256Hex', () => {
  it('is the hex SHA-256 of the text, as node:crypto computes it', async () => {
    for (const text of ['', 'query { news { totalDocs } }', 'Пресс-центр ⚖️']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'))
    }
    expect(canHash()).toBe(true)
  })
  it('speaks the protocol version of SPEC §9', () => {
    expect(VERSION).toBe(PERSISTED_QUERY_VERSION)
  })
})

describe('shouldRetryWithFullQuery (SPEC §7: not-found, unsupported, HTTP 400 or 500)', () => {
  it('retries on PersistedQueryNotFound and PersistedQueryNotSupported', () => {
    const notFound = graphQLErrors('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND')
    expect(
      shouldRetryWithFullQuery({
        ...notFound,
        operation: operationWith(200),
        meta: { ...noMeta, persistedQueryNotFound: true },
      }),
    ).toBe(true)
    expect(
      shouldRetryWithFullQuery({
        ...graphQLErrors('PersistedQueryNotSupported'),
        operation: operationWith(200),
        meta: { ...noMeta, persistedQueryNotSupported: true },
      }),
    ).toBe(true)
  })

  it('retries on HTTP 400 and 500, whether the status is on the error or in the context', () => {
    for (const status of [400, 500]) {
      expect(
        shouldRetryWithFullQuery({
          error: statusError(status),
          operation: operationWith(),
          meta: noMeta,
        }),
        `error ${status}`,
      ).toBe(true)
      // A JSON body is parsed by the persisted-query link: the error is then the GraphQL errors.
      expect(
        shouldRetryWithFullQuery({
          ...graphQLErrors('Must provide query string.'),
          operation: operationWith(status),
          meta: noMeta,
        }),
        `context ${status}`,
      ).toBe(true)
    }
  })

  it('does not retry other statuses, other errors, or a 500 that executed (has data)', () => {
    for (const status of [401, 403, 404, 429, 502, 503]) {
      expect(
        shouldRetryWithFullQuery({
          error: statusError(status),
          operation: operationWith(),
          meta: noMeta,
        }),
        String(status),
      ).toBe(false)
    }
    expect(
      shouldRetryWithFullQuery({
        ...graphQLErrors('Cannot query field "x"'),
        operation: operationWith(200),
        meta: noMeta,
      }),
    ).toBe(false)
    expect(
      shouldRetryWithFullQuery({
        error: new TypeError('Failed to fetch'),
        operation: operationWith(),
        meta: noMeta,
      }),
    ).toBe(false)
    const executed = {
      data: { login: null },
      errors: [{ message: 'Something went wrong.' }],
    }
    expect(
      shouldRetryWithFullQuery({
        error: new CombinedGraphQLErrors(executed),
        result: executed,
        operation: operationWith(500),
        meta: noMeta,
      }),
    ).toBe(false)
  })
})

describe('shouldDisablePersistedQueries', () => {
  it('stops hashing only when the server does not support persisted queries (Apollo’s default)', () => {
    expect(
      shouldDisablePersistedQueries({
        ...graphQLErrors('PersistedQueryNotSupported'),
        operation: operationWith(200),
        meta: { ...noMeta, persistedQueryNotSupported: true },
      }),
    ).toBe(true)
    expect(
      shouldDisablePersistedQueries({
        ...graphQLErrors('PersistedQueryNotFound'),
        operation: operationWith(200),
        meta: { ...noMeta, persistedQueryNotFound: true },
      }),
    ).toBe(false)
    expect(
      shouldDisablePersistedQueries({
        error: statusError(500),
        operation: operationWith(),
        meta: noMeta,
      }),
    ).toBe(false)
  })
})
