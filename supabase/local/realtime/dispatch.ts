import type { LocalDatabase, Queryable } from "../db.ts"
import type { Claims } from "../jwt.ts"
import { ddlVersion, loadTableMeta, takeChanges, type CapturedChange, type TableMeta } from "./capture.ts"
import type { Channel, Subscription } from "./channel.ts"
import { matchesFilter } from "./filters.ts"
import type { Message } from "./protocol.ts"

/** A joined channel and the way to reach its socket. */
export interface Listener {
  channel: Channel
  send(message: Message): void
}

type Row = Record<string, unknown>

interface Candidate {
  change: CapturedChange
  meta: TableMeta
  oldRecord: Row | null
  listener: Listener
  ids: number[]
  role: string
  claims: Claims
}

interface Verdict {
  visibleColumns: Set<string>
  errors: string[] | null
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

const pick = (row: Row | null, keep: (column: string) => boolean): Row =>
  Object.fromEntries(Object.entries(row ?? {}).filter(([column]) => keep(column)))

/** What the WAL would hold as the old row: PK only, unless REPLICA IDENTITY FULL (trimmed again for RLS deletes). */
function oldRecordOf(change: CapturedChange, meta: TableMeta): Row | null {
  if (change.type === "INSERT") return null
  if (meta.fullIdentity && !(change.type === "DELETE" && meta.rls)) return change.oldRecord
  return pick(change.oldRecord, (column) => meta.primaryKey.includes(column))
}

function matches(sub: Subscription, change: CapturedChange, oldRecord: Row | null, types: Map<string, string>) {
  if (sub.schema !== "*" && sub.schema !== change.schema) return false
  if (sub.table !== null && sub.table !== change.table) return false
  if (sub.event !== "*" && sub.event !== change.type) return false
  return matchesFilter(sub.conditions, change.type === "DELETE" ? oldRecord : change.record, types)
}

const pkParam = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === "object" ? JSON.stringify(value) : String(value)

/** Runs one read-only check; a failing statement must not poison the rest of the transaction. */
async function probe(q: Queryable, sql: string, params: unknown[]): Promise<boolean | null> {
  await q.query("savepoint realtime_probe")
  try {
    const result = await q.query(sql, params)
    await q.query("release savepoint realtime_probe")
    return result.rows.length > 0
  } catch {
    await q.query("rollback to savepoint realtime_probe")
    return null
  }
}

async function visibleColumnsOf(q: Queryable, relid: number): Promise<Set<string>> {
  const result = await q.query<{ attname: string }>(
    `select a.attname from pg_attribute a
       where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
         and has_column_privilege($1::oid, a.attnum, 'SELECT')`,
    [relid]
  )
  return new Set(result.rows.map((row) => row.attname))
}

interface PolicyRow {
  bypass: boolean
  policies: Array<{ permissive: boolean; qual: string | null }>
}

/**
 * How to tell whether the current role could have read a row that no longer exists: the table's
 * SELECT policies for that role, evaluated on the old row. True when the role bypasses RLS, false
 * when no permissive policy applies, else SQL taking the old row as `$1` (jsonb).
 */
async function deletedRowCheckOf(q: Queryable, change: CapturedChange, meta: TableMeta): Promise<string | boolean> {
  const { rows } = await q.query<PolicyRow>(
    `select
       coalesce((select r.rolsuper or r.rolbypassrls from pg_roles r where r.rolname = current_user), false)
         or (c.relowner = (select r.oid from pg_roles r where r.rolname = current_user) and not c.relforcerowsecurity)
         as bypass,
       coalesce((select json_agg(json_build_object('permissive', p.polpermissive,
           'qual', coalesce(pg_get_expr(p.polqual, p.polrelid),
                            case when p.polcmd = '*' then pg_get_expr(p.polwithcheck, p.polrelid) end)))
         from pg_policy p
         where p.polrelid = c.oid and p.polcmd in ('r', '*')
           and ('{0}'::oid[] @> p.polroles
                or exists (select 1 from unnest(p.polroles) r(oid) where pg_has_role(current_user, r.oid, 'member')))),
         '[]') as policies
     from pg_class c where c.oid = $1::oid`,
    [meta.relid]
  )
  const row = rows[0]
  if (!row) return false
  if (row.bypass) return true
  const quals = (permissive: boolean) =>
    row.policies.filter((policy) => policy.permissive === permissive).map((policy) => `(${policy.qual ?? "false"})`)
  const permissive = quals(true)
  if (permissive.length === 0) return false
  const restrictive = quals(false)
  const where = [permissive.join(" or "), ...restrictive].map((part) => `(${part})`).join(" and ")
  // Aliased as the table, so policy expressions that qualify columns with its name still resolve.
  const source = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`
  return `select 1 from jsonb_populate_record(null::${source}, $1::jsonb) as ${quoteIdent(change.table)} where ${where}`
}

/** Table metadata and per-role selectable columns: catalog reads cost more than a whole dispatch otherwise. */
export class MetaCache {
  private version: string | null = null
  private readonly tables = new Map<number, TableMeta>()
  readonly columns = new Map<string, Set<string>>()
  readonly deletedRowChecks = new Map<string, string | boolean>()

  async refresh(q: Queryable) {
    const version = await ddlVersion(q)
    if (version === this.version) return
    this.version = version
    this.tables.clear()
    this.columns.clear()
    this.deletedRowChecks.clear()
  }

  async tablesFor(q: Queryable, relids: number[]): Promise<Map<number, TableMeta>> {
    const missing = relids.filter((relid) => !this.tables.has(relid))
    if (missing.length) for (const [relid, meta] of await loadTableMeta(q, missing)) this.tables.set(relid, meta)
    return this.tables
  }
}

/**
 * Decides, as the subscriber's role and claims, what each candidate may see. A subscriber that may
 * not read the row gets no event at all: upstream's `Error 401: Unauthorized` form (and the no-key
 * 400 form on RLS tables) would still tell it when someone else's row changed.
 */
async function judge(q: Queryable, group: Candidate[], verdicts: Map<Candidate, Verdict | null>, cache: MetaCache) {
  const rowVisible = new Map<string, boolean>()
  for (const cand of group) {
    const { change, meta } = cand
    const key = `${cand.role}\u0000${meta.relid}`
    let visible = cache.columns.get(key)
    if (!visible) cache.columns.set(key, (visible = await visibleColumnsOf(q, meta.relid)))
    if (visible.size === 0 || !meta.primaryKey.every((column) => visible.has(column))) {
      verdicts.set(cand, null)
      continue
    }
    if (meta.primaryKey.length === 0) {
      const noKey = { visibleColumns: new Set<string>(), errors: ["Error 400: Bad Request, no primary key"] }
      verdicts.set(cand, meta.rls ? null : noKey)
      continue
    }
    if (!meta.rls) {
      verdicts.set(cand, { visibleColumns: visible, errors: null })
      continue
    }
    if (change.type === "DELETE") {
      // The row is gone, so upstream skips RLS here; judge the old row by the policies instead.
      let check = cache.deletedRowChecks.get(key)
      if (check === undefined) cache.deletedRowChecks.set(key, (check = await deletedRowCheckOf(q, change, meta)))
      const allowed =
        typeof check === "boolean" ? check : (await probe(q, check, [JSON.stringify(change.oldRecord)])) === true
      verdicts.set(cand, allowed ? { visibleColumns: visible, errors: null } : null)
      continue
    }
    let seen = rowVisible.get(change.id)
    if (seen === undefined) {
      const where = meta.primaryKey.map((column, i) => `${quoteIdent(column)} = $${i + 1}`).join(" and ")
      const sql = `select 1 from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${where}`
      seen =
        (await probe(
          q,
          sql,
          meta.primaryKey.map((column) => pkParam(change.record?.[column]))
        )) === true
      rowVisible.set(change.id, seen)
    }
    verdicts.set(cand, seen ? { visibleColumns: visible, errors: null } : null)
  }
}

function payloadOf(cand: Candidate, verdict: Verdict): Message["payload"] {
  const { change, meta } = cand
  const keep = (column: string) => verdict.visibleColumns.has(column)
  const data: Row = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: meta.columns.filter((column) => keep(column.name)),
    errors: verdict.errors,
  }
  if (change.type !== "DELETE") data.record = pick(change.record, keep)
  if (change.type !== "INSERT") data.old_record = pick(cand.oldRecord, keep)
  return { ids: cand.ids, data }
}

/**
 * Runs `fn` in a read-only transaction as the subscriber, with the same settings as
 * `LocalDatabase.withRequest`. Inlined because the caller already holds the connection:
 * taking the queue and judging it under one lock means no later write lands in between.
 */
async function asSubscriber(q: Queryable, role: string, claims: Claims, fn: () => Promise<void>) {
  await q.query("begin read only")
  try {
    await q.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', '', true),
              set_config('request.path', '', true),
              set_config('request.headers', '{}', true)`,
      [role, JSON.stringify(claims)]
    )
    await fn()
  } finally {
    await q.query("rollback").catch(() => {})
  }
}

function candidatesOf(changes: CapturedChange[], metas: Map<number, TableMeta>, listeners: Listener[]) {
  const candidates: Candidate[] = []
  for (const change of changes) {
    const meta = metas.get(change.relid)
    if (!meta) continue
    const types = new Map(meta.columns.map((column) => [column.name, column.type]))
    const oldRecord = oldRecordOf(change, meta)
    for (const listener of listeners) {
      const { subscriptions, role, claims } = listener.channel
      const ids = subscriptions.filter((sub) => matches(sub, change, oldRecord, types)).map((sub) => sub.id)
      if (ids.length) candidates.push({ change, meta, oldRecord, listener, ids, role, claims })
    }
  }
  return candidates
}

/**
 * Takes the queued changes and delivers them, in commit order, to every matching subscription
 * whose role may see them. RLS is judged right after the commits, before any other write.
 */
export async function drainAndDispatch(db: LocalDatabase, listeners: Listener[], cache: MetaCache) {
  const judged = await db.exclusive(async (q) => {
    const changes = await takeChanges(q)
    if (changes.length === 0 || listeners.length === 0) return []
    await cache.refresh(q)
    const metas = await cache.tablesFor(q, [...new Set(changes.map((change) => change.relid))])
    const candidates = candidatesOf(changes, metas, listeners)
    const groups = new Map<string, Candidate[]>()
    for (const cand of candidates) {
      const key = JSON.stringify([cand.role, cand.claims])
      const group = groups.get(key)
      if (group) group.push(cand)
      else groups.set(key, [cand])
    }
    const verdicts = new Map<Candidate, Verdict | null>()
    for (const group of groups.values()) {
      const { role, claims } = group[0]!
      // An unknown role makes set_config fail: that subscriber simply receives nothing.
      await asSubscriber(q, role, claims, () => judge(q, group, verdicts, cache)).catch(() => {})
    }
    return candidates.map((cand) => [cand, verdicts.get(cand)] as const)
  })
  for (const [cand, verdict] of judged) {
    if (!verdict) continue
    cand.listener.send({
      joinRef: null,
      ref: null,
      topic: cand.listener.channel.topic,
      event: "postgres_changes",
      payload: payloadOf(cand, verdict),
    })
  }
}
