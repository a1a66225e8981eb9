import type { IncomingMessage } from "node:http"
import type { LocalContext } from "../context.ts"
import type { Auth, Preferences } from "./request.ts"
import { Aliases, applyQuery, buildTree } from "./query.ts"
import { envelopeSql, renderNode } from "./render.ts"
import { readRange, singularError, type Outcome } from "./response.ts"
import type { Relation, SchemaCache } from "./schema.ts"
import { Params } from "./sql.ts"

export interface EnvelopeRow {
  body: string
  n: number
  one: string | null
  total: string | null
}

export interface ReadRequest {
  ctx: LocalContext
  req: IncomingMessage
  url: URL
  auth: Auth
  schema: SchemaCache
  prefs: Preferences
  singular: boolean
  stripNulls: boolean
}

/** `Range: 0-9` (RFC 7233 items) is equivalent to offset=0&limit=10; query params win when both are given. */
function rangeHeader(req: IncomingMessage): { offset: number; limit: number | null } | null {
  const raw = req.headers.range
  const match = typeof raw === "string" ? /^(?:items=)?\s*(\d{1,15})-(\d{0,15})\s*$/.exec(raw) : null
  if (!match) return null
  const offset = Number(match[1])
  const limit = match[2] ? Math.max(0, Number(match[2]) - offset + 1) : null
  return { offset, limit }
}

export async function readTable(r: ReadRequest, relation: Relation): Promise<Outcome> {
  const tree = buildTree(r.schema, relation, r.url.searchParams.get("select"), new Aliases())
  applyQuery(tree, r.url.searchParams)
  const range = rangeHeader(r.req)
  if (range) {
    tree.offset ??= range.offset
    if (range.limit !== null) tree.limit = Math.min(tree.limit ?? range.limit, range.limit)
  }
  const params = new Params()
  const sql = envelopeSql(renderNode(tree, params), {
    withTotal: r.prefs.count !== null,
    singular: r.singular,
    stripNulls: r.stripNulls,
  })
  const row = await r.ctx.db.withRequest(
    {
      role: r.auth.role,
      claims: r.auth.claims,
      method: r.req.method,
      path: r.url.pathname,
      headers: lowerHeaders(r.req),
      readOnly: true,
    },
    async (q) => (await q.query<EnvelopeRow>(sql, params.values)).rows[0]!
  )
  return shapeRead(row, tree.offset ?? 0, r.singular)
}

export function shapeRead(row: EnvelopeRow, offset: number, singular: boolean): Outcome {
  const total = row.total === null ? null : Number(row.total)
  const { status, range } = readRange(offset, row.n, total)
  if (singular) {
    if (row.n !== 1) throw singularError(row.n)
    return { status: 200, body: row.one, singular: true, headers: { "Content-Range": range } }
  }
  return { status, body: row.body, headers: { "Content-Range": range } }
}

export function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value
  }
  return out
}
