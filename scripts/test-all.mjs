#!/usr/bin/env node
// `npm test`: every gate in one go: types, lint, unit and integration tests, one production
// build shared by the browser tests, then the browser tests. Stops at the first failure.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

const E2E_SITE_URL = "http://127.0.0.1:3100"
const steps = [
  ["typecheck", "tsc", ["--noEmit"]],
  // `npm run lint`: eslint with no warnings allowed, then prettier --check over the tree.
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["unit and integration tests", "vitest", ["run"]],
  // Against a fresh in-memory backend with the demo data, as a deployment builds against its database:
  // public pages are prerendered with their content.
  [
    "production build",
    "node",
    ["scripts/with-local-backend.mjs", "next", "build"],
    {
      NEXT_PUBLIC_SITE_URL: E2E_SITE_URL,
      NEXT_SKIP_TYPECHECK: "1",
      LOCAL_SUPABASE_DATA_DIR: "memory://",
      LOCAL_BACKEND_REUSE: "0",
    },
  ],
  // Secrets, inline scripts the CSP would refuse and the JS our code adds fail the run; the 130 KB
  // total is reported (check-build.mjs).
  ["build checks (secrets, inline scripts, JS budgets)", "node", ["scripts/check-build.mjs", "--budgets=report"]],
  ["browser tests", "playwright", ["test"], { NEXT_PUBLIC_SITE_URL: E2E_SITE_URL }],
]

// Browser tests drive Debian's Chromium (Playwright's own download is blocked here).
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
  if (existsSync(path)) return path
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium not found at ${path}: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`
    )
    process.exit(1)
  }
  console.log("=== installing Debian's chromium (apt-get)")
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  for (const args of [
    ["update", "-q"],
    ["install", "-y", "-q", "chromium", "fonts-liberation"],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) process.exit(1)
  }
  return "/usr/bin/chromium"
}
process.env.CHROMIUM_PATH = ensureChromium()

const started = Date.now()
const timings = []
for (const [name, bin, args, extraEnv = {}] of steps) {
  const stepStart = Date.now()
  console.log(`\n=== ${name}: ${bin} ${args.join(" ")}`)
  const result = spawnSync(bin, args, {
    stdio: "inherit",
    env: { ...process.env, ...extraEnv, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
  })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}) after ${seconds} s`)
    console.log(timings.join("\n"))
    process.exit(result.status || 1)
  }
}
console.log(`\n${timings.join("\n")}\n✓ all gates passed in ${((Date.now() - started) / 60000).toFixed(1)} min`)
