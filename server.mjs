#!/usr/bin/env node
// The production server (`npm start`): Next's own request handler, plus what `next start` cannot
// do, a script policy without 'unsafe-inline' on pages that stay prerendered and cached
// (lib/security/script-policy.mjs). Takes next start's options: -p, -H, --keepAliveTimeout.
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { createServer as createTlsServer } from "node:https"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

import compression from "compression"

import { pinClientAddress, trustedProxyHops } from "./lib/security/client-address.mjs"
import { startDueWorkTickerFromEnv } from "./lib/scheduler/ticker.mjs"
import {
  ACTION_BODY_LIMIT_BYTES,
  callableActionIds,
  escapeMalformedPath,
  guardActionBody,
  isActionRequest,
  refuseUnknownMethod,
} from "./lib/security/request-guard.mjs"
import { applyScriptPolicy, staticShellSources } from "./lib/security/script-policy.mjs"

// Serves a production build, as next start does; set before Next is loaded.
process.env.NODE_ENV = "production"
const { default: next } = await import("next")

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT ?? "3000" },
    hostname: { type: "string", short: "H", default: process.env.HOSTNAME ?? "0.0.0.0" },
    keepAliveTimeout: { type: "string" },
  },
})
const port = Number(values.port)
const hostname = values.hostname
const dir = path.dirname(fileURLToPath(import.meta.url))

// No hostname for Next: it builds its own URLs (the proxy's request.url) on localhost, and
// another host here would make the proxy's rewrites look external, a second HTTP request.
const app = next({ dev: false, dir, port })
const handle = app.getRequestHandler()
await app.prepare()

const shellSources = staticShellSources(path.join(dir, ".next"))
// The ids a client may post as server actions: the build's, less its "use cache" functions.
const callableActions = callableActionIds(path.join(dir, ".next"))
// Turnstile's script is allowed only where the captcha is shown (the sign-in, sign-up and
// recovery tabs of /auth), and only when it is configured.
const captchaConfigured = Boolean(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim())
const showsCaptcha = (url = "") => /^\/auth(?:[?#]|$)/.test(url)
// next.config.ts turns Next's compression off: it would compress before the policy reads a page.
const compress = compression()
// How many proxies in front of this server append to X-Forwarded-For (README, "Security").
const proxyHops = trustedProxyHops()

function serve(req, res) {
  compress(req, res, () => {
    applyScriptPolicy(req, res, { shellSources, captcha: captchaConfigured && showsCaptcha(req.url) })
    handle(req, res).catch((error) => fail(res, error))
  })
}

function fail(res, error) {
  console.error("[server]", error)
  if (!res.headersSent) res.statusCode = 500
  res.end()
}

// Usually a proxy in front terminates TLS; given a certificate, this server serves HTTPS itself
// (the browser tests do: scripts/lib/e2e-tls.mjs).
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : null
const protocol = tls ? "https" : "http"

function answer(req, res) {
  // Before anything reads it: the rate limits key on this address, and a client could forge the header.
  pinClientAddress(req, proxyHops)
  // Next fetches an action's redirect target from this very server at the forwarded protocol: behind
  // a proxy that terminates TLS that is https to a plain-http socket, which fails ("failed to get
  // redirect response") and costs the member a round trip. Our absolute URLs come from the configured
  // site (absoluteUrl, lib/site.ts), never from this header, so it says how this socket is reached instead.
  req.headers["x-forwarded-proto"] = protocol
  // Bad methods, addresses and action bodies are the client's fault, which Next would answer with
  // a 500 (lib/security/request-guard.mjs): they get their 405, 404, 403, 400 or 413 here instead.
  if (refuseUnknownMethod(req, res)) return
  escapeMalformedPath(req)
  if (!isActionRequest(req)) return serve(req, res)
  guardActionBody(req, res, ACTION_BODY_LIMIT_BYTES, callableActions).then(
    (answered) => answered || serve(req, res),
    (error) => fail(res, error)
  )
}
const server = tls ? createTlsServer(tls, answer) : createServer(answer)
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout)
server.listen(port, hostname, () => {
  console.log(`▲ Next.js production server on ${protocol}://${hostname}:${port}`)
  // Scheduled posts and the outboxes' retries, run by this server itself: POST /api/cron every
  // DUE_WORK_INTERVAL_SECONDS with CRON_SECRET (lib/scheduler/ticker.mjs; README, "Due work").
  startDueWorkTickerFromEnv({ port, hostname, protocol })
})

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close()
    app.close().finally(() => process.exit(0))
  })
}
