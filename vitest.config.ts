import path from "node:path"
import { defineConfig } from "vitest/config"

import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./supabase/local/config"

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Next resolves server-only at build time; in Node tests it is a plain module.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["**/*.test.{ts,tsx}"],
    // supabase/local/ is its own package with its own tests and config (its `npm test`, a step of
    // scripts/test-all.mjs): not run twice.
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**", ".data/**", "supabase/local/**"],
    // What scripts/with-local-backend.mjs hands the app: lib/env.ts and lib/server-env.ts require
    // them. Integration tests that boot their own backend point the app at it themselves.
    env: {
      NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321",
      NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      // The backends the integration tests boot hash passwords at bcrypt's least cost: every
      // sign-up and sign-in then takes milliseconds, not ~0.2 s of CPU (community-rls.test.ts
      // alone went from 25 to 16 s). supabase/local/config.ts says why nothing else changes.
      LOCAL_SUPABASE_BCRYPT_COST: "4",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where each test
    // file's in-process Postgres (PGlite) keeps a single core busy. Both cores, then.
    maxWorkers: 2,
  },
})
