/**
 * Validation rules that bound what one operation may ask: nesting depth (here) and complexity
 * (Payload's rule, in schema.ts), and no introspection unless enabled.
 */
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

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
