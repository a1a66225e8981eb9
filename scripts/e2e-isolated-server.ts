/**
 * The second e2e server: the same production build on port 3101, with its own in-memory local
 * backend (port 54331) that the main suite never touches, for the tests that need a backend
 * configured or behaving differently:
 *  - Playwright project "captcha": Turnstile is on, and the backend verifies every token the way
 *    hosted Supabase Auth does, against a siteverify stand-in (port 54341) that answers
 *    Cloudflare's documented test secret.
 *  - Project "scheduler": the app's own scheduler ticks every 5 s; a scheduled post goes public.
 *  - Project "resilience": stops and restarts that backend through a control endpoint
 *    (port 54342: POST /backend/stop, POST /backend/start) to check outages.
 *
 *   node --import tsx scripts/e2e-isolated-server.ts
 */
import { spawn, type ChildProcess } from "node:child_process"
import { createServer } from "node:http"
import process from "node:process"

import { LOCAL_ANON_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/config.ts"
import { startTurnstileStandIn, TURNSTILE_TEST } from "../tests/stand-ins/turnstile-siteverify.ts"
import {
  E2E_CRON_SECRET,
  E2E_ISOLATED_SITE_URL,
  E2E_ISOLATED_SUPABASE_URL,
  E2E_SUPABASE_URL,
  PORTS as E2E_PORTS,
} from "./lib/e2e-hosts.mjs"
import { e2eTlsEnv } from "./lib/e2e-tls.mjs"

const PORTS = {
  app: E2E_PORTS.isolatedApp,
  backend: E2E_PORTS.isolatedBackend,
  siteverify: E2E_PORTS.isolatedSiteverify,
  control: E2E_PORTS.isolatedControl,
} as const

const appUrl = E2E_ISOLATED_SITE_URL
const backendUrl = E2E_ISOLATED_SUPABASE_URL
const siteverify = await startTurnstileStandIn({ port: PORTS.siteverify })
let backend: ChildProcess | null = null
let app: ChildProcess | null = null
let stopping = false

function shutdown(code = 0) {
  stopping = true
  for (const child of [backend, app]) if (child && child.exitCode === null) child.kill("SIGTERM")
  control.close()
  void siteverify.close().finally(() => process.exit(code))
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => shutdown(0))

// Both children serve HTTPS and trust the test certificate (scripts/lib/e2e-tls.mjs).
const tlsEnv = e2eTlsEnv()

function spawnChild(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...tlsEnv, ...env } })
  child.on("exit", (code) => {
    // A backend stopped on purpose exits 0; anything else takes the whole server down.
    if (code && !stopping) shutdown(code)
  })
  return child
}

const backendAnswers = () =>
  fetch(`${backendUrl}/_local/health`).then(
    (r) => r.ok,
    () => false
  )

async function startBackend() {
  // Idempotent: the resilience spec starts it in a test and again after all; a second backend on
  // the same port would exit with EADDRINUSE and take this whole server down with it.
  if (backend && backend.exitCode === null) return
  backend = spawnChild(["--import", "tsx", "supabase/local/main.ts"], {
    LOCAL_SUPABASE_PORT: String(PORTS.backend),
    LOCAL_SUPABASE_EXTERNAL_URL: backendUrl,
    LOCAL_SUPABASE_DATA_DIR: "memory://",
    LOCAL_SUPABASE_SITE_URL: appUrl,
    LOCAL_SUPABASE_REDIRECT_ALLOW_LIST: `${appUrl}/**`,
    // As on the main server (scripts/e2e-server.mjs): bcrypt at its least cost.
    LOCAL_SUPABASE_BCRYPT_COST: "4",
    TURNSTILE_SECRET_KEY: TURNSTILE_TEST.passSecret,
    TURNSTILE_VERIFY_URL: siteverify.url,
  })
  const deadline = Date.now() + 120_000
  while (!(await backendAnswers())) {
    if (Date.now() > deadline) throw new Error("the local backend did not answer within 120 s")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function stopBackend() {
  const child = backend
  backend = null
  if (!child || child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })
}

const control = createServer((req, res) => {
  const routes: Record<string, () => Promise<void>> = { "/backend/stop": stopBackend, "/backend/start": startBackend }
  const route = req.method === "POST" ? routes[req.url ?? ""] : undefined
  if (!route) return void res.writeHead(404).end()
  route().then(
    () => res.writeHead(204).end(),
    (error: unknown) => res.writeHead(500).end(String(error))
  )
})
control.listen(PORTS.control, "127.0.0.1")

try {
  await startBackend()
} catch (error) {
  console.error("[e2e-isolated]", error)
  shutdown(1)
}
// Longer than the test clients keep idle sockets (see scripts/e2e-server.mjs).
const serverArgs = ["server.mjs", "-p", String(PORTS.app), "-H", "127.0.0.1", "--keepAliveTimeout", "75000"]
// The app reads its Supabase settings from the environment (lib/env.ts, lib/server-env.ts). The
// public URL is the one the shared build was made with (scripts/with-local-backend.mjs); server
// code reaches this server's own backend through SUPABASE_URL.
app = spawnChild(serverArgs, {
  NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
  SUPABASE_URL: backendUrl,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: TURNSTILE_TEST.passSiteKey,
  // The app's own scheduler (lib/scheduler/ticker.mjs), ticking often: tests/e2e/scheduler.spec.ts
  // waits for a scheduled post with nothing but this server running.
  CRON_SECRET: E2E_CRON_SECRET,
  DUE_WORK_INTERVAL_SECONDS: "5",
})
