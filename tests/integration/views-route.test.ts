import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"
const POST_ID = "30000000-0000-4000-a000-000000000001"

// The limit counts in the database (issue #34): a local backend, which the route's service-role
// client reads from these settings once, at import.
let local: LocalSupabase
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.VIEWS_RATE_LIMIT_PER_IP
  delete process.env.VIEWS_RATE_LIMIT_WINDOW_SECONDS
  // Node 20 has no global WebSocket; supabase-js's realtime client wants one even unused.
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
  ;({ POST } = await import("@/app/api/views/route"))
})

afterAll(async () => {
  await local?.close()
})

const beacon = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://localhost/api/views", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
      body,
    })
  )

// POST /api/views (app/api/views/route.ts): the answers given before the view is counted; the
// counting itself is covered in tests/integration/db-post-views.test.ts.
describe("POST /api/views", () => {
  it("does not count prefetches or bots", async () => {
    const skipped: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { Purpose: "prefetch" },
      { "User-Agent": "Googlebot/2.1" },
    ]
    for (const headers of skipped) {
      const response = await beacon(JSON.stringify({ postId: POST_ID }), headers)
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ counted: false })
      expect(response.headers.get("cache-control")).toBe("no-store")
    }
  })

  it("answers 400 in pt-BR for a body that is not a post id", async () => {
    for (const body of ["", "não é json", "{}", JSON.stringify({ postId: "1 or 1=1" })]) {
      const response = await beacon(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: "Requisição inválida." })
    }
  })

  it("answers 429 to an address past its limit, before reading the body, and counts addresses apart", async () => {
    const from = (address: string) => beacon("não é json", { "X-Forwarded-For": address })
    // 30 reports per address in 10 minutes (VIEWS_RATE_LIMIT_PER_IP unset).
    for (let i = 0; i < 30; i++) expect((await from("198.51.100.20")).status).toBe(400)
    const limited = await from("198.51.100.20")
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: "Muitas visualizações em pouco tempo. Tente novamente mais tarde." })
    // Seconds until the oldest of the 30 leaves the ten-minute window.
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500)
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(600)
    expect(limited.headers.get("cache-control")).toBe("no-store")
    expect((await from("198.51.100.21")).status).toBe(400)
    // The count is in the database, not this module: a fresh import (another server) refuses too.
    vi.resetModules()
    const { POST: otherServer } = await import("@/app/api/views/route")
    const elsewhere = await otherServer(
      new Request("http://localhost/api/views", {
        method: "POST",
        headers: { "User-Agent": BROWSER, "X-Forwarded-For": "198.51.100.20" },
        body: "{}",
      })
    )
    expect(elsewhere.status).toBe(429)
    // Prefetches and bots are answered without touching the limit.
    expect((await beacon("{}", { "X-Forwarded-For": "198.51.100.20", "Sec-Purpose": "prefetch" })).status).toBe(202)
  })

  it("refuses oversized bodies", async () => {
    const response = await beacon(JSON.stringify({ postId: POST_ID, padding: "x".repeat(2000) }))
    expect(response.status).toBe(413)
  })
})
