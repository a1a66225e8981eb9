#!/usr/bin/env node
// `npm test`: every gate in one go: types, lint, unit and integration tests, one production
// build shared by the browser tests, then the browser tests. Stops at the first failure.
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"

import { chromiumPath, DEBIAN_HEADLESS_SHELL } from "./lib/e2e-browser.mjs"
import { E2E_SITE_URL, E2E_SUPABASE_URL, ensureE2eHosts } from "./lib/e2e-hosts.mjs"
import { e2eTlsEnv } from "./lib/e2e-tls.mjs"

// The browser tests reach the app and the backend by name, as members do (scripts/lib/e2e-hosts.mjs).
const E2E_ENV = {
  NEXT_PUBLIC_SITE_URL: E2E_SITE_URL,
  NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
  LOCAL_SUPABASE_EXTERNAL_URL: E2E_SUPABASE_URL,
}
process.env.CHROMIUM_PATH = ensureBrowser()
if (!(await ensureE2eHosts())) process.exit(1)

// A nested list runs its steps side by side (each is single-threaded; the machine has two cores),
// printing each one's output when it ends.
const steps = [
  [
    ["typecheck", "tsc", ["--noEmit"]],
    // `npm run lint`: eslint with no warnings allowed, then prettier --check over the tree.
    ["lint", "npm", ["run", "--silent", "lint"]],
  ],
  // lib/database.types.ts must be what Supabase's generator writes from the migrations (scripts/gen-db-types.ts).
  ["database types current", "node", ["--import", "tsx", "scripts/gen-db-types.ts", "--check"]],
  ["unit and integration tests", "vitest", ["run"]],
  // The local backend is its own package (supabase/local/package.json) with its own tests and config.
  ["local backend's tests (supabase/local)", "npm", ["--prefix", "supabase/local", "test"]],
  // Against a fresh in-memory backend with the demo data, as a deployment builds against its database:
  // public pages are prerendered with their content.
  [
    "production build",
    "node",
    ["scripts/with-local-backend.mjs", "next", "build"],
    {
      ...E2E_ENV,
      // The backend answers over HTTPS at the address the build is made for (scripts/lib/e2e-tls.mjs).
      ...e2eTlsEnv(),
      NEXT_SKIP_TYPECHECK: "1",
      LOCAL_SUPABASE_DATA_DIR: "memory://",
      LOCAL_BACKEND_REUSE: "0",
    },
  ],
  // Secrets, inline scripts the CSP would refuse and the JS our code adds fail the run; the 130 KB
  // total is reported (check-build.mjs).
  ["build checks (secrets, inline scripts, JS budgets)", "node", ["scripts/check-build.mjs", "--budgets=report"]],
  ["browser tests", "playwright", ["test"], E2E_ENV],
  // The same build on two servers behind a round-robin proxy, on the ports the browser tests have
  // just freed: limits and caches hold across instances (issue #34).
  ["several instances", "playwright", ["test", "--config", "playwright.multi-server.config.ts"], E2E_ENV],
]

// Browser tests drive Debian's Chromium headless shell (Playwright's own download is blocked here;
// scripts/lib/e2e-browser.mjs); openssl makes their certificate (scripts/lib/e2e-tls.mjs).
function ensureBrowser() {
  const path = chromiumPath()
  if (path && existsSync(path) && existsSync("/usr/bin/openssl")) return path
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium's headless shell or openssl is missing: install Debian's packages" +
        " (sudo apt-get install -y chromium-headless-shell openssl) or set CHROMIUM_PATH."
    )
    process.exit(1)
  }
  console.log("=== installing Debian's chromium-headless-shell and openssl (apt-get)")
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  for (const args of [
    ["update", "-q"],
    ["install", "-y", "-q", "chromium-headless-shell", "openssl", "fonts-liberation"],
  ]) {
    if (spawnSync("apt-get", args, { stdio: "inherit", env }).status !== 0) process.exit(1)
  }
  return DEBIAN_HEADLESS_SHELL
}

const stepEnv = (extraEnv = {}) => ({
  ...process.env,
  ...extraEnv,
  PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
})

function runStep([name, bin, args, extraEnv]) {
  console.log(`\n=== ${name}: ${bin} ${args.join(" ")}`)
  const result = spawnSync(bin, args, { stdio: "inherit", env: stepEnv(extraEnv) })
  return result.status ?? result.signal
}

/** Runs steps at once; each one's output is printed in one piece when it ends. */
function runSideBySide(group) {
  return Promise.all(
    group.map(
      ([name, bin, args, extraEnv]) =>
        new Promise((resolve) => {
          const child = spawn(bin, args, { env: stepEnv(extraEnv) })
          const output = []
          child.stdout.on("data", (chunk) => output.push(chunk))
          child.stderr.on("data", (chunk) => output.push(chunk))
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)))
          child.on("close", (code, signal) => {
            console.log(`\n=== ${name}: ${bin} ${args.join(" ")}`)
            process.stdout.write(Buffer.concat(output))
            resolve(code === 0 ? 0 : (code ?? signal))
          })
        })
    )
  )
}

const started = Date.now()
const timings = []
for (const step of steps) {
  const stepStart = Date.now()
  const group = Array.isArray(step[0]) ? step : null
  const name = group ? group.map(([stepName]) => stepName).join(" + ") : step[0]
  const statuses = group ? await runSideBySide(group) : [runStep(step)]
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  timings.push(`${name}: ${seconds} s`)
  const failed = statuses.find((status) => status !== 0)
  if (failed !== undefined) {
    console.error(`\n✗ ${name} failed (exit ${failed}) after ${seconds} s`)
    console.log(timings.join("\n"))
    process.exit(typeof failed === "number" ? failed : 1)
  }
}
console.log(`\n${timings.join("\n")}\n✓ all gates passed in ${((Date.now() - started) / 60000).toFixed(1)} min`)
