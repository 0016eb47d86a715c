/**
 * What one client may make the GraphQL endpoint compute, keep and hold open: the bounds of one
 * operation, with the validation rules that bound its nesting depth (here), complexity (Payload's
 * rule, in schema.ts) and cost (cost.ts), and no introspection unless enabled; the live channel's
 * bounds; the bytes the in-process caches may hold (docs/graphql.md, "In-process caches"); how
 * long shared caches keep the public answers. No server imports: tests read these too.
 */
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

/** Bounds of one operation, checked before it runs. */
export const OPERATION_LIMITS = {
  /**
   * Field nesting: a page of the site needs depth 6 at most; 12 leaves room for third parties
   * without letting a query walk relationships in circles.
   */
  maxDepth: 12,
  /** A query with more tokens than this is refused before parsing finishes (huge-query attacks). */
  maxTokens: 5_000,
} as const

/** The live channel's bounds: sockets per client address, subscriptions per socket, staff re-checks. */
export const LIVE_LIMITS = {
  maxSocketsPerClient: 20,
  maxSubscriptionsPerSocket: 20,
  /** Staff sockets re-check their session this often (GRAPHQL_LIVE_SESSION_CHECK_MS overrides). */
  sessionCheckMs: 30_000,
  /** Close code of a socket over the per-address cap (graphql-ws leaves 4400-4499 to servers). */
  tooManySocketsCloseCode: 4429,
  /** Close code of a staff socket whose session has ended (logout, expiry, user removed). */
  sessionEndedCloseCode: 4401,
  /** A subscription message is a query text and variables; nothing legitimate comes near this. */
  maxMessageBytes: 64 * 1024,
  /** A connection that does not say who it is within this time is closed (4408). */
  connectionInitWaitMs: 10_000,
} as const

/** What a parsed document weighs per character of its text (tokens and locations kept). */
export const PARSED_DOCUMENT_BYTES_PER_CHAR = 128

/** In-process caches of the endpoint, in bytes and entries. */
export const GRAPHQL_CACHES = {
  /** Parsed and validated documents, by text (only documents that validated). */
  documents: { maxBytes: 24 * 1024 * 1024, maxEntries: 2_000 },
  /** Persisted query texts, by hash (only texts that validated). */
  persistedQueries: { maxBytes: 8 * 1024 * 1024, maxEntries: 10_000 },
} as const

/** Anonymous persisted GETs: how long a CDN may serve them fresh, then stale while refreshing. */
export const PUBLIC_ANSWER_CACHE = { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 } as const

/** The deepest field nesting of a selection set, following fragment spreads (each once). */
function depthOf(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let deepest = 0
  for (const selection of selectionSet.selections) {
    let depth = 0
    if (selection.kind === Kind.FIELD) {
      depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visiting) : 1
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visiting)
    } else {
      const name = selection.name.value
      const fragment = fragments[name]
      // A cycle is reported by graphql's own NoFragmentCycles rule; it adds no depth here.
      if (!fragment || visiting.has(name)) continue
      visiting.add(name)
      depth = depthOf(fragment.selectionSet, fragments, visiting)
      visiting.delete(name)
    }
    deepest = Math.max(deepest, depth)
  }
  return deepest
}

/** Rejects operations whose fields nest deeper than `maxDepth` (the root fields are depth 1). */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {}
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments[definition.name.value] = definition
    }
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragments, new Set())
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          )
        }
      },
    }
  }
}
