/**
 * What an operation costs before it runs (issue 16, finding 2): a field read costs one; a field
 * with a `limit` argument (Payload's lists, `news`, `search`) costs its limit times its selection;
 * a `search` adds a fixed cost on top, since it walks the whole index. Besides the total, the
 * `search` fields and the sign-in style mutations (each hashes a password or sends mail) are
 * counted, aliases and fragments included: a handful of searches and one sign-in per operation,
 * and per batch (http.ts adds up the operations of a batch with `exceedsBudget`).
 *
 * Payload's own complexity rule (schema.ts) counts every field as one whatever its limit, so 100
 * aliases of `search` passed it; this rule complements it.
 */
import {
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  valueFromAST,
} from 'graphql'

/**
 * The cost model of an operation: refused above its budget before it runs. Signed-in staff get a
 * larger one (the admin reads a thousand callback requests at once).
 */
export const GRAPHQL_COST = {
  maxAnonymous: 10_000,
  maxStaff: 100_000,
  /** Reading one field. */
  field: 1,
  /** One search, on top of its hits: a search walks the whole index, a field read does not. */
  search: 200,
  /** The rows a list field with a `limit` argument reads when the caller gives none (Payload's). */
  defaultLimit: 10,
  /** What `limit: 0` (Payload: no limit) or a negative limit counts as. */
  unboundedLimit: 1_000,
  /** `search` fields in one operation, or in one batch, aliases and fragments counted. */
  maxSearchFields: 3,
  /** Sign-in style mutations in one operation or batch (each hashes a password or sends mail). */
  maxLoginFields: 1,
} as const

/** Mutations that sign in or act on a password or sign-in mail: at most one per request. */
const LOGIN_FIELDS: readonly string[] = [
  'login',
  'forgotPasswordUser',
  'resetPasswordUser',
  'unlockUser',
]

/** The root `search` field (src/graphql/fields/search.ts). */
const SEARCH_FIELD = 'search'

export type OperationMeasure = { cost: number; searches: number; logins: number }

const ZERO: OperationMeasure = { cost: 0, searches: 0, logins: 0 }

function add(a: OperationMeasure, b: OperationMeasure, times = 1): OperationMeasure {
  return {
    cost: a.cost + b.cost * times,
    searches: a.searches + b.searches,
    logins: a.logins + b.logins,
  }
}

type Walk = {
  schema: GraphQLSchema
  fragments: Map<string, FragmentDefinitionNode>
  variables: Record<string, unknown>
  operation: OperationDefinitionNode
  /** Each fragment measured once: fragments spread in fragments would otherwise walk 2^n times. */
  measured: Map<string, OperationMeasure>
  visiting: Set<string>
}

/** The rows a field with a `limit` argument asks for, as the resolver will see it. */
function limitOf(
  walk: Walk,
  field: GraphQLField<unknown, unknown>,
  nodes: readonly ArgumentNode[],
) {
  const definition = field.args.find((arg) => arg.name === 'limit')
  if (!definition) return undefined
  const node = nodes.find((arg) => arg.name.value === 'limit')
  let value: unknown = definition.defaultValue
  if (node?.value.kind === Kind.VARIABLE) {
    const name = node.value.name.value
    const declared = walk.operation.variableDefinitions?.find((v) => v.variable.name.value === name)
    value =
      name in walk.variables
        ? walk.variables[name]
        : declared?.defaultValue
          ? valueFromAST(declared.defaultValue, definition.type)
          : definition.defaultValue
  } else if (node) {
    value = valueFromAST(node.value, definition.type, walk.variables)
  }
  if (value === undefined || value === null) return GRAPHQL_COST.defaultLimit
  const limit = Number(value)
  if (!Number.isFinite(limit) || limit <= 0) return GRAPHQL_COST.unboundedLimit
  return Math.ceil(limit)
}

function fieldsOf(type: GraphQLCompositeType) {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {}
}

function measureSelection(
  walk: Walk,
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  root: 'query' | 'mutation' | 'subscription' | undefined,
): OperationMeasure {
  let total = ZERO
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value
      const field = fieldsOf(type)[name]
      if (!field) {
        // __typename and introspection, or an unknown field (graphql's own rules report it).
        total = add(total, { ...ZERO, cost: GRAPHQL_COST.field })
        continue
      }
      const named = getNamedType(field.type)
      const below =
        selection.selectionSet && isCompositeType(named)
          ? measureSelection(walk, named, selection.selectionSet, undefined)
          : ZERO
      const limit = limitOf(walk, field, selection.arguments ?? [])
      const search = root === 'query' && name === SEARCH_FIELD
      const login = root === 'mutation' && LOGIN_FIELDS.includes(name)
      const own: OperationMeasure = {
        cost: GRAPHQL_COST.field + (search ? GRAPHQL_COST.search : 0),
        searches: search ? 1 : 0,
        logins: login ? 1 : 0,
      }
      total = add(add(total, own), below, limit ?? 1)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition
        ? walk.schema.getType(selection.typeCondition.name.value)
        : type
      const on = condition && isCompositeType(condition) ? condition : type
      total = add(total, measureSelection(walk, on, selection.selectionSet, root))
    } else {
      total = add(total, measureFragment(walk, selection.name.value, root))
    }
  }
  return total
}

function measureFragment(
  walk: Walk,
  name: string,
  root: 'query' | 'mutation' | 'subscription' | undefined,
): OperationMeasure {
  const key = `${root ?? ''}:${name}`
  const known = walk.measured.get(key)
  if (known) return known
  const fragment = walk.fragments.get(name)
  // An unknown fragment or a cycle: graphql's own rules (KnownFragmentNames, NoFragmentCycles).
  if (!fragment || walk.visiting.has(key)) return ZERO
  const condition = walk.schema.getType(fragment.typeCondition.name.value)
  if (!condition || !isCompositeType(condition)) return ZERO
  walk.visiting.add(key)
  const measure = measureSelection(walk, condition, fragment.selectionSet, root)
  walk.visiting.delete(key)
  walk.measured.set(key, measure)
  return measure
}

/** The cost, searches and sign-ins of one operation of `document`, with these variables. */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition)
    }
  }
  const type = schema.getRootType(operation.operation)
  if (!type) return ZERO
  const walk: Walk = {
    schema,
    fragments,
    variables,
    operation,
    measured: new Map(),
    visiting: new Set(),
  }
  return measureSelection(walk, type, operation.selectionSet, operation.operation)
}

/** The sum of several operations' measures (a batch). */
export function sumMeasures(measures: readonly OperationMeasure[]): OperationMeasure {
  return measures.reduce((total, measure) => add(total, measure), ZERO)
}

/** Why a measure is over the budget (code and message), or undefined when it fits. */
export function exceedsBudget(
  measure: OperationMeasure,
  what: 'operation' | 'batch',
  staff: boolean,
): { code: string; message: string } | undefined {
  const max = staff ? GRAPHQL_COST.maxStaff : GRAPHQL_COST.maxAnonymous
  if (measure.searches > GRAPHQL_COST.maxSearchFields) {
    return {
      code: 'TOO_MANY_SEARCHES',
      message: `At most ${GRAPHQL_COST.maxSearchFields} search fields per ${what} (aliases and fragments count); this ${what} has ${measure.searches}`,
    }
  }
  if (measure.logins > GRAPHQL_COST.maxLoginFields) {
    return {
      code: 'TOO_MANY_LOGINS',
      message: `At most ${GRAPHQL_COST.maxLoginFields} sign-in mutation per ${what}; this ${what} has ${measure.logins}`,
    }
  }
  if (measure.cost > max) {
    return {
      code: 'QUERY_TOO_COMPLEX',
      message: `Query is too complex: cost ${measure.cost} exceeds the limit of ${max} (each row a limit asks for counts; ask for fewer rows or fields)`,
    }
  }
  return undefined
}

/** The validation rule: refuses an operation over the budget, before anything runs. */
export function costRule(
  variables: Record<string, unknown> | undefined,
  staff: boolean,
): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node) {
      const measure = measureOperation(context.getSchema(), context.getDocument(), node, variables)
      const over = exceedsBudget(measure, 'operation', staff)
      if (over) {
        context.reportError(
          new GraphQLError(over.message, { nodes: [node], extensions: { code: over.code } }),
        )
      }
    },
  })
}
