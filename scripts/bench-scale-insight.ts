/**
 * bench:scale rows for the admin insight (issue #43), kept in their own file so other areas' rows
 * merge without conflicts: every admin_insight_* function as the demo admin, over the widest
 * presets (12 months by month; 30 days by day for the members' rolling 30-day window, the most
 * buckets times the most days), and a listing's own series as its owner. Target: ≤ 50 ms each at
 * 100× the demo data. The tables bench-scale.ts grows (members, businesses, reviews, topics,
 * replies, subscribers) feed these; orders, sign-ups and learning stay at the demo volume there.
 */
import type { SupabaseClient } from "@supabase/supabase-js"

type Client = SupabaseClient

export interface InsightScenario {
  name: string
  kind: "admin"
  as: "admin" | "member"
  run(client: Client): PromiseLike<{ data?: unknown; error: { message: string } | null }>
}

const DAY = 86_400_000
/** Periods as lib/insight/period.ts builds them, fixed at the run's start. */
const now = Date.now()
const YEAR = { p_from: new Date(now - 365 * DAY).toISOString(), p_to: new Date(now + DAY).toISOString() }
const MONTH = { p_from: new Date(now - 30 * DAY).toISOString(), p_to: new Date(now + DAY).toISOString() }
// Ateliê Fios de Minas, owned by Joana (the bench's MEMBER, membra@).
const JOANAS_BUSINESS = "60000000-0000-4000-a000-000000000003"

type Answer = { data?: unknown; error: { message: string } | null }

/**
 * The first request after the data grew (a minute without one) can meet a keep-alive socket the
 * server already closed: supabase-js answers "TypeError: fetch failed". One retry, on that alone.
 */
function retried(call: (db: Client) => PromiseLike<Answer>) {
  return async (db: Client): Promise<Answer> => {
    const answer = await call(db)
    return answer.error?.message.includes("fetch failed") ? call(db) : answer
  }
}

const timeSeries = [
  "admin_insight_directory",
  "admin_insight_projects",
  "admin_insight_orders",
  "admin_insight_newsletter",
  "admin_insight_learning",
] as const

export const INSIGHT_SCENARIOS: InsightScenario[] = [
  {
    name: "insight: members, 30 days by day (admin_insight_members)",
    kind: "admin",
    as: "admin",
    run: retried((db) => db.rpc("admin_insight_members", { ...MONTH, p_bucket: "day" })),
  },
  {
    name: "insight: members, 12 months by month (admin_insight_members)",
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc("admin_insight_members", { ...YEAR, p_bucket: "month" }),
  },
  ...timeSeries.map<InsightScenario>((fn) => ({
    name: `insight: 12 months by month (${fn})`,
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc(fn, { ...YEAR, p_bucket: "month" }),
  })),
  ...(["admin_insight_directory_by_state", "admin_insight_community"] as const).map<InsightScenario>((fn) => ({
    name: `insight: 12 months (${fn})`,
    kind: "admin",
    as: "admin",
    run: (db) => db.rpc(fn, YEAR),
  })),
  {
    name: "insight: her listing, 12 months by month (business_activity_series)",
    kind: "admin",
    as: "member",
    run: (db) => db.rpc("business_activity_series", { p_business_id: JOANAS_BUSINESS, ...YEAR, p_bucket: "month" }),
  },
]
