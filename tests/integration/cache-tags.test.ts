/**
 * Issue #34: the shared cache tag times every app instance reads (lib/cache/shared-tags.mjs),
 * through the real local backend and the official client, and through the module the cache
 * handlers use: only the service role reaches the functions; what one instance invalidates,
 * another learns at its next look and marks in Next's tag manifest.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, DEMO, type Db, signedIn } from "../helpers/community"
// @ts-expect-error plain .mjs without types, loaded by Next outside the bundles
import { createSharedTags, expireAtNow, expiryClock } from "@/lib/cache/shared-tags.mjs"

let local: LocalSupabase
let service: Db
let visitor: Db
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

/** The database's time of the one tag an invalidate call answered with. */
function timeOf(rows: { tag: string; invalidated_at: string }[] | null): string {
  const [row] = rows ?? []
  if (!row || rows?.length !== 1) throw new Error(`expected one row, got ${JSON.stringify(rows)}`)
  return row.invalidated_at
}

describe("cache tag functions", () => {
  it("refuse visitors and members, even admins", async () => {
    for (const [who, db] of [
      ["visitor", visitor],
      ["admin", admin],
    ] as const) {
      const write = await db.rpc("cache_tags_invalidate", { p_tags: ["settings"] })
      expect(write.error?.code, who).toBe("42501")
      const read = await db.rpc("cache_tags_since", { p_since: undefined })
      expect(read.error?.code, who).toBe("42501")
    }
  })

  it("record a tag's latest invalidation for the service role and list what changed since a time", async () => {
    const tag = `t-${randomUUID()}`
    const first = await service.rpc("cache_tags_invalidate", { p_tags: [tag, tag] })
    expect(first.error).toBeNull()
    const at = timeOf(first.data)
    const again = await service.rpc("cache_tags_invalidate", { p_tags: [tag] })
    expect(new Date(timeOf(again.data)).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime())

    const all = await service.rpc("cache_tags_since", {})
    expect(all.data?.map((r) => r.tag)).toContain(tag)
    const later = await service.rpc("cache_tags_since", { p_since: timeOf(again.data) })
    expect(later.data?.map((r) => r.tag)).not.toContain(tag)
  })
})

describe("shared tags between two instances", () => {
  const env = () => ({
    SUPABASE_URL: local.url,
    SUPABASE_SERVICE_ROLE_KEY: local.config.serviceRoleKey,
  })

  it("an invalidation written by one instance expires the tag in the other's manifest at its next look", async () => {
    // B's clock a minute ahead of the database's: what B cached before it learnt of the tag must
    // still count as stale.
    let now = Date.now() + 60_000
    const manifestA = new Map<string, { expired?: number; stale?: number }>()
    const manifestB = new Map<string, { expired?: number; stale?: number }>()
    const a = createSharedTags({ env: env(), manifest: manifestA, clock: () => now })
    const b = createSharedTags({ env: env(), manifest: manifestB, clock: () => now })
    const tag = `t-${randomUUID()}`
    await b.refresh()
    expect(manifestB.has(tag)).toBe(false)

    await a.invalidate([tag])
    // Within the second since its last look, B does not ask again (no round trip per request).
    now += 500
    await b.refresh()
    expect(manifestB.has(tag)).toBe(false)
    // Past it, B asks again; what it knew being over 1.5 s old, the request waits for the answer,
    // and B expires the tag from the moment it learnt of it.
    now += 1100
    await b.refresh()
    expect(manifestB.get(tag)?.expired).toBe(now)
    // A's own invalidation, read back, does not re-expire what A cached since.
    await a.refresh()
    expect(manifestA.has(tag)).toBe(false)
  })

  it("an instance whose clock is behind the database's expires the tag at its own now, never later", async () => {
    // Next reads a tag time ahead of its clock as an expiry still to come and keeps serving the
    // old entry: a database (or wall) clock ahead of Next's would keep the change unseen.
    let now = Date.now() - 60_000
    const manifest = new Map<string, { expired?: number }>()
    const b = createSharedTags({ env: env(), manifest, clock: () => now })
    await b.refresh()
    await service.rpc("cache_tags_invalidate", { p_tags: [`t-${randomUUID()}`] })
    const tag = `t-${randomUUID()}`
    await service.rpc("cache_tags_invalidate", { p_tags: [tag] })
    now += 1600
    await b.refresh()
    expect(manifest.get(tag)?.expired).toBe(now)
  })

  it("an instance that starts later takes every invalidation at the database's time", async () => {
    const tag = `t-${randomUUID()}`
    const written = await service.rpc("cache_tags_invalidate", { p_tags: [tag] })
    const manifest = new Map<string, { expired?: number }>()
    const c = createSharedTags({ env: env(), manifest, clock: () => Date.now() + 60_000 })
    await c.refresh()
    expect(manifest.get(tag)?.expired).toBe(new Date(timeOf(written.data)).getTime())
  })

  it("an instance that starts with its clock behind the database's takes no tag time past its own now", async () => {
    const tag = `t-${randomUUID()}`
    await service.rpc("cache_tags_invalidate", { p_tags: [tag] })
    const manifest = new Map<string, { expired?: number }>()
    const c = createSharedTags({ env: env(), manifest, clock: () => 5 })
    await c.refresh()
    expect(manifest.get(tag)?.expired).toBe(5)
  })

  it("keeps serving with what it knows when the database does not answer", async () => {
    const manifest = new Map()
    const broken = createSharedTags({
      env: { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_SERVICE_ROLE_KEY: "x".repeat(40) },
      manifest,
      log: () => {},
    })
    await expect(broken.refresh()).resolves.toBeUndefined()
    await expect(broken.invalidate(["x"])).resolves.toBeUndefined()
  })
})

describe("an immediate expiry", () => {
  it("is moved to the later of Next's two clocks; an expiry set for later stays", () => {
    const now = expiryClock()
    const later = now + 3_600_000
    const manifest = new Map([
      ["written-on-the-earlier-clock", { expired: now - 5 }],
      ["expires-later", { expired: later }],
    ])
    expireAtNow(manifest, ["written-on-the-earlier-clock", "expires-later", "unknown"])
    expect(manifest.get("written-on-the-earlier-clock")?.expired).toBeGreaterThanOrEqual(now)
    expect(manifest.get("expires-later")?.expired).toBe(later)
    expect(manifest.has("unknown")).toBe(false)
  })
})
