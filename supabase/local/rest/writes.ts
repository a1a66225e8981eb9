import { columnNotFound, invalidJson, RestError } from "./errors.ts"
import { splitTopLevel } from "./grammar.ts"
import { Aliases, applyQuery, buildTree, type QueryNode } from "./query.ts"
import { lowerHeaders, type EnvelopeRow, type ReadRequest } from "./read.ts"
import { envelopeSql, filterSql, renderNode } from "./render.ts"
import { singularError, type Outcome } from "./response.ts"
import type { Relation } from "./schema.ts"
import { ident, Params, table } from "./sql.ts"

type Row = Record<string, unknown>

export interface WriteRequest extends ReadRequest {
  body: string
}

function parseJson(text: string): unknown {
  if (text.trim() === "") throw invalidJson()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalidJson()
  }
}

const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null && !Array.isArray(value)

function checkColumns(relation: Relation, columns: string[]) {
  for (const column of columns) if (!relation.columns.has(column)) throw columnNotFound(column, relation.name)
}

/** `?columns="a","b"` as postgrest-js sends it (quoted), or bare names. */
function parseColumns(text: string): string[] {
  return splitTopLevel(text).map((item) => (item.startsWith('"') && item.endsWith('"') ? item.slice(1, -1) : item))
}

function payloadRows(r: WriteRequest, relation: Relation): { rows: Row[]; columns: string[] } {
  const json = parseJson(r.body)
  const rows = Array.isArray(json) ? json : [json]
  if (!rows.every(isRow)) throw invalidJson()
  const columnsParam = r.url.searchParams.get("columns")
  let columns: string[]
  if (columnsParam !== null) columns = parseColumns(columnsParam)
  else {
    columns = Object.keys(rows[0] ?? {})
    const same = (row: Row) => Object.keys(row).length === columns.length && columns.every((key) => key in row)
    if (!rows.every(same)) throw invalidJson("All object keys must match")
  }
  checkColumns(relation, columns)
  return { rows, columns }
}

/** The tree that shapes the representation: same select, no filters (they already chose the rows). */
function representationTree(r: WriteRequest, relation: Relation, aliases: Aliases): QueryNode {
  const tree = buildTree(r.schema, relation, r.url.searchParams.get("select"), aliases)
  return tree
}

function returning(r: WriteRequest, alias: string) {
  return r.prefs.return === "representation" ? `returning ${alias}.*` : "returning 1"
}

async function run(r: WriteRequest, sql: string, params: Params): Promise<EnvelopeRow> {
  return r.ctx.db.withRequest(
    {
      role: r.auth.role,
      claims: r.auth.claims,
      method: r.req.method,
      path: r.url.pathname,
      headers: lowerHeaders(r.req),
      rollback: r.prefs.tx === "rollback",
    },
    async (q) => {
      const row = (await q.query<EnvelopeRow>(sql, params.values)).rows[0]!
      // Throwing inside the transaction rolls the write back, as PostgREST does for `.single()`.
      if (r.singular && row.n !== 1) throw singularError(row.n)
      return row
    }
  )
}

/**
 * How many rows a merge-upsert updated instead of inserting: PostgREST counts them with a
 * transaction-local setting bumped in the DO UPDATE's WHERE (Query/SqlFragment.hs
 * addConfigPgrstInserted), since RETURNING cannot tell an inserted row from an updated one.
 */
const UPDATED_SETTING = "local.pgrst_updated"
const COUNT_UPDATED = `set_config('${UPDATED_SETTING}', (coalesce(nullif(current_setting('${UPDATED_SETTING}', true), '')::int, 0) + 1)::text, true) <> '-1'`
const READ_UPDATED = `coalesce(nullif(current_setting('${UPDATED_SETTING}', true), '')::int, 0)`

function finish(r: WriteRequest, cte: string, tree: QueryNode, params: Params, countUpdated = false): string {
  const updated = countUpdated ? `, ${READ_UPDATED} as updated` : ""
  if (r.prefs.return !== "representation") {
    return `${cte} select null::text as body, count(*)::int as n, null::text as one, null::text as total${updated} from _w`
  }
  if (countUpdated) {
    const envelope = envelopeSql(renderNode(tree, params, `_w ${tree.alias}`), {
      withTotal: false,
      singular: r.singular,
      stripNulls: r.stripNulls,
      prefix: "",
    })
    return `${cte} select _e.*${updated} from (${envelope}) _e`
  }
  return envelopeSql(renderNode(tree, params, `_w ${tree.alias}`), {
    withTotal: false,
    singular: r.singular,
    stripNulls: r.stripNulls,
    prefix: `${cte} `,
  })
}

function outcome(r: WriteRequest, row: EnvelopeRow, minimalStatus: number, fullStatus: number, range: string): Outcome {
  const headers = { "Content-Range": range }
  if (r.prefs.return !== "representation") return { status: minimalStatus, body: null, headers }
  if (r.singular) return { status: fullStatus, body: row.one, singular: true, headers }
  return { status: fullStatus, body: row.body, headers }
}

export async function insertRows(r: WriteRequest, relation: Relation): Promise<Outcome> {
  const { rows, columns } = payloadRows(r, relation)
  const count = (n: number) => `*/${r.prefs.count ? n : "*"}`
  if (rows.length === 0) {
    if (r.singular) throw singularError(0)
    return outcome(r, { body: "[]", n: 0, one: null, total: null }, 201, 201, count(0))
  }
  const aliases = new Aliases()
  const tree = representationTree(r, relation, aliases)
  const params = new Params()
  const target = table(relation.name)
  const cols = columns.map(ident).join(", ")
  let insert: string
  if (columns.length === 0) {
    if (rows.length > 1) throw invalidJson("All object keys must match")
    insert = `insert into ${target} as ${tree.alias} default values`
  } else if (r.prefs.missingDefault) {
    const values = rows.map((row) => {
      const p = params.bind(JSON.stringify(row))
      return `(${columns.map((column) => (column in row ? `(select ${ident(column)} from json_populate_record(null::${target}, ${p}::json))` : "default")).join(", ")})`
    })
    insert = `insert into ${target} as ${tree.alias} (${cols}) values ${values.join(", ")}`
  } else {
    const p = params.bind(JSON.stringify(rows))
    insert = `insert into ${target} as ${tree.alias} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${p}::json) _j`
  }
  let merge = false
  if (r.prefs.resolution) {
    const conflictParam = r.url.searchParams.get("on_conflict")
    const conflict =
      conflictParam !== null
        ? splitTopLevel(conflictParam).map((name) => name.replace(/^"|"$/g, ""))
        : relation.primaryKey
    checkColumns(relation, conflict)
    if (conflict.length === 0)
      throw new RestError(400, "PGRST100", "on_conflict requires a primary key or unique columns")
    const on = `on conflict (${conflict.map(ident).join(", ")})`
    merge = r.prefs.resolution === "merge-duplicates" && columns.length > 0
    insert += merge
      ? ` ${on} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(", ")} where ${COUNT_UPDATED}`
      : ` ${on} do nothing`
  }
  const sql = finish(r, `with _w as (${insert} ${returning(r, tree.alias)})`, tree, params, merge)
  const row = await run(r, sql, params)
  // PostgREST 12 (Response.hs, MutationCreate): a merge-upsert that inserted no row answers 200, not 201.
  const status = merge && row.n - ((row as EnvelopeRow & { updated?: number }).updated ?? 0) <= 0 ? 200 : 201
  return outcome(r, row, status, status, count(row.n))
}

function requireFilters(tree: QueryNode, verb: "UPDATE" | "DELETE") {
  // Hosted Supabase loads pg-safeupdate for API roles; mirror it so local code fails the same way.
  if (tree.filters.length === 0) throw new RestError(400, "21000", `${verb} requires a WHERE clause`)
}

function whereOf(tree: QueryNode, params: Params): string {
  return tree.filters.map((filter) => filterSql(tree, filter, params)).join(" and ")
}

/** The rows an UPDATE or DELETE targets (its filters, which it must have) and what it returns of them. */
function filteredTarget(r: WriteRequest, relation: Relation, verb: "UPDATE" | "DELETE") {
  const aliases = new Aliases()
  const filterTree = buildTree(r.schema, relation, "*", aliases)
  applyQuery(filterTree, r.url.searchParams)
  requireFilters(filterTree, verb)
  const tree = representationTree(r, relation, aliases)
  tree.alias = filterTree.alias
  return { filterTree, tree }
}

export async function updateRows(r: WriteRequest, relation: Relation): Promise<Outcome> {
  const json = parseJson(r.body)
  if (!isRow(json)) throw invalidJson()
  const columns = Object.keys(json)
  checkColumns(relation, columns)
  const { filterTree, tree } = filteredTarget(r, relation, "UPDATE")
  const params = new Params()
  const range = (n: number) => `${n ? `0-${n - 1}` : "*"}/${r.prefs.count ? n : "*"}`
  const target = table(relation.name)
  if (columns.length === 0) {
    // PostgREST (Query/QueryBuilder.hs mutatePlanToQuery, Update with no columns) still runs
    // `SELECT … FROM table WHERE false` as the request's role: a role without the privilege gets 42501.
    const empty = `select ${filterTree.alias}.* from ${target} ${filterTree.alias} where false`
    const row = await run(r, finish(r, `with _w as (${empty})`, tree, params), params)
    return outcome(r, row, 204, 200, range(row.n))
  }
  const p = params.bind(JSON.stringify(json))
  const set = columns.map((c) => `${ident(c)} = _j.${ident(c)}`).join(", ")
  const where = whereOf(filterTree, params)
  const update = `update ${target} ${filterTree.alias} set ${set} from json_populate_record(null::${target}, ${p}::json) _j where ${where}`
  const sql = finish(r, `with _w as (${update} ${returning(r, filterTree.alias)})`, tree, params)
  const row = await run(r, sql, params)
  return outcome(r, row, 204, 200, range(row.n))
}

export async function deleteRows(r: WriteRequest, relation: Relation): Promise<Outcome> {
  const { filterTree, tree } = filteredTarget(r, relation, "DELETE")
  const params = new Params()
  const where = whereOf(filterTree, params)
  const del = `delete from ${table(relation.name)} ${filterTree.alias} where ${where}`
  const sql = finish(r, `with _w as (${del} ${returning(r, filterTree.alias)})`, tree, params)
  const row = await run(r, sql, params)
  return outcome(r, row, 204, 200, `*/${r.prefs.count ? row.n : "*"}`)
}
