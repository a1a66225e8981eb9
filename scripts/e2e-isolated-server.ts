/**
 * The second e2e server (Playwright project "captcha"): the same production build on port 3101,
 * with Turnstile switched on. Its own in-memory local backend (port 54331) enforces captcha the
 * way hosted Supabase Auth does, verifying tokens with a siteverify stand-in (port 54341) that
 * answers Cloudflare's documented test secret. Both ports stay off the main e2e server's.
 *
 *   node --import tsx scripts/e2e-captcha-server.ts
 */
import { spawn, type ChildProcess } from "node:child_process"
import process from "node:process"

import { startTurnstileStandIn, TURNSTILE_TEST } from "../tests/stand-ins/turnstile-siteverify.ts"

const CAPTCHA_E2E = { appPort: 3101, backendPort: 54331, siteverifyPort: 54341 } as const

const appUrl = `http://127.0.0.1:${CAPTCHA_E2E.appPort}`
const backendUrl = `http://127.0.0.1:${CAPTCHA_E2E.backendPort}`
const siteverify = await startTurnstileStandIn({ port: CAPTCHA_E2E.siteverifyPort })
const children: ChildProcess[] = []

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } })
  children.push(child)
  child.on("exit", (code) => {
    if (code) shutdown(code)
  })
  return child
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  void siteverify.close().finally(() => process.exit(code))
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => shutdown(0))

run(["--import", "tsx", "supabase/local/main.ts"], {
  LOCAL_SUPABASE_PORT: String(CAPTCHA_E2E.backendPort),
  LOCAL_SUPABASE_DATA_DIR: "memory://",
  LOCAL_SUPABASE_QUIET: "1",
  LOCAL_SUPABASE_SITE_URL: appUrl,
  LOCAL_SUPABASE_REDIRECT_ALLOW_LIST: `${appUrl}/**`,
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST.passSecret,
  TURNSTILE_VERIFY_URL: siteverify.url,
})

const deadline = Date.now() + 120_000
while (!(await fetch(`${backendUrl}/_local/health`).then((r) => r.ok, () => false))) {
  if (Date.now() > deadline) {
    console.error("[e2e-captcha] the local backend did not answer within 120 s")
    shutdown(1)
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}

run(["node_modules/next/dist/bin/next", "start", "-p", String(CAPTCHA_E2E.appPort), "-H", "127.0.0.1"], {
  SUPABASE_URL: backendUrl,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: TURNSTILE_TEST.passSiteKey,
})
