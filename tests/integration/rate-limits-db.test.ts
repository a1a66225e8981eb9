/**
 * Issue #34, "Limits in the database": the rate-limit counters live in private.rate_limits behind
 * rate_limit_hit/check/reset, which only the service role (the app's server) may call over
 * /rest/v1. Two independent clients, as two app servers would hold, share one count.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createRateLimitStore, storedKey } from "@/lib/rate-limit/store"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, DEMO, type Db, signedIn } from "../helpers/community"

let local: LocalSupabase
let service: Db
let visitor: Db
let member: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  member = await signedIn(local, DEMO.member.email)
})

afterAll(async () => {
  await local?.close()
})

const key = (label: string) => `${label}:${randomUUID()}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Hits as the app sends them (one key), answered as the function answers. */
const hit = (db: Db, k: string, max: number, windowSeconds = 600) =>
  db.rpc("rate_limit_hit", { p_keys: [k], p_maxima: [max], p_window_seconds: windowSeconds })

describe("who may reach the counters", () => {
  it.each([
    ["visitor", () => visitor, 401],
    ["member", () => member, 403],
  ] as const)("the %s is refused every function and the table", async (_who, db, status) => {
    const k = key("probe")
    const calls = [
      await hit(db(), k, 5),
      await db().rpc("rate_limit_check", { p_key: k, p_max: 5 }),
      await db().rpc("rate_limit_reset", { p_key: k }),
    ]
    for (const call of calls) expect(call).toMatchObject({ data: null, status, error: { code: "42501" } })
    // The table is in a schema the API does not serve, under any profile.
    const table = await (db() as unknown as Db)
      .schema("private" as "public")
      .from("rate_limits" as "profiles")
      .select("*")
    expect(table.data).toBeNull()
    expect(table.error).not.toBeNull()
    const asPublic = await (db() as unknown as Db).from("rate_limits" as "profiles").select("*")
    expect(asPublic.data).toBeNull()
    expect(asPublic.error).not.toBeNull()
    // Nothing was counted for the refused calls.
    expect((await service.rpc("rate_limit_check", { p_key: k, p_max: 1 })).data).toMatchObject({ count: 0 })
  })

  it("no API role holds a privilege on the table or the sweep's sequence", async () => {
    const { rows } = await local.db.query<{ role: string; table: boolean; sequence: boolean }>(
      `select r as role,
              has_table_privilege(r, 'private.rate_limits', 'select, insert, update, delete, truncate') as table,
              has_sequence_privilege(r, 'private.rate_limit_calls', 'usage, select, update') as sequence
       from unnest(array['anon', 'authenticated', 'service_role']) r`
    )
    expect(rows).toEqual([
      { role: "anon", table: false, sequence: false },
      { role: "authenticated", table: false, sequence: false },
      { role: "service_role", table: false, sequence: false },
    ])
  })

  it("inside the function, a caller without the service role's claims is refused too", async () => {
    // As the table's owner but with no request claims: what a slipped grant or a caller-run
    // expression would look like. The function checks auth.role() itself.
    await expect(local.db.query("select public.rate_limit_hit(array['x:1'], array[1], 60)")).rejects.toThrow(
      /rate limits are the server's/
    )
    await expect(local.db.query("select public.rate_limit_check('x:1', 1)")).rejects.toThrow(/server's/)
    await expect(local.db.query("select public.rate_limit_reset('x:1')")).rejects.toThrow(/server's/)
  })

  it("the service role counts, is refused past the maximum with the seconds left, and resets", async () => {
    const k = key("sign-in")
    for (let i = 1; i <= 3; i++) {
      const { data, error } = await hit(service, k, 3)
      expect(error).toBeNull()
      expect(data).toEqual({ allowed: true, counts: [i], retry_after: 0 })
    }
    const refused = await hit(service, k, 3)
    expect(refused.data).toMatchObject({ allowed: false, counts: [3] })
    const retry = (refused.data as { retry_after: number }).retry_after
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(600)
    const checked = await service.rpc("rate_limit_check", { p_key: k, p_max: 3 })
    expect(checked.data).toMatchObject({ over: true, count: 3 })
    expect((await service.rpc("rate_limit_check", { p_key: k, p_max: 4 })).data).toMatchObject({ over: false })
    expect((await service.rpc("rate_limit_reset", { p_key: k })).error).toBeNull()
    expect((await service.rpc("rate_limit_check", { p_key: k, p_max: 3 })).data).toEqual({
      over: false,
      count: 0,
      retry_after: 0,
    })
  })

  it("refuses nonsense arguments with 22023", async () => {
    const bad = [
      { p_keys: [], p_maxima: [], p_window_seconds: 60 },
      { p_keys: ["a:1"], p_maxima: [0], p_window_seconds: 60 },
      { p_keys: ["a:1"], p_maxima: [1], p_window_seconds: 0 },
      { p_keys: ["a:1", "a:1"], p_maxima: [1, 1], p_window_seconds: 60 },
      { p_keys: ["a:1", "b:1"], p_maxima: [1], p_window_seconds: 60 },
      { p_keys: ["x".repeat(201)], p_maxima: [1], p_window_seconds: 60 },
      { p_keys: ["a", "b", "c", "d", "e"], p_maxima: [1, 1, 1, 1, 1], p_window_seconds: 60 },
    ]
    for (const args of bad)
      expect((await service.rpc("rate_limit_hit", args)).error?.code, JSON.stringify(args)).toBe("22023")
  })
})

describe("counting", () => {
  it("two keys count together or not at all", async () => {
    const [address, email] = [key("newsletter-address"), key("newsletter-email")]
    const both = (otherEmail = email) =>
      service.rpc("rate_limit_hit", { p_keys: [address, otherEmail], p_maxima: [3, 1], p_window_seconds: 600 })
    expect((await both()).data).toMatchObject({ allowed: true, counts: [1, 1] })
    // The e-mail is full: the address is not counted either.
    expect((await both()).data).toMatchObject({ allowed: false, counts: [1, 1] })
    const other = key("newsletter-email")
    expect((await both(other)).data).toMatchObject({ allowed: true, counts: [2, 1] })
  })

  it("two servers (two independent clients) share one count", async () => {
    const serverA = createRateLimitStore(() => clientOf(local, local.config.serviceRoleKey), "segredo-da-implantacao")
    const serverB = createRateLimitStore(() => clientOf(local, local.config.serviceRoleKey), "segredo-da-implantacao")
    const k = key("sign-in")
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await (i % 2 ? serverB : serverA).hit([{ key: k, max: 4 }], 600)).allowed)
    expect(answers).toEqual([true, true, true, true, false, false])
    expect((await serverA.check(k, 4)).over).toBe(true)
    expect((await serverB.check(k, 4)).over).toBe(true)
    await serverB.reset(k)
    expect((await serverA.check(k, 4)).over).toBe(false)
  })

  it("concurrent hits never take more than the maximum", async () => {
    const k = key("views")
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => hit(clientOf(local, local.config.serviceRoleKey), k, 5))
    )
    expect(answers.map((a) => a.error)).toEqual(Array(12).fill(null))
    expect(answers.filter((a) => (a.data as { allowed: boolean }).allowed)).toHaveLength(5)
  })

  it("a hit stops counting after its window (a sliding window), and a key can hold a wait of its own length", async () => {
    const k = key("auth-email")
    expect((await hit(service, k, 1, 1)).data).toMatchObject({ allowed: true })
    await sleep(1100)
    expect((await service.rpc("rate_limit_check", { p_key: k, p_max: 1 })).data).toMatchObject({
      over: false,
      count: 0,
    })
    expect((await hit(service, k, 1, 60)).data).toMatchObject({ allowed: true, counts: [1] })
    const left = (await service.rpc("rate_limit_check", { p_key: k, p_max: 1 })).data as { retry_after: number }
    // A little less than 60 on a slow machine.
    expect(left.retry_after).toBeGreaterThanOrEqual(50)
    expect(left.retry_after).toBeLessThanOrEqual(60)
  })
})

describe("the table stays small", () => {
  const rowsOf = async (prefix: string) =>
    (
      await local.db.query<{ n: number }>("select count(*)::int as n from private.rate_limits where key like $1", [
        `${prefix}%`,
      ])
    ).rows[0]!.n

  it("stores the keys hashed: no address or e-mail", async () => {
    const store = createRateLimitStore(() => service, "segredo-da-implantacao")
    await store.hit([{ key: "sign-in:203.0.113.77|ana@example.com", max: 5 }], 600)
    const stored = storedKey("segredo-da-implantacao", "sign-in:203.0.113.77|ana@example.com")
    expect(stored).toMatch(/^sign-in:[0-9a-f]{64}$/)
    const { rows } = await local.db.query<{ key: string }>(
      "select key from private.rate_limits where key like 'sign-in:%'"
    )
    expect(rows.map((r) => r.key)).toContain(stored)
    expect(rows.some((r) => r.key.includes("203.0.113.77") || r.key.includes("ana@"))).toBe(false)
  })

  it("a flood of made-up keys is swept once dead, and nobody's live count goes with it", async () => {
    // 1000 dead rows, as a flood leaves them once its window has passed, and one live count.
    await local.db.query(
      `insert into private.rate_limits (key, hits, expires_at)
       select 'flood:' || g, array[now() - interval '1 minute'], now() - interval '1 minute' from generate_series(1, 1000) g`
    )
    const victim = key("sign-in")
    for (let i = 0; i < 3; i++) await hit(service, victim, 3)
    // Every 64th call sweeps up to 500 dead rows: 200 calls pass at least three sweeps.
    for (let i = 0; i < 200; i++) await hit(service, key("views"), 30)
    expect(await rowsOf("flood:")).toBe(0)
    expect((await hit(service, victim, 3)).data).toMatchObject({ allowed: false, counts: [3] })
  })
})
