import { defineConfig } from "vitest/config"

// The local backend's own tests (`npm test` here, or `npm --prefix supabase/local test` from the
// app; the app's `npm test` runs them as one step). They drive the server in process through the
// same supabase-js, @supabase/ssr and vitest the app installs: the contract is "the app's clients
// against this server", so the clients are resolved from the app's node_modules, not pinned twice.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: "node",
    include: ["**/*.test.ts"],
    // bcrypt at its least cost for the servers these tests boot (config.ts, bcryptCost says why).
    env: { LOCAL_SUPABASE_BCRYPT_COST: "4" },
    exclude: ["node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where each test
    // file's in-process Postgres (PGlite) keeps a single core busy. Both cores, then.
    maxWorkers: 2,
  },
})
