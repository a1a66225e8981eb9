import { parseError, RestError, undefinedColumn } from "./errors.ts"
import {
  parseFilterKey,
  parseLogic,
  parseNonNegative,
  parseOperation,
  parseOrder,
  parseSelect,
  type Filter,
  type OrderTerm,
  type SelectItem,
} from "./grammar.ts"
import { findRelationship, type Relationship } from "./relationships.ts"
import type { Relation, SchemaCache } from "./schema.ts"

/** One level of a read: a table (or function result) with its columns, embeds and modifiers. */
export interface QueryNode {
  relation: Relation
  alias: string
  items: SelectItem[]
  embeds: EmbedNode[]
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
}

export interface EmbedNode extends QueryNode {
  key: string
  relationName: string
  rel: Relationship
  inner: boolean
  spread: boolean
  hidden: boolean
  joinAlias: string
}

/** Parameters that are never filters (PostgREST's reserved names). */
const RESERVED = new Set(["select", "columns", "on_conflict", "order", "limit", "offset", "or", "and"])

export class Aliases {
  private next = 0
  take(prefix: string) {
    return `${prefix}${this.next++}`
  }
}

export function buildTree(
  schema: SchemaCache,
  relation: Relation,
  selectText: string | null,
  aliases: Aliases
): QueryNode {
  const items = parseSelect(selectText ?? "*")
  return buildNode(schema, relation, items, aliases)
}

function buildNode(schema: SchemaCache, relation: Relation, items: SelectItem[], aliases: Aliases): QueryNode {
  const node: QueryNode = {
    relation,
    alias: aliases.take("t"),
    items: [],
    embeds: [],
    filters: [],
    order: [],
    limit: null,
    offset: null,
  }
  for (const item of items) {
    if (item.kind !== "embed") {
      if (item.kind === "field" && !relation.columns.has(item.field.column) && relation.columns.size > 0) {
        throw undefinedColumn(relation.name, item.field.column)
      }
      node.items.push(item)
      continue
    }
    const rel = findRelationship(schema, relation.name, item.relation, item.hint)
    if (item.spread && !rel.toOne) {
      throw new RestError(
        400,
        "PGRST119",
        `A spread operation on '${item.relation}' is not possible`,
        "'" + relation.name + "' and '" + item.relation + "' do not form a many-to-one or one-to-one relationship"
      )
    }
    const child = buildNode(schema, schema.relations.get(item.relation)!, item.items, aliases)
    node.embeds.push({
      ...child,
      key: item.alias ?? item.relation,
      relationName: item.relation,
      rel,
      inner: item.inner,
      spread: item.spread,
      hidden: item.items.length === 0,
      joinAlias: aliases.take("e"),
    })
  }
  return node
}

function resolvePath(root: QueryNode, path: string[]): QueryNode {
  let node = root
  for (const name of path) {
    const next =
      node.embeds.find((embed) => embed.key === name) ?? node.embeds.find((embed) => embed.relationName === name)
    if (!next) {
      throw new RestError(
        400,
        "PGRST108",
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`
      )
    }
    node = next
  }
  return node
}

/**
 * Attaches filters, logic trees, order, limit and offset from the query string to the tree.
 * `skip` holds keys consumed elsewhere (rpc arguments on GET).
 */
export function applyQuery(root: QueryNode, query: URLSearchParams, skip: Set<string> = new Set()) {
  for (const [key, value] of query) {
    // `apikey` is the gateway's credential parameter, never a filter.
    if (skip.has(key) || key === "select" || key === "columns" || key === "on_conflict" || key === "apikey") continue
    const segments = key.split(".")
    const last = segments[segments.length - 1]!
    if (last === "order" || last === "limit" || last === "offset") {
      const node = resolvePath(root, segments.slice(0, -1))
      if (last === "order") node.order.push(...parseOrder(value))
      else if (last === "limit") node.limit = parseNonNegative("limit", value)
      else node.offset = parseNonNegative("offset", value)
      continue
    }
    if (last === "or" || last === "and") {
      const negate = segments[segments.length - 2] === "not"
      const node = resolvePath(root, segments.slice(0, negate ? -2 : -1))
      const tree = parseLogic(last, negate, value)
      assertFlat(tree)
      node.filters.push(tree)
      continue
    }
    if (RESERVED.has(key)) continue
    const { path, field } = parseFilterKey(key)
    const node = resolvePath(root, path)
    node.filters.push(parseOperation([], field, value, false))
  }
}

function assertFlat(filter: Filter) {
  if (filter.kind === "logic") filter.children.forEach(assertFlat)
  else if (filter.path.length)
    throw parseError(
      `"failed to parse logic tree" (line 1, column 1)`,
      "embedded columns are only allowed as rel.not.is.null inside logic trees"
    )
}
