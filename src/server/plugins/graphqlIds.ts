// Mesh puts path arguments into the URL as they are: an id of `<uuid>/class-runs` would reach another
// route, and `<uuid>?x=1` would add a query parameter. Before the in-process call, each path argument
// must be one plain path segment, and the URL must have the shape of the operation's route.
import { Kind, parse, type DirectiveNode, type ValueNode } from 'graphql'

/** A route's path, such as `/api/v1/locations/{args.id}/class-runs`, by its GraphQL field name. */
export type RouteTemplates = ReadonlyMap<string, string>

const ARGUMENT = /\{args\.([A-Za-z0-9_]+)\}/g
/** A slash, question mark or hash, raw or percent-encoded: anything that ends a path segment. */
const SEGMENT_BREAK = /[/?#\\]|%2f|%3f|%23|%5c/i
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i

/** The `path` of every field's `@httpOperation` in the supergraph Mesh wrote. */
export function routeTemplates(supergraph: string): RouteTemplates {
  const templates = new Map<string, string>()
  for (const definition of parse(supergraph).definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue
    for (const field of definition.fields ?? []) {
      const operation = field.directives?.find((directive: DirectiveNode) => directive.name.value === 'httpOperation')
      const path = operation?.arguments?.find((argument) => argument.name.value === 'path')?.value
      if (path?.kind === Kind.STRING) templates.set(field.name.value, path.value)
    }
  }
  return templates
}

/** Just what Mesh hands the fetch function about the field it resolves. */
export interface FieldInfo {
  fieldName?: string
  fieldNodes?: readonly { arguments?: readonly { name: { value: string }; value: ValueNode }[] }[]
  variableValues?: Record<string, unknown>
}

function argumentValue(value: ValueNode, variables: Record<string, unknown>): unknown {
  if (value.kind === Kind.VARIABLE) return variables[value.name.value]
  return 'value' in value ? value.value : undefined
}

function isPlainSegment(value: string): boolean {
  return value !== '' && !SEGMENT_BREAK.test(value) && !DOT_SEGMENT.test(value)
}

function pathPattern(template: string): RegExp {
  const literal = template.split(ARGUMENT).map((part, index) => (index % 2 === 1 ? '[^/?#\\\\]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${literal.join('')}(\\?[^#]*)?$`)
}

/**
 * True when the URL Mesh built is safe to call: every path argument of the field (from the
 * document or its variables) is one plain segment, and the URL has the route's shape. Without a
 * template (a field we do not know), no segment may be a dot segment.
 */
export function isSafeRouteUrl(url: string, templates: RouteTemplates, info: FieldInfo | undefined): boolean {
  const rawUrl = url.replace(/^[a-z]+:\/\/[^/]*/i, '')
  const template = info?.fieldName ? templates.get(info.fieldName) : undefined
  if (!template)
    return rawUrl
      .split(/[?#]/)[0]
      .split('/')
      .every((segment) => !DOT_SEGMENT.test(segment))
  const pathArguments = new Set([...template.matchAll(ARGUMENT)].map((match) => match[1]))
  const variables = info?.variableValues ?? {}
  for (const node of info?.fieldNodes ?? []) {
    for (const argument of node.arguments ?? []) {
      if (!pathArguments.has(argument.name.value)) continue
      const value = argumentValue(argument.value, variables)
      if (typeof value === 'string' && !isPlainSegment(value)) return false
    }
  }
  return pathPattern(template).test(rawUrl)
}
