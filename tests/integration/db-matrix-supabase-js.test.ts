/**
 * The privilege and RLS matrix of issue #5 replayed through supabase-js over HTTP against the
 * real local backend, signed in as visitor (anon key), member, member2, blog editor, admin and
 * with the service-role key.
 *
 * The cases are not restated here: every `TABLE_MATRIX` and `FUNCTION_MATRIX` case of
 * ./rls-matrix.ts (which db-rls-matrix.test.ts runs as raw SQL on Postgres) is translated to
 * the equivalent supabase-js call — `from(t).select/insert/update/delete` with `.eq` filters and
 * `.select(col)` for `returning col`, or `rpc(fn, args)` — and must produce the same outcome
 * (row count, or the SQLSTATE in PostgREST's error `code`). Where PostgREST differs from raw SQL
 * the translation says so (see `NO_FILTER` and `functionRows`).
 *
 * State. Matrix cases are sent with PostgREST's `Prefer: tx=rollback` (`rolledBack`, the HTTP twin
 * of the SQL matrix's per-case rollback): the request runs and answers in full, then its
 * transaction is rolled back, and the schema has no deferred constraints, so the client sees
 * exactly what a committed request returns and every case starts from the seed. Restoring the
 * snapshot after each write instead (~0.7 s each, far more on a busy machine) takes minutes;
 * `DB_MATRIX_COMMIT=1` does that, to check the shortcut. The explicit tests commit for real, and
 * each group of them that writes ends with `POST /_local/reset` (the backend's snapshot restore).
 * Access tokens are stateless JWTs and survive a restore.
 *
 * The second half covers what the issue lists explicitly: escalation attempts, the last-admin
 * rule, the profile trigger, the outbox trigger, subscribe_newsletter idempotence and constraint
 * violations surfacing as PostgREST errors.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type PostgrestError, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { loadConfig } from "@/supabase/local/config"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import {
  type Actor,
  FUNCTION_MATRIX,
  type FunctionCase,
  type MatrixCase,
  type Outcome,
  TABLE_MATRIX,
  USERS,
} from "./rls-matrix"
import { COMMUNITY_RETURNS } from "./community-matrix"
import { DIRECTORY_RETURNS } from "./directory-matrix"
import { PROJECTS_SHOP_RETURNS } from "./projects-shop-matrix"

const PASSWORD = "demo-convergencia"

let local: LocalSupabase
const clients = {} as Record<Actor, SupabaseClient<Database>>

/** While set, every request asks for `Prefer: tx=rollback` (see `rolledBack`). */
let rollbackRequests = false

const fetchWithTx: typeof fetch = (input, init) => {
  if (!rollbackRequests) return fetch(input, init)
  const headers = new Headers(init?.headers)
  headers.set("Prefer", [headers.get("Prefer"), "tx=rollback"].filter(Boolean).join(", "))
  return fetch(input, { ...init, headers })
}

function client(key: string): SupabaseClient<Database> {
  return createClient<Database>(local.url, key, {
    global: { fetch: fetchWithTx },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
}

async function signedIn(email: string) {
  const c = client(local.config.anonKey)
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return c
}

/** Back to the boot snapshot (seed), through the backend's service-role maintenance endpoint. */
async function reset() {
  const res = await fetch(`${local.url}/_local/reset`, {
    method: "POST",
    headers: { Authorization: `Bearer ${local.config.serviceRoleKey}` },
  })
  expect(res.status).toBe(200)
}

/** Commit every REST request normally (and reset after writes) instead of rolling it back. */
const COMMIT = process.env.DB_MATRIX_COMMIT === "1"

/** Runs `fn` with every request sent as `Prefer: tx=rollback`: answered in full, nothing kept. */
async function rolledBack<T>(fn: () => Promise<T>): Promise<T> {
  if (COMMIT) return fn()
  rollbackRequests = true
  try {
    return await fn()
  } finally {
    rollbackRequests = false
  }
}

/** public function name → its input parameter names (rpc takes named arguments) and volatility. */
const functions = new Map<string, { args: string[]; volatile: boolean }>()

beforeAll(async () => {
  local = await startLocalSupabase({
    dataDir: "memory://",
    port: 0,
    quiet: true,
    auth: { ...loadConfig(process.env).auth, turnstileSecret: null },
  })
  const [member, member2, editor, admin] = await Promise.all([
    signedIn(USERS.member.email),
    signedIn(USERS.member2.email),
    signedIn(USERS.editor.email),
    signedIn(USERS.admin.email),
  ])
  Object.assign(clients, {
    anon: client(local.config.anonKey),
    member,
    member2,
    editor,
    admin,
    service_role: client(local.config.serviceRoleKey),
  })
  const procs = await local.db.query<{ name: string; args: string[] | null; modes: string[] | null; vol: string }>(
    `select p.proname as name, p.proargnames as args, p.proargmodes::text[] as modes, p.provolatile::text as vol
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'`
  )
  for (const p of procs.rows) {
    const args = (p.args ?? []).filter((_, i) => !p.modes || ["i", "b", "v"].includes(p.modes[i]!))
    functions.set(p.name, { args, volatile: p.vol === "v" })
  }
})

afterAll(async () => {
  await local?.close()
})

// -------------------------------------------------------------------------------------------
// SQL → supabase-js translation. The matrix uses a small, regular SQL subset; anything outside
// it fails the case loudly rather than being skipped.
// -------------------------------------------------------------------------------------------
type SqlValue = string | number | boolean | null | SqlValue[]

/** Splits on `sep` outside quotes and brackets/parentheses. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === "'") quoted = !quoted
    else if (!quoted && (ch === "(" || ch === "[")) depth++
    else if (!quoted && (ch === ")" || ch === "]")) depth--
    else if (!quoted && depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i).trim())
      start = i + sep.length
      i += sep.length - 1
    }
  }
  parts.push(text.slice(start).trim())
  return parts.filter((part) => part !== "")
}

function parseValue(raw: string): SqlValue {
  const text = raw.trim()
  if (/^'.*'$/s.test(text)) return text.slice(1, -1).replaceAll("''", "'")
  if (text === "true" || text === "false") return text === "true"
  if (text === "null") return null
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  const array = /^array\[(.*)\]$/s.exec(text)
  if (array) return splitTop(array[1]!, ",").map(parseValue)
  throw new Error(`no supabase-js translation for SQL value: ${text}`)
}

/** `a = 'x' and not b and c` → [[a, 'x'], [b, false], [c, true]] */
function parseWhere(raw: string | undefined): Array<[string, SqlValue]> {
  if (!raw) return []
  return splitTop(raw, " and ").map((cond): [string, SqlValue] => {
    const eq = /^(\w+)\s*=\s*(.+)$/s.exec(cond)
    if (eq) return [eq[1]!, parseValue(eq[2]!)]
    const not = /^not (\w+)$/.exec(cond)
    if (not) return [not[1]!, false]
    if (/^\w+$/.test(cond)) return [cond, true]
    throw new Error(`no supabase-js translation for SQL condition: ${cond}`)
  })
}

interface RestStatement {
  table: string
  op: MatrixCase["op"]
  /** The select list, or the `returning` column of a write (null: no representation asked). */
  column: string | null
  values: Record<string, SqlValue>
  filters: Array<[string, SqlValue]>
}

function translateTable(c: MatrixCase): RestStatement {
  let sql = c.sql.trim().replace(/\s+/g, " ")
  let returning: string | null = null
  const ret = / returning (\w+)$/.exec(sql)
  if (ret) {
    returning = ret[1]!
    sql = sql.slice(0, ret.index)
  }
  let m: RegExpExecArray | null
  if ((m = /^select (\w+) from public\.(\w+)(?: where (.+))?$/.exec(sql))) {
    return { table: m[2]!, op: "select", column: m[1]!, values: {}, filters: parseWhere(m[3]) }
  }
  if ((m = /^insert into public\.(\w+) \(([^)]*)\) values \((.*)\)$/.exec(sql))) {
    const columns = splitTop(m[2]!, ",")
    const values = splitTop(m[3]!, ",").map(parseValue)
    if (columns.length !== values.length) throw new Error(`column/value mismatch: ${c.sql}`)
    return {
      table: m[1]!,
      op: "insert",
      column: returning,
      values: Object.fromEntries(columns.map((col, i) => [col, values[i]!])),
      filters: [],
    }
  }
  if ((m = /^update public\.(\w+) set (.+?)(?: where (.+))?$/.exec(sql))) {
    const values = Object.fromEntries(
      splitTop(m[2]!, ",").map((assignment) => {
        const a = /^(\w+)\s*=\s*(.+)$/s.exec(assignment)
        if (!a) throw new Error(`no supabase-js translation for SQL assignment: ${assignment}`)
        return [a[1]!, parseValue(a[2]!)]
      })
    )
    return { table: m[1]!, op: "update", column: returning, values, filters: parseWhere(m[3]) }
  }
  if ((m = /^delete from public\.(\w+)(?: where (.+))?$/.exec(sql))) {
    return { table: m[1]!, op: "delete", column: returning, values: {}, filters: parseWhere(m[2]) }
  }
  throw new Error(`no supabase-js translation for SQL: ${c.sql}`)
}

/**
 * PostgREST difference: hosted Supabase (pg-safeupdate) and the local backend refuse an UPDATE or
 * DELETE without a filter (400, code 21000) before Postgres checks privileges. The SQL matrix's
 * unfiltered statements are replayed with this always-true filter instead; one explicit test
 * below asserts the 21000 refusal itself.
 */
const NO_FILTER: [string, "is", null] = ["id", "is", null]

interface Filterable<T> {
  eq(column: string, value: unknown): T
  is(column: string, value: boolean | null): T
  not(column: string, operator: string, value: unknown): T
}

interface RestResponse {
  data: unknown
  error: PostgrestError | null
  status: number
  count: number | null
}

/**
 * The part of postgrest-js's builders the replay uses, untyped: the matrix holds table and column
 * names as data, which the typed builders cannot check (and their select-string parser recurses
 * too deep on a plain `string`).
 */
interface LooseQuery extends PromiseLike<RestResponse>, Filterable<LooseQuery> {
  select(columns: string): LooseQuery
}
interface LooseTable {
  select(columns: string): LooseQuery
  insert(values: object, options?: { count: "exact" }): LooseQuery
  update(values: object, options?: { count: "exact" }): LooseQuery
  delete(options?: { count: "exact" }): LooseQuery
}

function applyFilters<T extends Filterable<T>>(query: T, filters: Array<[string, SqlValue]>): T {
  if (filters.length === 0) return query.not(...NO_FILTER)
  return filters.reduce((q, [column, value]) => (value === null ? q.is(column, null) : q.eq(column, value)), query)
}

interface Observed {
  outcome: Outcome
  status: number
  data: unknown
  error: PostgrestError | null
}

function observe(response: RestResponse, rows: (data: unknown, count: number | null) => number): Observed {
  const { data, error, status, count } = response
  const outcome = error ? { error: error.code } : { rows: rows(data, count) }
  return { outcome, status, data, error }
}

const length = (data: unknown) => (Array.isArray(data) ? data.length : Number.NaN)

async function runTable(actor: Actor, s: RestStatement): Promise<Observed> {
  const from = (clients[actor] as unknown as { from(table: string): LooseTable }).from(s.table)
  // Without `returning`, the SQL layer counts affected rows: ask PostgREST for the count instead.
  const counted = { count: "exact" as const }
  const rowsOf = s.column
    ? (data: unknown) => length(data)
    : (_data: unknown, count: number | null) => count ?? Number.NaN
  switch (s.op) {
    case "select":
      return observe(await applyFiltersOrAll(from.select(s.column ?? "*"), s.filters), (data) => length(data))
    case "insert": {
      const insert = from.insert(s.values, s.column ? undefined : counted)
      return observe(await (s.column ? insert.select(s.column) : insert), rowsOf)
    }
    case "update": {
      const update = applyFilters(from.update(s.values, s.column ? undefined : counted), s.filters)
      return observe(await (s.column ? update.select(s.column) : update), rowsOf)
    }
    case "delete": {
      const del = applyFilters(from.delete(s.column ? undefined : counted), s.filters)
      return observe(await (s.column ? del.select(s.column) : del), rowsOf)
    }
  }
}

/** Reads need no always-true filter. */
function applyFiltersOrAll<T extends Filterable<T>>(query: T, filters: Array<[string, SqlValue]>): T {
  return filters.length === 0 ? query : applyFilters(query, filters)
}

interface RpcCall {
  fn: string
  args: Record<string, SqlValue>
  /**
   * How the SQL case counts rows. `predicate` (`select … where public.fn()`): one row when the
   * function returns true; `set` (`select * from public.fn()`): one per returned row; `scalar`
   * (`select public.fn(…)`): always one row, whatever the value (void included).
   */
  kind: "predicate" | "set" | "scalar"
}

function translateFunction(c: FunctionCase): RpcCall {
  const sql = c.sql.trim().replace(/\s+/g, " ")
  const m = /public\.(\w+)\((.*?)\)/.exec(sql)
  if (!m || m[1] !== c.fn) throw new Error(`no supabase-js translation for SQL: ${c.sql}`)
  const meta = functions.get(c.fn)
  if (!meta) throw new Error(`public.${c.fn} not found in the catalog`)
  const positional = splitTop(m[2]!, ",").map(parseValue)
  if (positional.length > meta.args.length) throw new Error(`too many arguments: ${c.sql}`)
  const args = Object.fromEntries(positional.map((value, i) => [meta.args[i]!, value]))
  const kind = /^select \* from /.test(sql)
    ? "set"
    : new RegExp(`where public\\.${c.fn}\\(`).test(sql)
      ? "predicate"
      : "scalar"
  return { fn: c.fn, args, kind }
}

function functionRows(call: RpcCall) {
  return (data: unknown) => {
    if (call.kind === "predicate") return data === true ? 1 : 0
    if (call.kind === "set") return length(data)
    return 1
  }
}

/** What an allowed call returns, beyond the row count (predicates are checked by the count). */
const RETURNS: Record<string, unknown> = {
  get_admin_stats: [
    {
      total_users: 18,
      new_users_this_month: expect.any(Number),
      total_businesses: 22,
      total_subscriptions: 35,
      active_subscriptions: expect.any(Number),
    },
  ],
  get_profiles_admin_safe: expect.arrayContaining([expect.objectContaining({ id: USERS.admin.id, is_admin: true })]),
  secure_toggle_admin_status: true,
  secure_toggle_blog_editor: true,
  add_user_role: true,
  remove_user_role: true,
  grant_permission: expect.stringMatching(/^[0-9a-f-]{36}$/),
  revoke_permission: true,
  increment_post_views: expect.any(Number),
  // The same (nothing) whatever the address's state, so it tells no one who is subscribed.
  subscribe_newsletter: null,
  confirm_newsletter_subscription: [{ outcome: "invalid", email: null }],
  unsubscribe_newsletter: "ana.ferreira@exemplo.com.br",
  claim_email_outbox: [],
  claim_mailrelay_operations: expect.arrayContaining([
    expect.objectContaining({ status: "pending", claimed_by: "test" }),
  ]),
  complete_mailrelay_operation: null,
  fail_mailrelay_operation: null,
  retry_mailrelay_operations: expect.any(Number),
  ...COMMUNITY_RETURNS(expect),
  ...DIRECTORY_RETURNS,
  ...PROJECTS_SHOP_RETURNS,
}

/** PostgREST answers 42501 with 401 to an anonymous caller and 403 to a signed-in one. */
const deniedStatus = (actor: Actor) => (actor === "anon" ? 401 : 403)

const label = (actor: Actor, note?: string) => `as ${actor}${note ? ` (${note})` : ""}`

/**
 * Tables and functions whose privileges and policies are proved by a suite of their own rather than
 * by this matrix: the ambassadors' ledger and the site settings (ambassadors-rls.test.ts,
 * settings-rls.test.ts; whom a commission was for: issue-31-account-admin.test.ts), the member's account functions (profile-account.test.ts) and the blog
 * editor's revisions and scheduled publishing (blog-editor.test.ts), the rate-limit counters
 * (rate-limits-db.test.ts) and the shared cache tag times (cache-tags.test.ts): server-only, each
 * suite proves every API role but the service role is refused. The library, attendance and
 * certificates of issue #36 (learning-rls.test.ts, learning-storage.test.ts, certificates.test.ts)
 * prove each role's reads and writes on rows those suites create. The orders of issue #38
 * (orders-rls.test.ts, orders-realtime.test.ts, orders-app.test.ts) prove every role's reads of
 * orders, their lines, timeline, problem reports and the sellers' settings, and every function's
 * caller checks, on orders those suites place. The e-mail notifications of issue #39
 * (email-notifications-rls.test.ts, email-notifications-queue.test.ts) prove every role's reads of
 * the preferences, settings, digests and reminders, and every function's caller checks and what
 * it queues, on members those suites create. The mentoring of issue #40 (mentoring-rls.test.ts)
 * proves every role's reads of offers, slots, requests, sessions, notes and reminders, and every
 * function's caller checks and limits, on members that suite creates. The push notifications of
 * issue #41 (push-rls.test.ts) prove every role's reads of devices, push choices and deliveries,
 * and every function's caller checks, on members that suite creates.
 */
const OWN_SUITES = {
  tables: [
    "ambassadors",
    "blog_post_revisions",
    // Issue #43: imports-rls.test.ts.
    "import_mappings",
    "import_runs",
    // Issue #38: orders-rls.test.ts, orders-realtime.test.ts, orders-app.test.ts.
    "business_order_settings",
    // Issue #36: learning-rls.test.ts, learning-storage.test.ts and certificates.test.ts.
    "certificates",
    "commission_entries",
    // Issue #37: member-profiles-rls.test.ts, direct-messages-rls.test.ts, direct-messages-realtime.test.ts.
    "conversation_members",
    "conversation_starts",
    "conversations",
    "direct_messages",
    "learning_material_contents",
    "learning_materials",
    "learning_progress",
    "learning_track_items",
    "learning_tracks",
    "member_blocks",
    "member_sanctions",
    "member_skills",
    // Issue #40: mentoring-rls.test.ts.
    "mentor_offers",
    "mentor_slots",
    "mentoring_feedback",
    "mentoring_reminders",
    "mentoring_requests",
    "mentoring_sessions",
    "message_reports",
    // Issue #39: email-notifications-rls.test.ts, email-notifications-queue.test.ts.
    "notification_digests",
    "notification_preferences",
    "notification_settings",
    "order_events",
    "order_items",
    "order_problem_reports",
    "orders",
    "profile_visibility_consents",
    "project_attendance",
    "project_learning_links",
    // Issue #41: push-rls.test.ts.
    "push_deliveries",
    "push_preferences",
    "push_subscriptions",
    "referrals",
    "session_reminders",
    "site_settings",
    // Issue #43: admin-insight-rls.test.ts.
    "business_activity",
  ],
  functions: [
    // Issue #43: imports-rls.test.ts.
    "import_businesses",
    "import_existing_keys",
    "import_member_details",
    "import_newsletter_subscribers",
    "record_import_run",
    "admin_cancel_order",
    // Issue #43: admin-insight-rls.test.ts.
    "admin_insight_community",
    "admin_insight_directory",
    "admin_insight_directory_by_state",
    "admin_insight_learning",
    "admin_insight_members",
    "admin_insight_newsletter",
    "admin_insight_orders",
    "admin_insight_projects",
    "business_activity_series",
    "record_business_activity",
    "admin_email_outbox_counts",
    "admin_list_email_outbox",
    "admin_order_totals",
    "admin_resolve_order_report",
    "block_member",
    "cache_tags_invalidate",
    "cache_tags_since",
    "cancel_mentoring_session",
    "cancel_order",
    "claim_push_deliveries",
    "confirm_order_payment",
    "conversation_start_allowance",
    "delete_push_subscription",
    "delete_user_account",
    // Issue #42: directory-map-rls.test.ts (the map's counts of listed businesses per state).
    "directory_state_counts",
    "export_user_data",
    "finish_push_delivery",
    "get_business_order_options",
    "get_commission_referrals",
    "get_commission_totals",
    "get_conversation_mentoring",
    "get_member_profile",
    "get_mentor_offer",
    "get_mentoring_session",
    "get_my_mentor_offer",
    "get_my_mentoring",
    "get_notification_preferences",
    "get_profile_handles",
    "get_public_site_settings",
    "get_push_preferences",
    "hide_conversation",
    "issue_project_certificates",
    "list_member_profiles",
    "list_my_conversations",
    "list_my_push_subscriptions",
    "listing_needs_approval",
    "mark_conversation_read",
    "mark_order_delivered",
    "mark_order_ready",
    "member_handle_refs",
    "mentor_suggestions",
    "place_order",
    "publish_due_posts",
    "queue_mentoring_reminders",
    "queue_notification_digests",
    "queue_notification_emails",
    "queue_push_deliveries",
    "queue_session_reminders",
    "rate_limit_check",
    "rate_limit_hit",
    "rate_limit_reset",
    "report_conversation",
    "report_order_payment",
    "report_order_problem",
    "request_mentoring",
    "resolve_message_report",
    "respond_mentoring_request",
    "retry_email_outbox",
    "revoke_certificate",
    "save_mentor_offer",
    "save_mentoring_feedback",
    "save_notification_preferences",
    "save_push_preferences",
    "save_push_subscription",
    // Issue #42: search-rls.test.ts.
    "search_blog_posts",
    "search_businesses",
    "search_correct",
    "search_learning_materials",
    "search_member_profiles",
    "search_products",
    "search_projects",
    "search_site",
    "search_site_counts",
    "search_unaccent",
    "send_direct_message",
    "set_ambassador_code",
    "set_attendance",
    "set_business_order_settings",
    "set_commission_status",
    "set_signup_phone_consent",
    "set_track_items",
    "setting_bool",
    "start_conversation",
    "unblock_member",
    "unsubscribe_notification_category",
    "unread_conversation_count",
    "update_member_profile",
    "verify_certificate",
  ],
}

describe("coverage", () => {
  it("the matrix names every public table, view and function", async () => {
    const relations = await local.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')`
    )
    expect(new Set([...TABLE_MATRIX.map((c) => c.table), ...OWN_SUITES.tables])).toEqual(
      new Set(relations.rows.map((r) => r.name))
    )
    expect(new Set([...FUNCTION_MATRIX.map((c) => c.fn), ...OWN_SUITES.functions])).toEqual(new Set(functions.keys()))
  })
})

describe("tables through supabase-js", () => {
  it.each(TABLE_MATRIX.map((c) => [`${c.table} ${c.op} ${label(c.actor, c.note)}`, c] as const))(
    "%s",
    async (_name, c) => {
      const statement = translateTable(c)
      expect(statement.table).toBe(c.table)
      expect(statement.op).toBe(c.op)
      const observed = await rolledBack(() => runTable(c.actor, statement))
      try {
        expect(observed.outcome, observed.error?.message).toEqual(c.expect)
        if ("error" in c.expect && c.expect.error === "42501") expect(observed.status).toBe(deniedStatus(c.actor))
      } finally {
        if (COMMIT && c.op !== "select" && "rows" in observed.outcome && observed.outcome.rows !== 0) await reset()
      }
    }
  )
})

describe("functions through supabase-js rpc", () => {
  it.each(FUNCTION_MATRIX.map((c) => [`${c.fn} ${label(c.actor, c.note)}`, c] as const))("%s", async (_name, c) => {
    const call = translateFunction(c)
    const response = await rolledBack(async () =>
      (clients[c.actor] as unknown as SupabaseClient).rpc(call.fn, call.args)
    )
    const observed = observe(response, functionRows(call))
    try {
      expect(observed.outcome, observed.error?.message).toEqual(c.expect)
      if ("error" in c.expect) {
        if (c.expect.error === "42501") expect(observed.status).toBe(deniedStatus(c.actor))
      } else if (call.kind !== "predicate") {
        expect(observed.data).toEqual(RETURNS[c.fn])
      }
    } finally {
      if (COMMIT && !observed.error && functions.get(c.fn)?.volatile) await reset()
    }
  })
})

describe("after the matrix", () => {
  it("the seed is as it was: no write of a matrix case survived", async () => {
    const svc = clients.service_role
    const count = async (table: "blog_posts" | "blog_tags" | "newsletter_subscribers" | "mailrelay_sync_log") =>
      (await svc.from(table).select("*", { count: "exact", head: true })).count
    expect(await count("blog_posts")).toBe(21)
    expect(await count("blog_tags")).toBe(14)
    expect(await count("newsletter_subscribers")).toBe(35)
    expect(await count("mailrelay_sync_log")).toBe(40)
    expect(await profileOf(USERS.member.id)).toMatchObject({ is_admin: false, can_edit_blog: false })
  })
})

// -------------------------------------------------------------------------------------------
// The issue's explicit cases.
// -------------------------------------------------------------------------------------------
async function profileOf(id: string) {
  const { data, error } = await clients.service_role
    .from("profiles")
    .select("is_admin, can_edit_blog, roles, full_name")
    .eq("id", id)
    .single()
  if (error) throw error
  return data
}

/** For tests whose every call must fail: a failing test may have changed something. */
async function resetIfFailed({ task }: { task: { result?: { state?: string } } }) {
  if (task.result?.state === "fail") await reset()
}

describe("escalation attempts fail", () => {
  afterEach(resetIfFailed)

  it.each([
    ["is_admin", { is_admin: true }],
    ["can_edit_blog", { can_edit_blog: true }],
    ["roles", { roles: ["customer", "ambassador"] as string[] }],
    ["is_admin alongside an allowed column", { full_name: "Rafael Admin", is_admin: true }],
  ] as const)("a member cannot PATCH their own %s", async (_name, patch) => {
    const before = await profileOf(USERS.member.id)
    const { data, error, status } = await clients.member
      .from("profiles")
      .update(patch)
      .eq("id", USERS.member.id)
      .select("id")
    expect(data).toBeNull()
    expect(status).toBe(403)
    expect(error).toMatchObject({ code: "42501", message: expect.stringMatching(/permission denied/) })
    expect(await profileOf(USERS.member.id)).toEqual(before)
  })

  it("a member cannot create a profile row for themselves by upsert", async () => {
    const { error, status } = await clients.member
      .from("profiles")
      .upsert({ id: USERS.member.id, full_name: "Rafael", is_admin: true })
      .select("id")
    expect(status).toBe(403)
    expect(error?.code).toBe("42501")
    expect((await profileOf(USERS.member.id)).is_admin).toBe(false)
  })

  it("a member calling secure_toggle_admin_status on themselves is refused", async () => {
    const { data, error, status } = await clients.member.rpc("secure_toggle_admin_status", {
      target_user_id: USERS.member.id,
      new_admin_status: true,
    })
    expect(data).toBeNull()
    expect(status).toBe(403)
    expect(error).toMatchObject({ code: "42501", message: "permission denied: administrators only" })
    expect((await profileOf(USERS.member.id)).is_admin).toBe(false)
  })

  // Visitors may read id, full_name and avatar_url of blog authors' profiles (blog_authors runs as
  // the caller), so for profiles the refused read asks for a private column.
  it.each([
    ["profiles", "id, email"],
    ["notifications", "id"],
    ["newsletter_subscribers", "id"],
  ] as const)("a visitor reading %s (%s) is refused", async (table, columns) => {
    const { data, error, status } = await clients.anon.from(table).select(columns)
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: "42501", message: `permission denied for table ${table}` })
  })

  it("a visitor still gets each published post's author through blog_authors (security invoker)", async () => {
    // The embed the blog pages and feeds use (lib/data/posts.ts), read as a visitor.
    const { data, error } = await (clients.anon as unknown as SupabaseClient)
      .from("blog_posts")
      .select("id, author:blog_authors(full_name)")
    expect(error).toBeNull()
    const rows = data as unknown as { id: string; author: { full_name: string } | null }[]
    expect(rows).toHaveLength(16)
    expect(new Set(rows.map((row) => row.author?.full_name))).toEqual(new Set(["Helena Duarte", "Marina Albuquerque"]))
  })

  it("an editor reading subscribers gets nothing (RLS filters every row)", async () => {
    const { data, error, count } = await clients.editor
      .from("newsletter_subscribers")
      .select("id, email", { count: "exact" })
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect(count).toBe(0)
  })

  it("an unfiltered PATCH is refused before it reaches the table (pg-safeupdate, 21000)", async () => {
    const { error, status } = await (clients.admin as unknown as SupabaseClient)
      .from("newsletter_subscribers")
      .update({ active: false })
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" })
  })
})

describe("last-admin rule", () => {
  afterAll(reset)

  it("the only admin cannot remove their own admin status", async () => {
    const { data, error, status } = await clients.admin.rpc("secure_toggle_admin_status", {
      target_user_id: USERS.admin.id,
      new_admin_status: false,
    })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: "P0001",
      message: "cannot remove the last administrator",
      hint: "last_admin",
      details: "Não é possível remover o último administrador.",
    })
    expect((await profileOf(USERS.admin.id)).is_admin).toBe(true)
  })

  it("with a second admin, the first may step down; the second then cannot", async () => {
    const grant = await clients.admin.rpc("secure_toggle_admin_status", {
      target_user_id: USERS.member.id,
      new_admin_status: true,
    })
    expect(grant).toMatchObject({ data: true, error: null })
    const stepDown = await clients.admin.rpc("secure_toggle_admin_status", {
      target_user_id: USERS.admin.id,
      new_admin_status: false,
    })
    expect(stepDown).toMatchObject({ data: false, error: null })
    // The member's token is unchanged: is_admin() reads profiles, so the new right applies at once.
    const last = await clients.member.rpc("secure_toggle_admin_status", {
      target_user_id: USERS.member.id,
      new_admin_status: false,
    })
    expect(last.error).toMatchObject({ code: "P0001", hint: "last_admin" })
  })
})

describe("triggers", () => {
  afterAll(reset)

  it("sign-up through supabase-js creates the profile; newsletter consent a subscriber the account's confirmation confirms", async () => {
    const email = `cadastro-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const { data, error } = await client(local.config.anonKey).auth.signUp({
      email,
      password: "senha-segura-123",
      options: { data: { full_name: "Nova Pessoa", newsletter_subscribed: true } },
    })
    expect(error).toBeNull()
    const id = data.user!.id

    const profile = await clients.service_role
      .from("profiles")
      .select("id, email, full_name, roles, is_admin, can_edit_blog, newsletter_subscribed")
      .eq("id", id)
      .single()
    expect(profile.error).toBeNull()
    expect(profile.data).toEqual({
      id,
      email,
      full_name: "Nova Pessoa",
      roles: ["customer"],
      is_admin: false,
      can_edit_blog: false,
      newsletter_subscribed: true,
    })

    const subscriber = await clients.service_role
      .from("newsletter_subscribers")
      .select("id, name, email, origin, user_type, active")
      .eq("email", email)
      .single()
    expect(subscriber.error).toBeNull()
    // Pending until she confirms her account (double opt-in): MailRelay hears nothing yet.
    expect(subscriber.data).toMatchObject({
      name: "Nova Pessoa",
      origin: "cadastro",
      user_type: "membro",
      active: false,
    })
    const outbox = () =>
      clients.service_role.from("mailrelay_sync_log").select("status, operation").eq("entity_id", subscriber.data!.id)
    expect((await outbox()).data).toEqual([])

    await local.db.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id])
    expect((await outbox()).data).toEqual([{ status: "pending", operation: "create" }])

    const welcome = await clients.service_role.from("notifications").select("type").eq("user_id", id)
    expect(welcome.data).toEqual([{ type: "welcome" }])
  })

  it("sign-up without consent creates the profile and no subscriber", async () => {
    const email = `sem-news-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const { data, error } = await client(local.config.anonKey).auth.signUp({ email, password: "senha-segura-123" })
    expect(error).toBeNull()
    const profile = await profileOf(data.user!.id)
    expect(profile.roles).toEqual(["customer"])
    const subscriber = await clients.service_role.from("newsletter_subscribers").select("id").eq("email", email)
    expect(subscriber.data).toEqual([])
  })

  it("confirmed subscriber insert, update, unsubscribe and delete each queue one pending outbox row", async () => {
    const svc = clients.service_role
    const email = `saida-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const inserted = await svc
      .from("newsletter_subscribers")
      .insert({ email, name: "Assinante", status: "confirmed", consent_at: new Date().toISOString() })
      .select("id")
      .single()
    expect(inserted.error).toBeNull()
    const id = inserted.data!.id
    const steps = [
      () => svc.from("newsletter_subscribers").update({ name: "Assinante Renomeada" }).eq("id", id),
      () => svc.from("newsletter_subscribers").update({ status: "unsubscribed" }).eq("id", id),
      // Sync bookkeeping is not a change MailRelay must hear about.
      () => svc.from("newsletter_subscribers").update({ last_sync_error: "x" }).eq("id", id),
      () => svc.from("newsletter_subscribers").delete().eq("id", id),
    ]
    for (const step of steps) expect((await step()).error).toBeNull()
    const outbox = await svc
      .from("mailrelay_sync_log")
      .select("status, operation, entity_type, request_data")
      .eq("entity_id", id)
      .order("id")
    expect(outbox.error).toBeNull()
    expect(outbox.data!.map((row) => [row.status, row.operation, row.entity_type])).toEqual([
      ["pending", "create", "newsletter_subscriber"],
      ["pending", "update", "newsletter_subscriber"],
      ["pending", "unsubscribe", "newsletter_subscriber"],
      ["pending", "delete", "newsletter_subscriber"],
    ])
    expect(outbox.data![0]!.request_data).toMatchObject({ email, name: "Assinante", active: true })
  })
})

describe("subscribe_newsletter", () => {
  afterAll(reset)

  // Server-only since issue #32: the footer's action calls it with the service role.
  it("answers the same for a new, a pending and an unsubscribed address; records a pending footer consent", async () => {
    const email = `leitora-${randomUUID().slice(0, 8)}@exemplo.com.br`
    const subscribe = () => clients.service_role.rpc("subscribe_newsletter", { name: "Leitora", email })

    const first = await subscribe()
    expect(first).toMatchObject({ data: null, error: null, status: 204 })
    // Case and spaces do not make a second subscriber.
    expect(
      await clients.service_role.rpc("subscribe_newsletter", { name: "Leitora", email: `  ${email.toUpperCase()} ` })
    ).toMatchObject({ data: null, error: null, status: 204 })

    const rows = await clients.service_role
      .from("newsletter_subscribers")
      .select("id, status, user_type, origin, consent_source")
      .eq("email", email)
    expect(rows.data).toEqual([
      { id: expect.any(String), status: "pending", user_type: "visitante", origin: "footer", consent_source: "footer" },
    ])
    const id = rows.data![0]!.id

    const off = await clients.service_role
      .from("newsletter_subscribers")
      .update({ status: "unsubscribed" })
      .eq("id", id)
    expect(off.error).toBeNull()
    expect(await subscribe()).toMatchObject({ data: null, error: null, status: 204 })

    const after = await clients.service_role.from("newsletter_subscribers").select("status").eq("email", email)
    expect(after.data).toEqual([{ status: "pending" }])
    // Never confirmed: MailRelay hears nothing.
    const outbox = await clients.service_role.from("mailrelay_sync_log").select("operation").eq("entity_id", id)
    expect(outbox.data).toEqual([])
  })

  it("rejects an invalid address with 22023 invalid_email", async () => {
    const { data, error, status } = await clients.service_role.rpc("subscribe_newsletter", {
      name: "X",
      email: "não-é-email",
    })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: "22023", message: "invalid_email", details: "Informe um e-mail válido." })
  })
})

describe("constraint violations surface as PostgREST errors", () => {
  afterEach(resetIfFailed)

  const POST = { title: "Post de teste", status: "draft" } as const

  it.each([
    [
      "seo_title longer than 60",
      "blog_posts",
      { ...POST, slug: "post-seo-longo", seo_title: "x".repeat(61) },
      "23514",
      "blog_posts_seo_title_check",
    ],
    [
      "a slug with spaces and capitals",
      "blog_posts",
      { ...POST, slug: "Slug Inválido" },
      "23514",
      "blog_posts_slug_check",
    ],
    ["a duplicate slug", "blog_posts", { ...POST, slug: "__existing_post_slug__" }, "23505", "blog_posts_slug_key"],
    [
      "a malformed e-mail",
      "newsletter_subscribers",
      { email: "sem-arroba.exemplo.com" },
      "23514",
      "newsletter_subscribers_email_check",
    ],
    [
      "a duplicate e-mail",
      "newsletter_subscribers",
      { email: "__existing_subscriber_email__" },
      "23505",
      "newsletter_subscribers_email_key",
    ],
    [
      "a rating of 6",
      "business_reviews",
      { business_id: "60000000-0000-4000-a000-000000000001", rating: 6, comment: "Nota alta" },
      "23514",
      "business_reviews_rating_check",
    ],
  ] as const)("%s → %s", async (_name, table, row, code, constraint) => {
    const values: Record<string, unknown> = { ...row }
    // Existing values are read from the seed rather than hard-coded.
    if (values.slug === "__existing_post_slug__") {
      const existing = await clients.admin.from("blog_posts").select("slug").limit(1).single()
      values.slug = existing.data!.slug
    }
    if (values.email === "__existing_subscriber_email__") {
      const existing = await clients.admin.from("newsletter_subscribers").select("email").limit(1).single()
      values.email = existing.data!.email
    }
    const { data, error, status } = await (clients.admin as unknown as SupabaseClient)
      .from(table)
      .insert(values)
      .select("id")
    expect(data).toBeNull()
    expect(status).toBe(code === "23505" ? 409 : 400)
    expect(error?.code).toBe(code)
    expect(error?.message).toContain(`"${constraint}"`)
  })
})
