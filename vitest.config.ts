import path from "node:path"
import { defineConfig } from "vitest/config"

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
    exclude: ["node_modules/**", "tests/e2e/**", ".next/**", ".data/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
})
