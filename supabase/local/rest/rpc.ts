import { invalidJson, RestError } from "./errors.ts"
import { Aliases, applyQuery, buildTree } from "./query.ts"
import { lowerHeaders, shapeRead, type EnvelopeRow } from "./read.ts"
import { envelopeSql, renderNode } from "./render.ts"
import type { Outcome } from "./response.ts"
import type { Column, FunctionDef, Relation } from "./schema.ts"
import { ident, Params } from "./sql.ts"
import type { WriteRequest } from "./writes.ts"

const RESERVED = new Set(["select", "order", "limit", "offset", "or", "and", "columns", "on_conflict", "apikey"])

function isJsonArg(fn: FunctionDef) {
  return fn.args.length === 1 && fn.args[0]!.name === "" && ["json", "jsonb"].includes(fn.args[0]!.type)
}

function notFound(name: string, keys: string[]) {
  return new RestError(
    404,
    "PGRST202",
    `Could not find the function public.${name}(${keys.join(", ")}) in the schema cache`,
    `Searched for the function public.${name} with parameter${keys.length === 1 ? "" : "s"} ${keys.join(", ") || "(none)"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null
  )
}

/** Picks the overload whose named parameters cover the given keys, like PostgREST's lookup by argument names. */
function chooseFunction(candidates: FunctionDef[], keys: string[], post: boolean): FunctionDef | null {
  const exact = candidates.find(
    (fn) =>
      !isJsonArg(fn) &&
      keys.every((key) => fn.args.some((arg) => arg.name === key)) &&
      fn.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
  )
  return exact ?? (post ? (candidates.find(isJsonArg) ?? null) : null)
}

export async function callFunction(r: WriteRequest, name: string): Promise<Outcome> {
  const candidates = r.schema.functions.get(name) ?? []
  const post = r.req.method === "POST"
  let args: Record<string, unknown> = {}
  let rawBody = "{}"
  if (post) {
    rawBody = r.body.trim() === "" ? "{}" : r.body
    let parsed: unknown
    try {
      parsed = JSON.parse(rawBody)
    } catch {
      throw invalidJson()
    }
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      args = parsed as Record<string, unknown>
    else if (!candidates.some(isJsonArg)) throw invalidJson()
  } else {
    const argNames = new Set(candidates.flatMap((fn) => fn.args.map((arg) => arg.name)))
    for (const [key, value] of r.url.searchParams) if (argNames.has(key) && !RESERVED.has(key)) args[key] = value
  }
  const keys = Object.keys(args)
  const fn = chooseFunction(candidates, keys, post)
  if (!fn) throw notFound(name, keys)

  const params = new Params()
  const callee = `"public".${ident(fn.name)}`
  let call: string
  let argsFrom = ""
  if (isJsonArg(fn)) call = `${callee}(${params.bind(rawBody)}::${fn.args[0]!.type})`
  else if (keys.length === 0) call = `${callee}()`
  else {
    // json_to_record turns JSON values (and GET's strings) into the declared parameter types.
    const types = keys.map((key) => `${ident(key)} ${fn.args.find((arg) => arg.name === key)!.type}`)
    argsFrom = `json_to_record(${params.bind(JSON.stringify(args))}::json) as _a(${types.join(", ")})`
    call = `${callee}(${keys.map((key) => `${ident(key)} := _a.${ident(key)}`).join(", ")})`
  }
  const readOnly = !post || !fn.volatile
  const context = {
    role: r.auth.role,
    claims: r.auth.claims,
    method: r.req.method,
    path: r.url.pathname,
    headers: lowerHeaders(r.req),
    readOnly,
    rollback: r.prefs.tx === "rollback",
  }
  const from = argsFrom ? ` from ${argsFrom}` : ""

  if (fn.returnKind === "void") {
    await r.ctx.db.withRequest(context, (q) => q.query(`select ${call}${from}`, params.values))
    return { status: 204, body: null }
  }
  if (fn.returnKind === "scalar" && !fn.returnsSet) {
    const row = await r.ctx.db.withRequest(
      context,
      async (q) =>
        (await q.query<{ body: string | null }>(`select to_json(${call})::text as body${from}`, params.values)).rows[0]
    )
    return { status: 200, body: row?.body ?? "null" }
  }
  if (fn.returnKind === "scalar") {
    const sql = `select coalesce(json_agg(_v.v), '[]')::text as body, count(*)::int as n,
      case when count(*) = 1 then (json_agg(_v.v) -> 0)::text end as one, null::text as total
      from (select ${call} as v${from}) _v`
    const row = await r.ctx.db.withRequest(
      context,
      async (q) => (await q.query<EnvelopeRow>(sql, params.values)).rows[0]!
    )
    return shapeRead(row, 0, r.singular)
  }

  const relation: Relation = (fn.returnTable ? r.schema.relations.get(fn.returnTable) : undefined) ?? {
    name: fn.name,
    kind: "f",
    columns: new Map(
      fn.outColumns.map((column): [string, Column] => [
        column,
        { name: column, type: "", notNull: false, hasDefault: false },
      ])
    ),
    primaryKey: [],
    uniques: [],
  }
  const tree = buildTree(r.schema, relation, r.url.searchParams.get("select"), new Aliases())
  applyQuery(tree, r.url.searchParams, new Set(post ? [] : keys))
  const source = argsFrom ? `${argsFrom} cross join lateral ${call} ${tree.alias}` : `${call} ${tree.alias}`
  const sql = envelopeSql(renderNode(tree, params, source), {
    withTotal: r.prefs.count !== null,
    singular: true,
    stripNulls: r.stripNulls,
  })
  const row = await r.ctx.db.withRequest(context, async (q) => {
    const result = (await q.query<EnvelopeRow>(sql, params.values)).rows[0]!
    if (r.singular && result.n !== 1 && !readOnly)
      throw new RestError(
        406,
        "PGRST116",
        "Cannot coerce the result to a single JSON object",
        `The result contains ${result.n} rows`
      )
    return result
  })
  if (!fn.returnsSet && !r.singular) return { status: 200, body: row.one ?? "null" }
  return shapeRead(row, tree.offset ?? 0, r.singular)
}
