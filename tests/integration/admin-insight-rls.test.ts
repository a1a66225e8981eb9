/**
 * Admin insight (issue #43) through /rest/v1 with the official client: the admin series answer
 * admins only (42501 for visitors and members), buckets are São Paulo's and come with zeros, bad
 * periods are 22023; listing activity is recorded by the service role alone, once per visitor and
 * kind in 24 hours, and read by the business's owner (or an admin) only.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { USERS } from "./rls-matrix"

const PASSWORD = "demo-convergencia"
// Ateliê Fios de Minas: listed, owned by Joana (membra@, USERS.member2).
const JOANAS_BUSINESS = "60000000-0000-4000-a000-000000000003"
// Doceria da Joana: hers too, but pending, so nothing is counted for it.
const PENDING_BUSINESS = "60000000-0000-4000-a000-000000000023"

let local: LocalSupabase
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let member: SupabaseClient<Database>
let owner: SupabaseClient<Database>
let admin: SupabaseClient<Database>

function client(key: string): SupabaseClient<Database> {
  return createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
}

async function signedIn(email: string): Promise<SupabaseClient<Database>> {
  const c = client(local.config.anonKey)
  const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return c
}

const DAY = 86_400_000
const now = Date.now()
const period = {
  p_from: new Date(now - 30 * DAY).toISOString(),
  p_to: new Date(now + DAY).toISOString(),
  p_bucket: "day",
}
const range = { p_from: period.p_from, p_to: period.p_to }

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  member = await signedIn(USERS.member.email)
  owner = await signedIn(USERS.member2.email)
  admin = await signedIn(USERS.admin.email)
})

afterAll(async () => {
  await local?.close()
})

const SERIES = [
  "admin_insight_members",
  "admin_insight_directory",
  "admin_insight_projects",
  "admin_insight_orders",
  "admin_insight_newsletter",
  "admin_insight_learning",
] as const
const BY_LABEL = ["admin_insight_directory_by_state", "admin_insight_community"] as const

describe("admin series", () => {
  it.each(SERIES)("%s answers admins only", async (fn) => {
    const fromAnon = await anon.rpc(fn, period)
    expect(fromAnon.error?.code).toBe("42501")
    const fromMember = await member.rpc(fn, period)
    expect(fromMember).toMatchObject({ data: null, error: { code: "42501" } })
    const fromEditor = await (await signedIn(USERS.editor.email)).rpc(fn, period)
    expect(fromEditor.error?.code).toBe("42501")
    const fromAdmin = await admin.rpc(fn, period)
    expect(fromAdmin.error).toBeNull()
    // 31 or 32 São Paulo days, each series with a row for every one of them (zeros included).
    const rows = fromAdmin.data ?? []
    const series = new Set(rows.map((row) => row.series))
    expect(series.size).toBeGreaterThanOrEqual(2)
    for (const name of series) {
      const days = rows.filter((row) => row.series === name).map((row) => row.bucket)
      expect(days.length).toBeGreaterThanOrEqual(31)
      expect(days).toEqual([...days].sort())
    }
  })

  it.each(BY_LABEL)("%s answers admins only", async (fn) => {
    expect((await anon.rpc(fn, range)).error?.code).toBe("42501")
    expect((await member.rpc(fn, range)).error?.code).toBe("42501")
    const fromAdmin = await admin.rpc(fn, { p_from: new Date(now - 400 * DAY).toISOString(), p_to: period.p_to })
    expect(fromAdmin.error).toBeNull()
    expect(fromAdmin.data?.length).toBeGreaterThan(0)
  })

  it("counts new members as the profiles table does, per São Paulo day", async () => {
    const { data, error } = await admin.rpc("admin_insight_members", period)
    expect(error).toBeNull()
    const total = (data ?? []).filter((r) => r.series === "new_members").reduce((sum, r) => sum + r.value, 0)
    const { count } = await service
      .from("profiles")
      .select("id", { count: "exact", head: true })
      .gte("created_at", period.p_from)
      .lt("created_at", period.p_to)
    expect(total).toBe(count)
  })

  it("sums paid volume in centavos", async () => {
    const year = { p_from: new Date(now - 365 * DAY).toISOString(), p_to: period.p_to, p_bucket: "month" }
    const { data, error } = await admin.rpc("admin_insight_orders", year)
    expect(error).toBeNull()
    const paid = (data ?? []).filter((r) => r.series === "paid_cents").reduce((sum, r) => sum + r.value, 0)
    const { data: orders } = await service
      .from("orders")
      .select("total_cents")
      .in("status", ["paid", "ready", "delivered"])
      .gte("paid_at", year.p_from)
      .lt("paid_at", year.p_to)
    expect(paid).toBe((orders ?? []).reduce((sum, o) => sum + o.total_cents, 0))
    expect(Number.isInteger(paid)).toBe(true)
  })

  it("refuses a reversed period, an unknown bucket and too many buckets (22023)", async () => {
    const reversed = await admin.rpc("admin_insight_members", { ...period, p_from: period.p_to, p_to: period.p_from })
    expect(reversed.error?.code).toBe("22023")
    const bucket = await admin.rpc("admin_insight_members", { ...period, p_bucket: "hour" })
    expect(bucket.error?.code).toBe("22023")
    const long = await admin.rpc("admin_insight_members", {
      ...period,
      p_from: new Date(now - 800 * DAY).toISOString(),
    })
    expect(long.error?.code).toBe("22023")
  })
})

describe("listing views and contact clicks", () => {
  const hash = "c4".repeat(32)

  it("are recorded by the service role alone, once per visitor and kind in 24 hours", async () => {
    const args = { p_business_id: JOANAS_BUSINESS, p_kind: "view", p_visitor_hash: hash }
    expect((await anon.rpc("record_business_activity", args)).error?.code).toBe("42501")
    expect((await owner.rpc("record_business_activity", args)).error?.code).toBe("42501")
    expect((await service.rpc("record_business_activity", args)).data).toBe(true)
    expect((await service.rpc("record_business_activity", args)).data).toBe(false)
    expect((await service.rpc("record_business_activity", { ...args, p_kind: "whatsapp" })).data).toBe(true)
    expect((await service.rpc("record_business_activity", { ...args, p_visitor_hash: "d5".repeat(32) })).data).toBe(
      true
    )
    expect((await service.rpc("record_business_activity", { ...args, p_business_id: PENDING_BUSINESS })).data).toBe(
      null
    )
    expect((await service.rpc("record_business_activity", { ...args, p_kind: "fax" })).error?.code).toBe("22023")
    expect((await service.rpc("record_business_activity", { ...args, p_visitor_hash: "x" })).error?.code).toBe("22023")
    // The table itself: her own rows to the owner, none to another member, nothing written by either.
    const { data: hers } = await owner
      .from("business_activity")
      .select("kind, count")
      .eq("business_id", JOANAS_BUSINESS)
    expect(hers?.length).toBeGreaterThan(0)
    const { data: others } = await member.from("business_activity").select("*")
    expect(others ?? []).toEqual([])
    const write = await owner
      .from("business_activity")
      .insert({ business_id: JOANAS_BUSINESS, day: "2026-01-01", kind: "view", count: 1000 })
    expect(write.error?.code).toBe("42501")
  })

  it("are read by the owner and admins only", async () => {
    const args = { p_business_id: JOANAS_BUSINESS, ...period }
    expect((await anon.rpc("business_activity_series", args)).error?.code).toBe("42501")
    expect((await member.rpc("business_activity_series", args)).error?.code).toBe("42501")
    const mine = await owner.rpc("business_activity_series", args)
    expect(mine.error).toBeNull()
    const total = (kind: string, rows: typeof mine.data) =>
      (rows ?? []).filter((r) => r.series === kind).reduce((sum, r) => sum + r.value, 0)
    expect(total("views", mine.data)).toBeGreaterThanOrEqual(2)
    expect(total("contacts", mine.data)).toBeGreaterThanOrEqual(1)
    const asAdmin = await admin.rpc("business_activity_series", args)
    expect(total("views", asAdmin.data)).toBe(total("views", mine.data))
  })
})

describe("live figures", () => {
  it("are absent until the setting is on, then counted", async () => {
    const before = await anon.rpc("get_public_site_settings")
    expect((before.data as { live_counts?: unknown }).live_counts).toBeNull()
    const { error } = await admin.from("site_settings").update({ live_figures: true }).eq("id", true)
    expect(error).toBeNull()
    const after = await anon.rpc("get_public_site_settings")
    const counts = (after.data as { live_counts: Record<string, number> }).live_counts
    const { count } = await service.from("profiles").select("id", { count: "exact", head: true })
    expect(counts.members).toBe(count)
    expect(counts.businesses).toBeGreaterThan(0)
    expect(counts.projects).toBeGreaterThan(0)
    expect(counts.cities).toBeGreaterThan(0)
  })
})
