#!/usr/bin/env node
// Runs a command (next dev / node server.mjs) against the embedded local backend when the app is not
// configured for a hosted Supabase project: starts supabase/local if it is not already up,
// waits until it answers, and stops it again when the command exits.
import { spawn } from "node:child_process"
import process from "node:process"

const LOCAL_URL = "http://127.0.0.1:54321"
const command = process.argv.slice(2)
if (command.length === 0) {
  console.error("usage: node scripts/with-local-backend.mjs <command> [args...]")
  process.exit(2)
}

const configuredUrl = process.env.NEXT_PUBLIC_SUPABASE_URL
const useLocal = !configuredUrl || configuredUrl === LOCAL_URL
const children = []

async function isUp() {
  try {
    const response = await fetch(`${LOCAL_URL}/_local/health`, { signal: AbortSignal.timeout(1000) })
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

if (useLocal) await startBackend()
if (useLocal && !process.env.MAILRELAY_API_URL && !process.env.MAILRELAY_API_KEY) await startMailRelayStandIn()
const app = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  shell: process.platform === "win32",
  env: {
    ...process.env,
    ...mailrelayEnv,
    PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  },
})
children.push(app)
app.on("exit", (code) => shutdown(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(0))
