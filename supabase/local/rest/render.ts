import { RestError, undefinedColumn } from "./errors.ts"
import type { Condition, FieldRef, Filter, OrderTerm } from "./grammar.ts"
import type { EmbedNode, QueryNode } from "./query.ts"
import { ident, type Params, table } from "./sql.ts"

/** The pieces of one level's SELECT, kept apart so counts can reuse FROM/WHERE without ORDER/LIMIT. */
export interface Rendered {
  columns: string[]
  from: string
  joins: string[]
  /** Joins that can drop or filter parent rows (`!inner`, `rel=is.null`); counts need only these. */
  countJoins: string[]
  where: string[]
  orderBy: string[]
  limit: string
}

const jsonKey = (params: Params, key: string) =>
  /^-?\d+$/.test(key) ? `${params.bind(Number(key))}::int` : `${params.bind(key)}::text`

function fieldSql(node: QueryNode, field: FieldRef, params: Params): string {
  if (node.relation.columns.size > 0 && !node.relation.columns.has(field.column)) {
    throw undefinedColumn(node.relation.name, field.column)
  }
  let sql = `${node.alias}.${ident(field.column)}`
  for (const step of field.json) sql = `${sql}${step.arrow}${jsonKey(params, step.key)}`
  return sql
}

const outputKey = (field: FieldRef) => (field.json.length ? field.json[field.json.length - 1]!.key : field.column)

/** Output keys of a node, needed to spread a to-one embed into its parent. */
function outputKeys(node: QueryNode): string[] {
  const keys: string[] = []
  for (const item of node.items) {
    if (item.kind === "star") keys.push(...node.relation.columns.keys())
    else if (item.kind === "field") keys.push(item.alias ?? outputKey(item.field))
  }
  for (const embed of node.embeds) {
    if (embed.spread) keys.push(...outputKeys(embed))
    else if (!embed.hidden) keys.push(embed.key)
  }
  return keys
}

const SIMPLE_OPS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxl: "&<",
  nxr: "&>",
  adj: "-|-",
}
const FTS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
}

function embedByName(node: QueryNode, name: string): EmbedNode | undefined {
  return node.embeds.find((embed) => embed.key === name) ?? node.embeds.find((embed) => embed.relationName === name)
}

function conditionSql(node: QueryNode, cond: Condition, params: Params): string {
  let sql: string
  const embed = node.relation.columns.has(cond.field.column) ? undefined : embedByName(node, cond.field.column)
  if (embed && cond.field.json.length === 0) {
    // `rel=is.null` / `rel=not.is.null`: keep parents whose embed is absent / present.
    if (cond.op !== "is" || !["null", "not_null"].includes(cond.value.toLowerCase())) {
      throw new RestError(
        400,
        "PGRST100",
        `"failed to parse filter (${cond.op}.${cond.value})"`,
        "only is.null and not.is.null apply to an embedded resource"
      )
    }
    sql = `${embed.joinAlias}.j is ${cond.value.toLowerCase() === "null" ? "" : "not "}null`
  } else {
    const lhs = fieldSql(node, cond.field, params)
    sql = operationSql(node, cond, lhs, params)
  }
  return cond.negate ? `not (${sql})` : sql
}

function operationSql(node: QueryNode, cond: Condition, lhs: string, params: Params): string {
  const { op, value, modifier } = cond
  if (op === "is") {
    const word = value.toLowerCase()
    return word === "not_null" ? `${lhs} is not null` : `${lhs} is ${word}`
  }
  if (op === "in") {
    const list = cond.list ?? []
    return list.length ? `${lhs} in (${list.map((item) => params.bind(item)).join(", ")})` : "false"
  }
  if (op === "isdistinct") return `${lhs} is distinct from ${params.bind(value)}`
  if (op in FTS) {
    const column = node.relation.columns.get(cond.field.column)
    const config = modifier ? `${params.bind(modifier)}::regconfig, ` : ""
    const vector = column?.type === "tsvector" && cond.field.json.length === 0 ? lhs : `to_tsvector(${config}${lhs})`
    return `${vector} @@ ${FTS[op]}(${config}${params.bind(value)})`
  }
  const sqlOp = SIMPLE_OPS[op]!
  const pattern = op === "like" || op === "ilike" ? value.replace(/\*/g, "%") : value
  if (modifier === "any" || modifier === "all") return `${lhs} ${sqlOp} ${modifier}(${params.bind(pattern)})`
  return `${lhs} ${sqlOp} ${params.bind(pattern)}`
}

export function filterSql(node: QueryNode, filter: Filter, params: Params): string {
  if (filter.kind === "cond") return conditionSql(node, filter, params)
  const parts = filter.children.map((child) => filterSql(node, child, params))
  const joined = parts.length ? `(${parts.join(` ${filter.op} `)})` : filter.op === "and" ? "true" : "false"
  return filter.negate ? `not ${joined}` : joined
}

function orderSql(node: QueryNode, term: OrderTerm, params: Params): string {
  let expr: string
  if (term.relation) {
    const embed = embedByName(node, term.relation)
    if (!embed || !embed.rel.toOne) {
      throw new RestError(
        400,
        "PGRST118",
        `A related order on '${term.relation}' is not possible`,
        "only to-one embedded resources can order their parent"
      )
    }
    if (!embed.relation.columns.has(term.field.column)) throw undefinedColumn(embed.relation.name, term.field.column)
    expr = `(${embed.joinAlias}.j::jsonb -> ${params.bind(term.field.column)}::text)`
  } else {
    expr = fieldSql(node, term.field, params)
  }
  const nulls = term.nulls ? ` nulls ${term.nulls}` : ""
  return `${expr} ${term.desc ? "desc" : "asc"}${nulls}`
}

/** Renders one level. `from` defaults to the node's table; `where` adds join conditions. */
export function renderNode(node: QueryNode, params: Params, from?: string, where: string[] = []): Rendered {
  const columns: string[] = []
  for (const item of node.items) {
    if (item.kind === "star") columns.push(`${node.alias}.*`)
    else if (item.kind === "field") {
      // Parenthesised, or `data->>key::int4` would cast the key parameter instead of the value.
      const value = fieldSql(node, item.field, params)
      const expr = item.cast ? `(${value})::${item.cast}` : value
      columns.push(`${expr} as ${ident(item.alias ?? outputKey(item.field))}`)
    }
  }
  const joins: string[] = []
  const countJoins: string[] = []
  for (const embed of node.embeds) {
    const join = embedJoin(node, embed, params)
    joins.push(join)
    if (embed.inner || node.filters.some((filter) => mentions(filter, embed))) countJoins.push(join)
    if (embed.spread) {
      for (const key of outputKeys(embed))
        columns.push(`${embed.joinAlias}.j -> ${params.bind(key)}::text as ${ident(key)}`)
    } else if (!embed.hidden) {
      columns.push(
        embed.rel.toOne
          ? `${embed.joinAlias}.j as ${ident(embed.key)}`
          : `coalesce(${embed.joinAlias}.j, '[]'::json) as ${ident(embed.key)}`
      )
    }
  }
  const conditions = [...where, ...node.filters.map((filter) => filterSql(node, filter, params))]
  const orderBy = node.order.map((term) => orderSql(node, term, params))
  const limit = [node.limit !== null ? `limit ${node.limit}` : "", node.offset !== null ? `offset ${node.offset}` : ""]
    .join(" ")
    .trim()
  return {
    columns,
    from: from ?? `${table(node.relation.name)} ${node.alias}`,
    joins,
    countJoins,
    where: conditions,
    orderBy,
    limit,
  }
}

function mentions(filter: Filter, embed: EmbedNode): boolean {
  if (filter.kind === "logic") return filter.children.some((child) => mentions(child, embed))
  return filter.field.column === embed.key || filter.field.column === embed.relationName
}

function embedJoin(parent: QueryNode, embed: EmbedNode, params: Params): string {
  const child = embed.alias
  let from = `${table(embed.relation.name)} ${child}`
  let conditions: string[]
  if (embed.rel.junction) {
    const j = `${embed.joinAlias}j`
    const { junction } = embed.rel
    const on = junction.targetPairs.map(([jc, tc]) => `${j}.${ident(jc)} = ${child}.${ident(tc)}`).join(" and ")
    from = `${from} join ${table(junction.table)} ${j} on ${on}`
    conditions = junction.parentPairs.map(([jc, pc]) => `${j}.${ident(jc)} = ${parent.alias}.${ident(pc)}`)
  } else {
    conditions = embed.rel.pairs.map(([pc, tc]) => `${child}.${ident(tc)} = ${parent.alias}.${ident(pc)}`)
  }
  const inner = selectSql(renderNode(embed, params, from, conditions))
  const s = `${embed.joinAlias}s`
  const aggregate = embed.rel.toOne ? `row_to_json(${s})` : `json_agg(${s})`
  const kind = embed.inner ? "inner" : "left"
  const on = embed.inner && !embed.rel.toOne ? `${embed.joinAlias}.j is not null` : "true"
  return `${kind} join lateral (select ${aggregate} as j from (${inner}) ${s}) ${embed.joinAlias} on ${on}`
}

export function selectSql(r: Rendered): string {
  return [
    `select ${r.columns.join(", ")}`,
    `from ${r.from}`,
    ...r.joins,
    r.where.length ? `where ${r.where.join(" and ")}` : "",
    r.orderBy.length ? `order by ${r.orderBy.join(", ")}` : "",
    r.limit,
  ]
    .filter(Boolean)
    .join(" ")
}

export function countSql(r: Rendered): string {
  return [`select count(*) from ${r.from}`, ...r.countJoins, r.where.length ? `where ${r.where.join(" and ")}` : ""]
    .filter(Boolean)
    .join(" ")
}

/**
 * Wraps a level into the statement whose single row carries the JSON body (built by
 * PostgreSQL, so types serialise exactly as PostgREST's do), the row count and the total.
 */
export function envelopeSql(
  r: Rendered,
  options: { withTotal: boolean; singular: boolean; stripNulls: boolean; prefix?: string }
): string {
  const total = options.withTotal ? `, (${countSql(r)})::bigint::text as total` : ", null::text as total"
  // `nulls=stripped` media types drop null-valued keys, recursively, as PostgREST does.
  const row = options.stripNulls ? "json_strip_nulls(row_to_json(_r))" : "_r"
  const one = options.singular ? `case when count(*) = 1 then (json_agg(${row}) -> 0)::text end` : "null::text"
  return `${options.prefix ?? ""}select coalesce(json_agg(${row}), '[]')::text as body, count(*)::int as n, ${one} as one${total}
    from (${selectSql(r)}) _r`
}
