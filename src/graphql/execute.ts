/**
 * Runs one operation: parse (bounded), pick the operation, validate with our rules, execute.
 * Request-level failures throw GraphqlRequestError (4xx); execution errors come back in the result
 * (200), formatted with a code.
 *
 * Only a document that validated is remembered (parsed, by its text, in a cache bounded in bytes):
 * a client sending thousands of distinct refused documents makes this process keep nothing of
 * them. A remembered document is not parsed or checked by the rules that read it alone again; the
 * rules that read the variables (costs of limits, Payload's complexity) run on every request.
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
  validate,
} from 'graphql'

import { LRUCache } from 'lru-cache'

import { processRegistry } from '@/lib/process-registry'
import { utf8Bytes } from '@/lib/utf8'
import { cacheLookups } from '@/observability/metrics'
import type { GraphqlContext } from './context'
import { measureOperation, type OperationMeasure } from './cost'
import { formatError, GraphqlRequestError, withoutSuggestions } from './errors'
import { GRAPHQL_CACHES, OPERATION_LIMITS, PARSED_DOCUMENT_BYTES_PER_CHAR } from './limits'
import type { ExecutableSchema } from './schema'

const runtime = processRegistry('graphql')

/** Validated documents by their text: one cache for the HTTP route and the live channel. */
function validatedDocuments(): LRUCache<string, DocumentNode> {
  return runtime.once(
    'documents',
    () =>
      new LRUCache<string, DocumentNode>({
        max: GRAPHQL_CACHES.documents.maxEntries,
        maxSize: GRAPHQL_CACHES.documents.maxBytes,
        // What the parsed tree weighs follows the text it came from; a document heavier than the
        // whole budget is not kept.
        sizeCalculation: (_document, query) =>
          Math.max(1, utf8Bytes(query) * PARSED_DOCUMENT_BYTES_PER_CHAR),
      }),
  )
}

function parseQuery(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: OPERATION_LIMITS.maxTokens })
  } catch (error) {
    throw new GraphqlRequestError(
      'GRAPHQL_PARSE_FAILED',
      error instanceof GraphQLError ? error.message : 'The query could not be parsed',
    )
  }
}

function refuseIfInvalid(errors: readonly GraphQLError[], hideSuggestions: boolean): void {
  if (errors.length === 0) return
  const all = hideSuggestions
    ? errors.map((e) => Object.assign(e, { message: withoutSuggestions(e.message) }))
    : errors
  const error = new GraphqlRequestError('GRAPHQL_VALIDATION_FAILED', all[0]?.message ?? '')
  Object.assign(error, { all })
  throw error
}

export type Operation = {
  query: string
  variables?: Record<string, unknown>
  operationName?: string
}

export type Prepared = {
  document: DocumentNode
  type: OperationTypeNode
  /** What the operation costs (a batch adds its operations up against the same budget). */
  measure: OperationMeasure
}

/** Parses and validates; throws a 4xx error with every validation message. */
export function prepare(
  executable: ExecutableSchema,
  operation: Operation,
  caller: { staff: boolean },
): Prepared {
  const cache = validatedDocuments()
  const known = cache.get(operation.query)
  cacheLookups.inc({ cache: 'graphql_documents', result: known ? 'hit' : 'miss' })
  const document = known ?? parseQuery(operation.query)
  const ast = getOperationAST(document, operation.operationName)
  if (!ast) {
    throw new GraphqlRequestError(
      'BAD_REQUEST',
      operation.operationName
        ? `Unknown operation named "${operation.operationName}"`
        : 'Send exactly one operation or name the one to run (operationName)',
    )
  }
  const hideSuggestions = executable.hidesSchema && !caller.staff
  if (!known) {
    refuseIfInvalid(validate(executable.schema, document, executable.staticRules), hideSuggestions)
  }
  refuseIfInvalid(
    validate(executable.schema, document, executable.variableRules(operation.variables, caller)),
    hideSuggestions,
  )
  if (!known) cache.set(operation.query, document)
  const measure = measureOperation(executable.schema, document, ast, operation.variables)
  return { document, type: ast.operation, measure }
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
  const hideSuggestions = executable.hidesSchema && !context.req.user
  const result = (await execute({
    schema: executable.schema,
    document: prepared.document,
    variableValues: operation.variables,
    operationName: operation.operationName,
    contextValue: context,
  })) as ExecutionResult
  if (!result.errors) return { data: result.data }
  return {
    data: result.data,
    errors: result.errors.map((e) => formatError(e, { ...options, hideSuggestions })),
  }
}
