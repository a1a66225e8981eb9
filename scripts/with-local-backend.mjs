#!/usr/bin/env node
// Runs a command (next dev / next build / node server.mjs) against the embedded local backend when
// the app is not configured for a hosted Supabase project: starts supabase/local if it is not
// already up, waits until it answers, hands the command the backend's URL and keys, and stops the
// backend again when the command exits. This is the one place that knows the local backend's
// address and keys: the app itself (lib/env.ts, lib/server-env.ts) only reads its environment.
import { spawn } from "node:child_process"
import { request as httpsRequest } from "node:https"
import { createRequire } from "node:module"
import process from "node:process"

const command = process.argv.slice(2)
if (command.length === 0) {
  console.error("usage: node scripts/with-local-backend.mjs <command> [args...]")
  process.exit(2)
}

// Read the .env files as Next will (same loader, same order), so a hosted project configured in
// .env.local is not taken for "unset" and replaced by the local backend.
const requireFromNext = createRequire(createRequire(import.meta.url).resolve("next/package.json"))
const { loadEnvConfig } = requireFromNext("@next/env")
const isDev = command[0] === "next" && command[1] === "dev"
loadEnvConfig(process.cwd(), isDev, { info() {}, error: console.error })

// The local backend is the app's dev dependency (@convergencia/local-supabase, supabase/local/) and
// runs on tsx, another one: a production install (npm ci --omit=dev) has neither, and `npm start`
// against a hosted project must run there. So both are loaded only when installed, and only the
// backend's settings (no PGlite): the backend itself runs in its own process (startBackend below).
async function optionalImport(load, specifier) {
  try {
    return await load()
  } catch (error) {
    if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(specifier)) return null
    throw error
  }
}
const tsx = await optionalImport(() => import("tsx/esm/api"), "tsx")
const localBackend =
  tsx &&
  (await optionalImport(
    () => tsx.tsImport("@convergencia/local-supabase/config", import.meta.url),
    "@convergencia/local-supabase"
  ))
if (!localBackend && !process.env.NEXT_PUBLIC_SUPABASE_URL?.trim()) {
  console.error(
    "[dev] NEXT_PUBLIC_SUPABASE_URL is not set and the local backend is not installed (a production install," +
      " npm ci --omit=dev): set the hosted project's NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY" +
      " and SUPABASE_SERVICE_ROLE_KEY, or run `npm ci` for the local backend."
  )
  process.exit(1)
}
const { LOCAL_ANON_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY, loadConfig } = localBackend ?? {}

// The local backend is recognised by its configuration, whatever name it is reached by: no project
// configured, the local backend's public address (LOCAL_SUPABASE_EXTERNAL_URL, or its host and
// port), or the local demo key. A URL set with the demo key (e.g. http://api.convergencia.test:54321,
// a name for this machine) becomes the backend's public address: e-mail links and storage URLs
// carry it.
const configuredUrl = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim() || ""
const localConfig = localBackend ? loadConfig(process.env) : null
const useLocal =
  localConfig !== null &&
  (!configuredUrl ||
    configuredUrl === localConfig.apiExternalUrl ||
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY === LOCAL_ANON_KEY)
if (useLocal && configuredUrl && configuredUrl !== localConfig.apiExternalUrl) {
  process.env.LOCAL_SUPABASE_EXTERNAL_URL = configuredUrl
  process.env.LOCAL_SUPABASE_PORT ??= new URL(configuredUrl).port || "80"
}
const LOCAL_URL = useLocal ? loadConfig(process.env).apiExternalUrl : ""
// Where this script itself asks whether the backend is up: the address it listens on.
const LOCAL_HEALTH_URL = useLocal
  ? `${localConfig.tls ? "https" : "http"}://${localConfig.host}:${process.env.LOCAL_SUPABASE_PORT ?? localConfig.port}/_local/health`
  : ""
const children = []

// The local backend accepts only its own demo keys (supabase/local/config.ts: public on purpose,
// they unlock nothing but this local server), so they replace whatever keys were set.
const backendEnv = useLocal
  ? {
      NEXT_PUBLIC_SUPABASE_URL: LOCAL_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    }
  : {}

// Signs the newsletter's unsubscribe links (lib/server-env.ts). A fixed, public value for local runs
// only, where it guards nothing but demo data; a deployment sets its own NEWSLETTER_TOKEN_SECRET.
const LOCAL_NEWSLETTER_TOKEN_SECRET = "local-newsletter-token-secret-for-development-only"
const newsletterEnv =
  useLocal && !process.env.NEWSLETTER_TOKEN_SECRET ? { NEWSLETTER_TOKEN_SECRET: LOCAL_NEWSLETTER_TOKEN_SECRET } : {}
// The same for the blog's preview links (lib/preview-token.ts); tests/e2e/blog-editor.spec.ts knows it.
const LOCAL_PREVIEW_TOKEN_SECRET = "local-preview-token-secret-for-development-only"
const previewEnv =
  useLocal && !process.env.PREVIEW_TOKEN_SECRET ? { PREVIEW_TOKEN_SECRET: LOCAL_PREVIEW_TOKEN_SECRET } : {}

// Push notifications' VAPID key pair (issue #41): generated once and kept beside the backend's data,
// or per run for an in-memory backend (scripts/lib/local-vapid.mjs); a deployment sets its own.
const vapidEnv = useLocal
  ? (await import("./lib/local-vapid.mjs")).localVapidEnv(process.env, loadConfig(process.env).dataDir)
  : {}

async function isUp() {
  try {
    const response = await fetch(LOCAL_HEALTH_URL, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

async function startBackend() {
  if (process.env.LOCAL_BACKEND_REUSE !== "0" && (await isUp())) {
    console.log(`[dev] using the local backend already running at ${LOCAL_URL}`)
    return
  }
  const backend = spawn(process.execPath, ["--import", "tsx", "supabase/local/main.ts"], {
    stdio: "inherit",
    env: process.env,
  })
  children.push(backend)
  backend.on("exit", (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[dev] the local backend exited with code ${code}`)
      shutdown(code)
    }
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (await isUp()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.error("[dev] the local backend did not answer within 120 s")
  shutdown(1)
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  setTimeout(() => process.exit(code), 300)
}

// The local run also gets the MailRelay stand-in (tests/stand-ins/mailrelay.ts) when no MailRelay
// account is configured, so every MailRelay button works in a demo and in e2e.
const MAILRELAY_STAND_IN_URL = `http://127.0.0.1:${process.env.MAILRELAY_STAND_IN_PORT ?? 54329}`
const mailrelayEnv = {}

async function standInUp() {
  try {
    const response = await fetch(`${MAILRELAY_STAND_IN_URL}/_stand-in/requests`, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

async function startMailRelayStandIn() {
  if (!(await standInUp())) {
    const standIn = spawn(process.execPath, ["--import", "tsx", "scripts/mailrelay-stand-in.ts"], {
      stdio: "inherit",
      env: process.env,
    })
    children.push(standIn)
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && !(await standInUp())) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  Object.assign(mailrelayEnv, {
    MAILRELAY_API_URL: MAILRELAY_STAND_IN_URL,
    MAILRELAY_API_KEY: "stand-in-mailrelay-key",
    MAILRELAY_GROUP_ID: "1",
  })
}

// ---- The SMTP stand-in (issue #39): where the notification e-mails go on local runs ----------------
// A real SMTP server (tests/stand-ins/smtp.ts, run by scripts/smtp-stand-in.ts) when no SMTP
// provider is configured: the app gets its SMTP_URL, and what it sent is listed at its HTTP port.
// Fixed ports, so every local server (e2e, the two-server test) shares one: an instance already up
// is used as it is (a second start would find its ports taken).
const SMTP_STAND_IN_PORT = process.env.SMTP_STAND_IN_PORT ?? "54325"
const SMTP_STAND_IN_HTTP_URL = `http://127.0.0.1:${process.env.SMTP_STAND_IN_HTTP_PORT ?? "54324"}`
const smtpEnv = {}

async function smtpStandInUp() {
  try {
    const response = await fetch(`${SMTP_STAND_IN_HTTP_URL}/_stand-in/emails`, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false
  }
}

async function startSmtpStandIn() {
  if (!(await smtpStandInUp())) {
    const standIn = spawn(process.execPath, ["--import", "tsx", "scripts/smtp-stand-in.ts"], {
      stdio: "inherit",
      env: process.env,
    })
    children.push(standIn)
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && !(await smtpStandInUp())) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  // The stand-in's fixed, public credentials (tests/stand-ins/smtp.ts): they guard nothing but loopback.
  smtpEnv.SMTP_URL = `smtp://stand-in:stand-in-password@127.0.0.1:${SMTP_STAND_IN_PORT}`
}

// ---- The Web Push stand-in (issue #41): only when a test run asks for it -------------------------
// A real browser subscribes at its own push service (FCM, Mozilla, Apple), which the app reaches
// with the local VAPID keys, so a demo needs no stand-in. Tests do: a synthetic subscription
// pointing at tests/stand-ins/push-service.ts (run by scripts/push-stand-in.ts) lets them read and
// decrypt what the app pushed. So it starts only when PUSH_STAND_IN=1 (scripts/e2e-server.mjs sets
// it), on HTTPS with the test certificate, which the app must trust (NODE_EXTRA_CA_CERTS, as the
// e2e server sets it). Fixed port (PUSH_STAND_IN_PORT, 54326): an instance already up is used.
const PUSH_STAND_IN_URL = `https://127.0.0.1:${process.env.PUSH_STAND_IN_PORT ?? "54326"}`

function pushStandInUp() {
  return new Promise((resolve) => {
    // Only "is something of ours listening": the certificate is checked by the app's own requests.
    const req = httpsRequest(
      `${PUSH_STAND_IN_URL}/_stand-in/rejections`,
      { rejectUnauthorized: false, timeout: 1000 },
      (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      }
    )
    req.on("error", () => resolve(false))
    req.on("timeout", () => req.destroy())
    req.end()
  })
}

async function startPushStandIn() {
  if (await pushStandInUp()) return
  const standIn = spawn(process.execPath, ["--import", "tsx", "scripts/push-stand-in.ts"], {
    stdio: "inherit",
    env: process.env,
  })
  children.push(standIn)
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && !(await pushStandInUp())) await new Promise((resolve) => setTimeout(resolve, 200))
}

// Which address absolute links will carry, said before the app's own "ready on" line.
// (A TypeScript module, so said where tsx is installed: not in a production install.)
if (tsx) {
  const { servesApp, siteUrlNotice } = await tsx.tsImport("./lib/site-url-notice.ts", import.meta.url)
  if (servesApp(command)) console.log(siteUrlNotice(process.env))
}

if (useLocal) await startBackend()
if (useLocal && !process.env.MAILRELAY_API_URL && !process.env.MAILRELAY_API_KEY) await startMailRelayStandIn()
if (useLocal && !process.env.SMTP_URL?.trim() && !process.env.SMTP_HOST?.trim()) await startSmtpStandIn()
if (useLocal && process.env.PUSH_STAND_IN === "1") await startPushStandIn()

// ---- Due work (issue #30): scheduled posts and the outboxes' retries, no outside cron needed ----
// POST /api/cron runs them for whoever holds CRON_SECRET: for local runs a fixed, public value, like
// the secrets above; a deployment sets its own. `npm start` runs server.mjs, which ticks by itself;
// `next dev` has no server of ours around it, so this process ticks for it, at the port next dev
// listens on (lib/scheduler/ticker.mjs, DUE_WORK_INTERVAL_SECONDS).
const LOCAL_CRON_SECRET = "local-cron-secret-for-development-only"
const cronEnv = useLocal && !process.env.CRON_SECRET?.trim() ? { CRON_SECRET: LOCAL_CRON_SECRET } : {}
if (isDev) {
  const { nextDevAddress, startDueWorkTickerFromEnv } = await import("../lib/scheduler/ticker.mjs")
  const { port, hostname } = nextDevAddress(command.slice(2), process.env)
  startDueWorkTickerFromEnv({ port, hostname, env: { ...process.env, ...cronEnv } })
}
// ---- end of due work ----------------------------------------------------------------------------

const app = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  shell: process.platform === "win32",
  env: {
    ...process.env,
    ...backendEnv,
    ...newsletterEnv,
    ...previewEnv,
    ...vapidEnv,
    ...mailrelayEnv,
    ...smtpEnv,
    ...cronEnv,
    PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  },
})
children.push(app)
app.on("exit", (code) => shutdown(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(0))
