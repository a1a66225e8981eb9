/**
 * Latency and throughput of the local Supabase-compatible server (not a timed test).
 * Run: node --import tsx scripts/bench-local-backend.ts
 * Everything stays on loopback and every loop is bounded.
 */
import path from "node:path"
import { performance } from "node:perf_hooks"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient } from "@supabase/supabase-js"
import WebSocket from "ws"
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/config.ts"
import { startLocalSupabase } from "../supabase/local/server.ts"

const ITERATIONS = 1000
const WARMUP = 100
const CONCURRENCY = 16
const THROUGHPUT_REQUESTS = 4000
const fixture = path.resolve(import.meta.dirname, "../supabase/local/tests/fixtures/local-backend")

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const ms = (value: number) => `${value.toFixed(3)} ms`

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) }
}

const coldStart = performance.now()
const local = await startLocalSupabase({
  dataDir: "memory://",
  port: 0,
  quiet: true,
  migrationsDir: path.join(fixture, "migrations"),
  seedFile: path.join(fixture, "seed.sql"),
})
const coldStartMs = performance.now() - coldStart

try {
  const client = createClient(local.url, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
  const viaClient = await measure(async () => {
    const { error } = await client.from("posts").select("*").eq("id", 1).single()
    if (error) throw new Error(error.message)
  })
  const direct = await measure(() => local.db.query("select * from public.posts where id = $1", [1]))

  let issued = 0
  const throughputStart = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < THROUGHPUT_REQUESTS) {
        issued++
        const { error } = await client.from("posts").select("*").eq("id", 1).single()
        if (error) throw new Error(error.message)
      }
    })
  )
  const rps = THROUGHPUT_REQUESTS / ((performance.now() - throughputStart) / 1000)

  await new Promise((resolve) => setTimeout(resolve, 1000))
  const rss = process.memoryUsage().rss / 1024 / 1024

  console.log("local backend benchmark (select by primary key, service role)")
  console.log(`  supabase-js → /rest/v1   median ${ms(viaClient.median)}   p95 ${ms(viaClient.p95)}`)
  console.log(`  PGlite direct            median ${ms(direct.median)}   p95 ${ms(direct.p95)}`)
  console.log(
    `  overhead                 median ${ms(viaClient.median - direct.median)}   p95 ${ms(viaClient.p95 - direct.p95)}   (target < 2 ms)`
  )
  console.log(`  throughput               ${rps.toFixed(0)} req/s at ${CONCURRENCY} concurrent clients`)
  console.log(`  cold start               ${ms(coldStartMs)} (in-memory database, migrations and seed)`)
  console.log(`  idle memory (RSS)        ${rss.toFixed(1)} MiB`)
} finally {
  await local.close()
}
