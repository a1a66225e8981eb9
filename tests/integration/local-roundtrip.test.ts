import { afterAll, beforeAll, expect, it } from "vitest"
import { runSmoke } from "../../scripts/local-backend-smoke"
import { startLocalSupabase, type LocalSupabase } from "../../supabase/local/server"

// The "done when" journey, on the product schema and seed, through supabase-js only.
let local: LocalSupabase
beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
})
afterAll(async () => {
  await local?.close()
})

it("signs up, confirms via the outbox, signs in, reads and writes under RLS, receives realtime", async () => {
  const { steps } = await runSmoke(local.url)
  expect(steps).toHaveLength(6)
})
