/**
 * Runs one operation: parse (bounded, cached by text), pick the operation, validate with our
 * rules, execute. Request-level failures throw GraphqlRequestError (4xx); execution errors come
 * back in the result (200), formatted with a code.
 */
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  type FormattedExecutionResult,
  GraphQLError,
  getOperationAST,
  type OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql'

import { QUERY_CACHE_KEY_LIMIT } from '@/config/constants'

import type { GraphqlContext } from './context'
import { formatError, GraphqlRequestError } from './errors'
import { LruMap } from './lru'
import type { ExecutableSchema } from './schema'

/** A query with more tokens than this is refused before parsing finishes (huge-query attacks). */
const MAX_TOKENS = 5_000

const documents = new LruMap<string, DocumentNode>(QUERY_CACHE_KEY_LIMIT)

function parseCached(query: string): DocumentNode {
  const known = documents.get(query)
  if (known) return known
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    throw new GraphqlRequestError(
      'GRAPHQL_PARSE_FAILED',
      error instanceof GraphQLError ? error.message : 'The query could not be parsed',
    )
  }
  documents.set(query, document)
  return document
}

export type Operation = {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}

export type Prepared = { document: DocumentNode; type: OperationTypeNode }

/** Parses and validates; throws a 4xx error with every validation message. */
export function prepare(executable: ExecutableSchema, operation: Operation): Prepared {
  const document = parseCached(operation.query)
  const ast = getOperationAST(document, operation.operationName)
  if (!ast) {
    throw new GraphqlRequestError(
      'BAD_REQUEST',
      operation.operationName
        ? `Unknown operation named "${operation.operationName}"`
        : 'Send exactly one operation or name the one to run (operationName)',
    )
  }
  const errors = validate(executable.schema, document, [
    ...specifiedRules,
    ...executable.rules(operation.variables),
  ])
  if (errors.length > 0) {
    const error = new GraphqlRequestError('GRAPHQL_VALIDATION_FAILED', errors[0]?.message ?? '')
    Object.assign(error, { all: errors })
    throw error
  }
  return { document, type: ast.operation }
}

/** The validation messages of a refused operation, each with its code. */
export function validationErrors(error: GraphqlRequestError) {
  const all = (error as GraphqlRequestError & { all?: readonly GraphQLError[] }).all
  if (!all) return [error.toFormatted()]
  return all.map((e) => ({
    message: e.message,
    ...(e.locations ? { locations: e.locations } : {}),
    extensions: { code: typeof e.extensions.code === 'string' ? e.extensions.code : error.code },
  }))
}

export async function run(
  executable: ExecutableSchema,
  prepared: Prepared,
  operation: Operation,
  context: GraphqlContext,
  options: { expose: boolean; log: (error: unknown) => void },
): Promise<FormattedExecutionResult> {
  const result = (await execute({
    schema: executable.schema,
    document: prepared.document,
    variableValues: operation.variables,
    operationName: operation.operationName,
    contextValue: context,
  })) as ExecutionResult
  if (!result.errors) return { data: result.data }
  return { data: result.data, errors: result.errors.map((e) => formatError(e, options)) }
}
