// The cost rule of one /graphql operation (docs/SECURITY.md#graphql): loaded with the GraphQL gateway, after the
// server answers, as it needs graphql's own modules (plugins/graphql.ts).
import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql'
import { API_MESSAGES } from '../../shared/messages'
import { fieldCost, GRAPHQL_MAX_FIELD_COST } from './graphqlLimits'

/**
 * The root fields an operation runs, by response key (alias or name): through inline fragments and
 * fragment spreads, each fragment read once. Two selections with one response key run once, so
 * they cost once, and a fragment spread many times is not read many times.
 */
function rootFields(selectionSet: SelectionSetNode, context: ValidationContext, fields = new Map<string, string>(), seen = new Set<string>()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.set((selection.alias ?? selection.name).value, selection.name.value)
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFields(selection.selectionSet, context, fields, seen)
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = context.getFragment(selection.name.value)
      if (fragment) rootFields(fragment.selectionSet, context, fields, seen)
    }
  }
  return fields
}

/** A validation rule: an operation whose root fields cost more than the budget is refused before any runs. */
export function fieldCostRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const cost = [...rootFields(operation.selectionSet, context).values()].reduce((sum, name) => sum + fieldCost(name), 0)
      if (cost > GRAPHQL_MAX_FIELD_COST) {
        context.reportError(
          new GraphQLError(`${API_MESSAGES.graphqlTooCostly} (cost ${cost}, at most ${GRAPHQL_MAX_FIELD_COST})`, {
            nodes: [operation],
            extensions: { code: 'GRAPHQL_TOO_COSTLY' },
          }),
        )
      }
    },
  }
}

/** The envelop plugin that adds the cost rule to validation. */
export function fieldCostPlugin() {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: typeof fieldCostRule) => void }) {
      addValidationRule(fieldCostRule)
    },
  }
}
