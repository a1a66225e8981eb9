/**
 * Cost as the data grows (issue #25, target 4; a benchmark, not a timed test: figures are printed,
 * never asserted). Run: npm run bench:scale
 *
 * Boots the local backend in memory with the demo data, then grows it to 10× and 100× the demo
 * volume (posts, businesses, reviews, groups, topics, replies, newsletter subscribers) by copying
 * the demo rows (and members, through auth.users as sign-ups). At each volume it times the list, search and admin queries the app sends (the same
 * tables, filters, order and paging as lib/data, through supabase-js as a visitor or as the demo
 * admin) and EXPLAIN ANALYZEs the SQL the backend ran for them, under the same role and claims,
 * listing the sequential scans: a scan whose table grows with the volume wants an index.
 *
 * Settings (environment): SCALE_FACTORS (default "10,100"), SCALE_RUNS (timed runs per query and
 * volume, default 30), SCALE_PLANS (a directory: write every plan there as text).
 */
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import WebSocket from "ws"

import { LOCAL_ANON_KEY } from "../supabase/local/config.ts"
import type { Queryable, RequestContext } from "../supabase/local/db.ts"
import { startLocalSupabase } from "../supabase/local/server.ts"
import { formatTable, growth, median, seqScans } from "./bench-report"

const FACTORS = (process.env.SCALE_FACTORS ?? "10,100").split(",").map(Number)
const RUNS = Number(process.env.SCALE_RUNS ?? 30)
const PLANS_DIR = process.env.SCALE_PLANS
const ADMIN = { email: "admin@convergencia.test", password: "demo-convergencia" }

type Client = SupabaseClient
interface Scenario {
  name: string
  kind: "list" | "search" | "admin"
  as: "visitor" | "admin"
  run(client: Client): PromiseLike<{ error: { message: string } | null }>
}

// The queries of lib/data, shape for shape (columns trimmed where they do not change the plan).
const SCENARIOS: Scenario[] = [
  {
    name: "blog list, page 1 (listPublishedPosts)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, slug, title, excerpt, published_at, category_id", { count: "exact" })
        .eq("status", "published")
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "blog search (?busca=)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, slug, title, excerpt, published_at", { count: "exact" })
        .eq("status", "published")
        .ilike("search_text", "%empreend%")
        .order("published_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "directory list, page 1 (listListedBusinesses)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "directory search (?busca=)",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .ilike("search_text", "%artesan%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    // The copies share the demo's words, so every term above matches 1 row in 8 at any volume; a
    // copy's number makes a term as rare as a real, specific search.
    name: "directory search, 1 match",
    kind: "search",
    as: "visitor",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, category, city, state", { count: "exact" })
        .ilike("search_text", "%fios de minas 57%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .range(0, 11),
  },
  {
    name: "business reviews, page 1",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("business_reviews")
        .select("id, author_name, rating, comment, created_at, business:businesses!inner(slug)", { count: "exact" })
        .eq("business.slug", "atelie-fios-de-minas")
        .order("created_at", { ascending: false })
        .order("id", { ascending: true })
        .range(0, 9),
  },
  {
    name: "groups list (listListedGroups)",
    kind: "list",
    as: "visitor",
    run: (db) =>
      db
        .from("community_groups")
        .select("id, slug, name, kind, members_count, last_activity_at")
        .order("last_activity_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: posts (listAdminPosts)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("blog_posts")
        .select(
          "id, title, slug, status, published_at, created_at, views_count, tags:blog_post_tags(tag:blog_tags(name))"
        )
        .order("created_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: posts search",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("blog_posts")
        .select("id, title, slug, status, created_at")
        .or("title.ilike.*mulher*,content.ilike.*mulher*")
        .order("created_at", { ascending: false })
        .limit(500),
  },
  {
    name: "admin: subscribers (listNewsletterSubscribers)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("newsletter_subscribers")
        .select("id, name, email, status, subscribed_at, origin, user_type")
        .order("subscribed_at", { ascending: false }),
  },
  {
    name: "admin: pending reviews (listPendingReviews)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("business_reviews")
        .select("id, author_name, rating, comment, created_at")
        .eq("approved", false)
        .is("rejection_reason", null)
        .order("created_at", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: businesses (listAdminBusinesses)",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, status, active, updated_at", { count: "exact" })
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: businesses search",
    kind: "admin",
    as: "admin",
    run: (db) =>
      db
        .from("businesses")
        .select("id, slug, name, status, active, updated_at", { count: "exact" })
        .ilike("search_text", "%minas%")
        .order("name", { ascending: true })
        .order("id", { ascending: true })
        .limit(100),
  },
  {
    name: "admin: users (get_profiles_admin_safe)",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("get_profiles_admin_safe"),
  },
]

const ORIGINAL = (column: string) => `${column} !~ '-x[0-9]+n[0-9]+$'`

/** `insert into table (every column but id) select …`: each column copied from `src` unless overridden. */
async function copyRows(db: Queryable, table: string, overrides: Record<string, string>, from: string) {
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_name <> 'id'
       order by ordinal_position`,
      [table]
    )
  ).rows.map((row) => row.column_name)
  const values = columns.map((column) => overrides[column] ?? `src.${column}`)
  await db.query(`insert into public.${table} (${columns.join(", ")}) select ${values.join(", ")} from ${from}`)
}

/** Copies the demo rows `copies` times, children under their copied parents; slugs and e-mails stay unique. */
async function grow(db: Queryable, copies: number, round: number) {
  const tag = `x${round}n`
  const series = `generate_series(1, ${copies}) n`
  // Members: the auth.users trigger creates their profiles, as a sign-up does.
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at)
     select gen_random_uuid(), u.aud, u.role, 'm${tag}' || n || '.' || u.email, u.raw_user_meta_data,
       u.email_confirmed_at, u.created_at - make_interval(days => n)
     from auth.users u, ${series} where u.email !~ '^mx[0-9]+n[0-9]+[.]'`
  )
  await copyRows(
    db,
    "blog_posts",
    {
      slug: `src.slug || '-${tag}' || n`,
      published_at: "src.published_at - make_interval(days => n)",
      created_at: "src.created_at - make_interval(days => n)",
      views_count: "0",
    },
    `public.blog_posts src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "businesses",
    { name: `src.name || ' ' || n`, slug: `src.slug || '-${tag}' || n` },
    `public.businesses src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "business_reviews",
    { business_id: "copy.id", created_at: "src.created_at - make_interval(hours => n)" },
    `public.business_reviews src
     join public.businesses b on b.id = src.business_id and ${ORIGINAL("b.slug")}
     cross join ${series}
     join public.businesses copy on copy.slug = b.slug || '-${tag}' || n`
  )
  await copyRows(
    db,
    "community_groups",
    {
      slug: `src.slug || '-${tag}' || n`,
      name: `left(src.name, 70) || ' ' || n`,
      last_activity_at: "src.last_activity_at - make_interval(hours => n)",
    },
    `public.community_groups src, ${series} where ${ORIGINAL("src.slug")}`
  )
  await copyRows(
    db,
    "community_topics",
    { group_id: "copy.id" },
    `public.community_topics src
     join public.community_groups g on g.id = src.group_id and ${ORIGINAL("g.slug")}
     cross join ${series}
     join public.community_groups copy on copy.slug = g.slug || '-${tag}' || n`
  )
  await copyRows(
    db,
    "community_posts",
    { topic_id: "tcopy.id", group_id: "tcopy.group_id" },
    `public.community_posts src
     join public.community_topics t on t.id = src.topic_id
     join public.community_groups g on g.id = t.group_id and ${ORIGINAL("g.slug")}
     cross join ${series}
     join public.community_groups gcopy on gcopy.slug = g.slug || '-${tag}' || n
     join public.community_topics tcopy on tcopy.group_id = gcopy.id and tcopy.title = t.title
       and tcopy.created_at = t.created_at`
  )
  await copyRows(
    db,
    "newsletter_subscribers",
    { email: `'${tag}' || n || '.' || src.email`, subscribed_at: "src.subscribed_at - make_interval(hours => n)" },
    `public.newsletter_subscribers src, ${series} where src.email !~ '^m?x[0-9]+n[0-9]+[.]'`
  )
}

const COUNTED = [
  "profiles",
  "blog_posts",
  "businesses",
  "business_reviews",
  "community_groups",
  "community_topics",
  "community_posts",
  "newsletter_subscribers",
]

async function volumes(db: Queryable) {
  const row = (
    await db.query<Record<string, number>>(
      `select ${COUNTED.map((table) => `(select count(*)::int from public.${table}) as ${table}`).join(", ")}`
    )
  ).rows[0]!
  return row
}

const local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })

// Records the statements each REST request runs, with its role and claims, to EXPLAIN them after.
let recording: { ctx: RequestContext; sql: string; params: unknown[] }[] | null = null
const withRequest = local.db.withRequest.bind(local.db)
local.db.withRequest = <T>(ctx: RequestContext, fn: (q: Queryable) => Promise<T>) =>
  withRequest(ctx, (q) =>
    fn(
      new Proxy(q, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver)
          if (property !== "query" || typeof value !== "function") return value
          return (sql: string, params: unknown[] = [], ...rest: unknown[]) => {
            if (recording && !/^\s*(select set_config|begin|commit|rollback)/i.test(sql))
              recording.push({ ctx, sql, params })
            return (value as (...args: unknown[]) => unknown).call(target, sql, params, ...rest)
          }
        },
      })
    )
  )

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no WebSocket; realtime is never used here, but the client builds it.
  realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
}
const visitor = createClient(local.url, LOCAL_ANON_KEY, options)
const admin = createClient(local.url, LOCAL_ANON_KEY, options)
const signIn = await admin.auth.signInWithPassword(ADMIN)
if (signIn.error) throw new Error(`admin sign-in: ${signIn.error.message}`)

interface Measure {
  medianMs: number
  rows: number
  plans: { sql: string; plan: string; executionMs: number; seqScans: string[] }[]
}

async function measureScenario(scenario: Scenario): Promise<Measure> {
  const client = scenario.as === "admin" ? admin : visitor
  const once = async () => {
    const result = await scenario.run(client)
    if (result.error) throw new Error(`${scenario.name}: ${result.error.message}`)
    return result
  }
  for (let i = 0; i < 10; i++) await once()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await once()
    samples.push(performance.now() - start)
  }
  recording = []
  const last = (await once()) as { data?: unknown }
  const statements = recording
  recording = null
  const plans: Measure["plans"] = []
  for (const { ctx, sql, params } of statements) {
    const result = await local.db.withRequest({ ...ctx, readOnly: true, rollback: true }, (q) =>
      q.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${sql}`, params)
    )
    const plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n")
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN)
    plans.push({ sql, plan, executionMs, seqScans: seqScans(plan) })
  }
  return { medianMs: median(samples), rows: Array.isArray(last.data) ? last.data.length : 0, plans }
}

const results = new Map<string, Map<number, Measure>>()
const volumeRows: string[][] = [["volume", ...COUNTED]]
let factor = 1
for (const target of [1, ...FACTORS]) {
  if (target > factor) {
    const started = performance.now()
    // Grow from the current volume to the target: copy the demo rows (target - 1) times in total.
    await local.db.asOwner((q) => grow(q, target - factor, target))
    factor = target
    console.log(`grew to ${target}× the demo volume in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    // What autovacuum does on a real database: statistics, and the visibility map index-only scans need.
    await local.db.exclusive((q) => q.exec("vacuum analyze"))
  }
  const counts = await local.db.exclusive(volumes)
  volumeRows.push([`${target}×`, ...COUNTED.map((table) => String(counts[table]))])
  for (const scenario of SCENARIOS) {
    const measure = await measureScenario(scenario)
    if (!results.has(scenario.name)) results.set(scenario.name, new Map())
    results.get(scenario.name)!.set(target, measure)
    if (PLANS_DIR) {
      mkdirSync(PLANS_DIR, { recursive: true })
      const file = path.join(PLANS_DIR, `${target}x-${scenario.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.txt`)
      writeFileSync(file, measure.plans.map(({ sql, plan }) => `${sql}\n\n${plan}`).join("\n\n----\n\n"))
    }
  }
}
await local.close()

const volumesUsed = [1, ...FACTORS]
console.log(`\nbench:scale — local backend (PGlite) in memory, median of ${RUNS} runs per query\n`)
console.log(formatTable(volumeRows))
console.log("")
console.log(
  formatTable([
    [
      "query",
      "as",
      ...volumesUsed.map((volume) => `${volume}× ms`),
      ...volumesUsed.slice(1).map((volume) => `growth ${volume}×`),
      `rows ${volumesUsed.at(-1)}×`,
      `SQL ms ${volumesUsed.at(-1)}×`,
      `seq scans ${volumesUsed.at(-1)}×`,
    ],
    ...SCENARIOS.map((scenario) => {
      const byVolume = results.get(scenario.name)!
      const base = byVolume.get(1)!.medianMs
      const largest = byVolume.get(volumesUsed.at(-1)!)!
      return [
        scenario.name,
        scenario.as,
        ...volumesUsed.map((volume) => byVolume.get(volume)!.medianMs.toFixed(1)),
        ...volumesUsed.slice(1).map((volume) => growth(base, byVolume.get(volume)!.medianMs)),
        String(largest.rows),
        largest.plans.map((plan) => plan.executionMs.toFixed(1)).join(" + "),
        [...new Set(largest.plans.flatMap((plan) => plan.seqScans))].join(", ") || "none",
      ]
    }),
  ])
)
console.log(
  "\nms: the whole request through supabase-js and the local backend; SQL ms: EXPLAIN ANALYZE of the statements it ran."
)
process.exit(0)
