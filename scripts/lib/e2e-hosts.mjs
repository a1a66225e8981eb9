// The addresses the browser tests use. Members reach the site by a domain, not by a loopback
// address, so the suite does too: the app at convergencia.test and the local backend (whose URL
// is in every storage and image URL) at api.convergencia.test, both on this machine. Node finds
// them through /etc/hosts (ensureE2eHosts, called by `npm test`), Chromium through
// --host-resolver-rules (chromiumHostArgs, in playwright.config.ts). Over HTTPS, with a certificate
// made for these names (scripts/lib/e2e-tls.mjs). A loopback address that still shows up in a page, a
// feed or an e-mail is a defect (tests/e2e/no-loopback.spec.ts).
import { lookup } from "node:dns/promises"
import { appendFileSync, readFileSync } from "node:fs"

export const APP_HOST = "convergencia.test"
export const API_HOST = "api.convergencia.test"
export const E2E_HOSTS = [APP_HOST, API_HOST]

export const PORTS = {
  app: 3100,
  backend: 54321,
  // The second server (scripts/e2e-isolated-server.ts): captcha on, a backend tests may stop.
  isolatedApp: 3101,
  isolatedBackend: 54331,
  isolatedSiteverify: 54341,
  isolatedControl: 54342,
  mailRelayStandIn: Number(process.env.MAILRELAY_STAND_IN_PORT ?? 54329),
  // The SMTP stand-in (scripts/smtp-stand-in.ts): SMTP, and the HTTP side tests read it through.
  smtpStandIn: Number(process.env.SMTP_STAND_IN_PORT ?? 54325),
  smtpStandInHttp: Number(process.env.SMTP_STAND_IN_HTTP_PORT ?? 54324),
  // The Web Push stand-in (scripts/push-stand-in.ts, tests/stand-ins/push-service.ts): HTTPS.
  pushStandIn: Number(process.env.PUSH_STAND_IN_PORT ?? 54326),
}

// The due-work route's secret on the e2e servers (POST /api/cron): a public test value.
export const E2E_CRON_SECRET = "e2e-cron-secret-not-for-production"

export const E2E_SITE_URL = `https://${APP_HOST}:${PORTS.app}`
export const E2E_SUPABASE_URL = `https://${API_HOST}:${PORTS.backend}`
export const E2E_ISOLATED_SITE_URL = `https://${APP_HOST}:${PORTS.isolatedApp}`
export const E2E_ISOLATED_SUPABASE_URL = `https://${API_HOST}:${PORTS.isolatedBackend}`
// Test-only control endpoints are not part of what a member sees: they stay on loopback.
export const E2E_ISOLATED_CONTROL_URL = `http://127.0.0.1:${PORTS.isolatedControl}`
export const E2E_SITEVERIFY_URL = `http://127.0.0.1:${PORTS.isolatedSiteverify}`
export const E2E_MAILRELAY_STAND_IN_URL = `http://127.0.0.1:${PORTS.mailRelayStandIn}`
// What the notification e-mails' SMTP stand-in received: GET /_stand-in/emails?to=<address> (JSON).
export const E2E_SMTP_STAND_IN_URL = `http://127.0.0.1:${PORTS.smtpStandInHttp}`
// The push service the e2e server's pushes reach: a subscription whose endpoint is
// `${E2E_PUSH_STAND_IN_URL}/push/<id>` gets them; GET /_stand-in/messages?subscription=<id> lists
// them (JSON). HTTPS with the test certificate; loopback, like the other stand-ins: only the
// server calls it, never the browser.
export const E2E_PUSH_STAND_IN_URL = `https://127.0.0.1:${PORTS.pushStandIn}`

/**
 * Chromium flags: both names resolve to this machine, and the test certificate
 * (scripts/lib/e2e-tls.mjs), which no authority signed, is accepted.
 */
export function chromiumHostArgs() {
  return [
    `--host-resolver-rules=${E2E_HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(",")}`,
    "--ignore-certificate-errors",
  ]
}

async function resolvesToLoopback(host) {
  try {
    const { address } = await lookup(host, { family: 4 })
    return address === "127.0.0.1"
  } catch {
    return false
  }
}

/**
 * Makes both names resolve to 127.0.0.1 for Node (Playwright's web-server checks, the servers
 * reaching the backend by its public URL, the specs' own requests): appends them to /etc/hosts
 * when they do not resolve yet and this process may write it (root, as in CI); otherwise says
 * which line to add. Returns false when a name still does not resolve.
 */
export async function ensureE2eHosts({ log = console.log } = {}) {
  const missing = []
  for (const host of E2E_HOSTS) if (!(await resolvesToLoopback(host))) missing.push(host)
  if (missing.length === 0) return true
  const line = `127.0.0.1 ${missing.join(" ")}`
  try {
    const current = readFileSync("/etc/hosts", "utf8")
    appendFileSync("/etc/hosts", `${current.endsWith("\n") ? "" : "\n"}${line}\n`)
    log(`=== added "${line}" to /etc/hosts (the browser tests reach the app by these names)`)
  } catch {
    console.error(
      `The browser tests reach the app by name: add this line to /etc/hosts (as root) and run again:\n${line}`
    )
    return false
  }
  for (const host of missing) if (!(await resolvesToLoopback(host))) return false
  return true
}
