/**
 * The executable schema: Payload's generated schema (configToSchema) with our queries, mutations
 * and subscriptions, resolvers made safe for parallel root fields, and the validation rules that
 * bound every operation. Built once per process.
 */
import config from '@payload-config'
import { configToSchema } from '@payloadcms/graphql'
import {
  type GraphQLFieldResolver,
  GraphQLObjectType,
  GraphQLSchema,
  isObjectType,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  type ValidationRule,
} from 'graphql'

import type { Path } from 'graphql/jsutils/Path'

import { getEnv } from '@/config/env'
import { processRegistry } from '@/lib/process-registry'
import type { GraphqlContext } from './context'
import { costRule } from './cost'
import { depthLimitRule, OPERATION_LIMITS } from './limits'
import { extraMutations, extraQueries, REPLACED_MUTATIONS } from './root-fields'
import { subscriptionFields } from './subscriptions'

export type ExecutableSchema = {
  schema: GraphQLSchema
  /** Whether anonymous callers are kept from learning the schema (introspection off). */
  hidesSchema: boolean
  /** Rules that read the document only, besides graphql's own: a document passes them once. */
  staticRules: readonly ValidationRule[]
  /** Rules that read the variables too (costs of `limit`s, @skip/@include): run every time. */
  variableRules: (
    variables: Record<string, unknown> | undefined,
    caller: { staff: boolean },
  ) => ValidationRule[]
}

const ROOTS = Symbol('per-root-field contexts')
type WithRoots = GraphqlContext & { [ROOTS]?: Map<string | number, GraphqlContext> }

function rootKey(path: Path): string | number {
  let node = path
  while (node.prev) node = node.prev
  return node.key
}

/**
 * Payload's resolvers keep the asked locale on the shared `context.req`, so two root fields of one
 * query in different languages (aliases run in parallel) overwrite each other's. Each root field
 * gets its own context object, and every field below it sees that one.
 */
function contextOfRootField(context: WithRoots, path: Path): GraphqlContext {
  const key = rootKey(path)
  context[ROOTS] ??= new Map()
  let own = context[ROOTS].get(key)
  if (!own) {
    own = { ...context, cookies: context.cookies }
    context[ROOTS].set(key, own)
  }
  return own
}

function isolateRootFields(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as GraphQLFieldResolver<unknown, WithRoots> | undefined
      if (!resolve) continue
      field.resolve = (source, args, context, info) =>
        resolve(source, args, contextOfRootField(context, info.path), info)
    }
  }
}

function extend(
  root: GraphQLObjectType | null | undefined,
  add: ReturnType<typeof extraQueries>,
  remove: readonly string[] = [],
): GraphQLObjectType {
  if (!root) throw new Error("Payload's schema lacks a root type")
  const { fields, ...rest } = root.toConfig()
  for (const name of remove) delete fields[name]
  return new GraphQLObjectType({ ...rest, fields: { ...fields, ...add } })
}

async function buildSchema(): Promise<ExecutableSchema> {
  const payloadConfig = await config
  const generated = configToSchema(payloadConfig)
  const base = generated.schema
  const schema = new GraphQLSchema({
    query: extend(base.getQueryType(), extraQueries(base)),
    mutation: extend(base.getMutationType(), extraMutations(base), REPLACED_MUTATIONS),
    subscription: new GraphQLObjectType({ name: 'Subscription', fields: subscriptionFields(base) }),
  })
  isolateRootFields(schema)
  const introspection =
    getEnv().NODE_ENV !== 'production' || getEnv().GRAPHQL_INTROSPECTION === true
  return {
    schema,
    hidesSchema: !introspection,
    staticRules: [
      ...specifiedRules,
      depthLimitRule(OPERATION_LIMITS.maxDepth),
      ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    variableRules: (variables, { staff }) => [
      // Payload's complexity rule (maxComplexity from its config; it reads the variables'
      // values); its introspection rule is off. Ours counts limits, searches and sign-ins.
      ...generated.validationRules({ variableValues: variables ?? {} } as never),
      costRule(variables, staff),
    ],
  }
}

const runtime = processRegistry('graphql')

/** The schema of this process, one for the HTTP route and the live channel. */
export function executableSchema(): Promise<ExecutableSchema> {
  return runtime.onceAsync('schema', buildSchema)
}
