#!/usr/bin/env node
// Two production servers from one build, against one backend, behind a round-robin proxy (issue
// #34): what tests/multi-server/ checks, as a load balancer in front of several instances would
// serve the site. Playwright's webServer (playwright.multi-server.config.ts) starts it; `npm test`
// runs it after the other browser tests, whose servers have stopped by then (same ports).
//
//   node scripts/multi-server.mjs
//
// The proxy answers at the address the build was made for (E2E_SITE_URL, port 3100), since the
// servers refuse actions from another origin; the two servers listen on loopback only. A request
// with `x-instance: 0` or `1` goes to that server (so a test can save through one and read from
// the other); any other request goes to the next server in turn. Each answer says which server
// served it in `x-served-by`.
import { spawn } from "node:child_process"
import { request } from "node:http"
import { createServer } from "node:https"

import { E2E_CRON_SECRET, E2E_SITE_URL, E2E_SUPABASE_URL, PORTS } from "./lib/e2e-hosts.mjs"
import { e2eTlsEnv, e2eTlsOptions } from "./lib/e2e-tls.mjs"
import { INSTANCE_PORTS, SIGN_IN_MAX_FAILURES } from "./lib/multi-server.mjs"

const inner = process.argv[2] === "--servers"

if (!inner) {
  // The backend (fresh, in memory, with the demo data), its keys and the stand-ins come from
  // with-local-backend.mjs, as for the main e2e server; it then runs this file again for the servers.
  const child = spawn(
    process.execPath,
    ["scripts/with-local-backend.mjs", "node", "scripts/multi-server.mjs", "--servers"],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        ...e2eTlsEnv(),
        NEXT_PUBLIC_SITE_URL: E2E_SITE_URL,
        NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
        LOCAL_SUPABASE_EXTERNAL_URL: E2E_SUPABASE_URL,
        LOCAL_SUPABASE_DATA_DIR: "memory://",
        LOCAL_SUPABASE_SITE_URL: E2E_SITE_URL,
        LOCAL_SUPABASE_REDIRECT_ALLOW_LIST: `${E2E_SITE_URL}/**`,
        // The auth server's own limits stay out of the way: the app's, shared by both servers, is checked.
        LOCAL_SUPABASE_RATE_LIMIT_SIGNIN: "1000",
        LOCAL_SUPABASE_RATE_LIMIT_VERIFY: "1000",
        AUTH_SIGNIN_MAX_FAILURES: String(SIGN_IN_MAX_FAILURES),
        // Behind one proxy: each server takes the client's address from the header the proxy appends.
        TRUSTED_PROXY_HOPS: "1",
        LOCAL_BACKEND_REUSE: "0",
        CRON_SECRET: E2E_CRON_SECRET,
        DUE_WORK_INTERVAL_SECONDS: "0",
      },
    }
  )
  child.on("exit", (code) => process.exit(code ?? 0))
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
} else {
  await startServers()
}

async function startServers() {
  const servers = INSTANCE_PORTS.map((port) =>
    spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "75000"], {
      stdio: "inherit",
      // The proxy terminates TLS, as a load balancer does: behind it, the servers speak plain HTTP.
      env: { ...process.env, TLS_CERT_FILE: "", TLS_KEY_FILE: "" },
    })
  )
  let stopping = false
  const stop = (code = 0) => {
    stopping = true
    for (const server of servers) if (server.exitCode === null) server.kill("SIGTERM")
    proxy.close()
    setTimeout(() => process.exit(code), 300)
  }
  for (const server of servers) server.on("exit", (code) => stopping || stop(code || 1))
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0))

  let next = 0
  const proxy = createServer(e2eTlsOptions(), (req, res) => {
    const pinned = Number(req.headers["x-instance"])
    const index = pinned === 0 || pinned === 1 ? pinned : next++ % INSTANCE_PORTS.length
    delete req.headers["x-instance"]
    const forwarded = req.headers["x-forwarded-for"]
    const upstream = request(
      {
        host: "127.0.0.1",
        port: INSTANCE_PORTS[index],
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          // What a load balancer adds: the client's address, appended (TRUSTED_PROXY_HOPS=1).
          "x-forwarded-for": [forwarded, req.socket.remoteAddress].filter(Boolean).join(", "),
          "x-forwarded-proto": "https",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) })
        answer.pipe(res)
      }
    )
    upstream.on("error", (error) => {
      console.error("[multi-server proxy]", error.message)
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  proxy.keepAliveTimeout = 75_000

  // Both servers answer before the proxy listens: Playwright waits for the proxy's address.
  const deadline = Date.now() + 120_000
  for (const port of INSTANCE_PORTS) {
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (Date.now() > deadline) {
        console.error(`[multi-server] the server on port ${port} did not answer within 120 s`)
        stop(1)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  proxy.listen(PORTS.app, "127.0.0.1", () =>
    console.log(`[multi-server] ${E2E_SITE_URL} → 127.0.0.1:${INSTANCE_PORTS.join(", 127.0.0.1:")} (round robin)`)
  )
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok
  } catch {
    return false
  }
}
