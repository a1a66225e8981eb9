/**
 * View counts (issue #18 item 4) against the real local backend: increment_post_views is the
 * server's alone, and POST /api/views, called as Next calls it, counts an address once per post in
 * any 24 hours, whatever its User-Agent (issue #32), while another address still counts.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { USERS } from "./rls-matrix"

const PASSWORD = "demo-convergencia"
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0"
// Published posts of the seed, one per group of tests so their counts stay apart.
const POST_FOR_RPC = "30000000-0000-4000-a000-000000000002"
const POST_FOR_ROUTE = "30000000-0000-4000-a000-000000000003"
const POST_DRAFT = "30000000-0000-4000-a000-000000000017"

let local: LocalSupabase
let service: SupabaseClient<Database>
let POST: (request: Request) => Promise<Response>

function client(key: string): SupabaseClient<Database> {
  return createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
}

async function viewsOf(postId: string): Promise<number> {
  const { data, error } = await service.from("blog_posts").select("views_count").eq("id", postId).single()
  if (error) throw error
  return data.views_count
}

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = client(local.config.serviceRoleKey)
  // The route's service-role client reads these once, at import: point them at this server first.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.VIEWS_RATE_LIMIT_PER_IP
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
  ;({ POST } = await import("@/app/api/views/route"))
})

afterAll(async () => {
  await local?.close()
})

describe("increment_post_views through /rest/v1/rpc", () => {
  const hash = "ab".repeat(32)

  it("refuses visitors and members, whatever the arguments", async () => {
    const member = client(local.config.anonKey)
    const { error: signInError } = await member.auth.signInWithPassword({
      email: USERS.member.email,
      password: PASSWORD,
    })
    expect(signInError).toBeNull()
    const before = await viewsOf(POST_FOR_RPC)

    const anon = await client(local.config.anonKey).rpc("increment_post_views", {
      post_id: POST_FOR_RPC,
      visitor_hash: hash,
    })
    expect(anon).toMatchObject({ data: null, status: 401, error: { code: "42501" } })
    const signedIn = await member.rpc("increment_post_views", { post_id: POST_FOR_RPC, visitor_hash: hash })
    expect(signedIn).toMatchObject({ data: null, status: 403, error: { code: "42501" } })
    // The old one-argument form, which anyone could call, is gone.
    const old = await (client(local.config.anonKey) as unknown as SupabaseClient).rpc("increment_post_views", {
      post_id: POST_FOR_RPC,
    })
    expect(old.data).toBeNull()
    expect(old.status).toBe(404)

    expect(await viewsOf(POST_FOR_RPC)).toBe(before)
  })

  it("lets the service role count a visitor once a day, and another visitor again", async () => {
    const before = await viewsOf(POST_FOR_RPC)
    const count = (visitor: string) =>
      service.rpc("increment_post_views", { post_id: POST_FOR_RPC, visitor_hash: visitor })
    expect(await count(hash)).toMatchObject({ data: before + 1, error: null })
    expect(await count(hash)).toMatchObject({ data: before + 1, error: null })
    expect(await count("cd".repeat(32))).toMatchObject({ data: before + 2, error: null })
    expect(await viewsOf(POST_FOR_RPC)).toBe(before + 2)
  })
})

describe("POST /api/views against the backend", () => {
  const report = (postId: string, address: string, userAgent: string) =>
    POST(
      new Request("http://localhost/api/views", {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": userAgent, "X-Forwarded-For": address },
        body: JSON.stringify({ postId }),
      })
    )

  it("counts an address's first report in 24 hours only, whatever its user agent; another address counts", async () => {
    const before = await viewsOf(POST_FOR_ROUTE)
    const answers: unknown[] = []
    for (const [address, agent] of [
      ["198.51.100.7", CHROME],
      ["198.51.100.7", CHROME], // a reload
      ["198.51.100.7", FIREFOX], // the same address posing as another browser
      ["198.51.100.7", `${CHROME} variante/${Math.random()}`],
      ["198.51.100.8", CHROME],
      ["198.51.100.8", FIREFOX],
    ] as const) {
      const response = await report(POST_FOR_ROUTE, address, agent)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("no-store")
      answers.push(await response.json())
    }
    expect(answers).toEqual([
      { views: before + 1 },
      { views: before + 1 },
      { views: before + 1 },
      { views: before + 1 },
      { views: before + 2 },
      { views: before + 2 },
    ])
    expect(await viewsOf(POST_FOR_ROUTE)).toBe(before + 2)
  })

  it("holds the count for 24 hours across the day boundary, and counts again after them", async () => {
    const post = POST_FOR_RPC
    const hash = "9e".repeat(32)
    const count = async () => {
      const { data, error } = await service.rpc("increment_post_views", { post_id: post, visitor_hash: hash })
      if (error) throw error
      return data
    }
    const first = await count()
    // The mark as if it had counted yesterday, 23 hours ago (a visit before midnight, one after).
    await local.db.query(
      `update private.post_view_marks set day = day - 1, counted_at = now() - interval '23 hours'
       where post_id = $1 and visitor_hash = $2`,
      [post, hash]
    )
    expect(await count()).toBe(first)
    await local.db.query(
      `update private.post_view_marks set counted_at = now() - interval '25 hours' where post_id = $1 and visitor_hash = $2`,
      [post, hash]
    )
    expect(await count()).toBe(first! + 1)
    expect(await count()).toBe(first! + 1)
  })

  it("stores neither the address nor the user agent", async () => {
    await report(POST_FOR_ROUTE, "198.51.100.9", CHROME)
    const marks = await local.db.query<{ row: string }>(
      `select row_to_json(m)::text as row from private.post_view_marks m`
    )
    expect(marks.rows.length).toBeGreaterThan(0)
    for (const { row } of marks.rows) {
      expect(row).not.toContain("198.51.100")
      expect(row).not.toContain("Mozilla")
      expect(JSON.parse(row)).toEqual({
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        counted_at: expect.any(String),
        post_id: expect.any(String),
        visitor_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      })
    }
  })

  it("answers 404 for a post that is not published", async () => {
    const response = await report(POST_DRAFT, "198.51.100.10", CHROME)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: "Post não encontrado." })
  })
})
