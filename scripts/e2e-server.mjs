#!/usr/bin/env node
// What Playwright's webServer runs: a fresh in-memory local backend with the demo data and the
// production build (`server.mjs`, as `npm start`). Settings for the e2e run live here, in one place.
import { spawn } from "node:child_process"

import { E2E_CRON_SECRET, E2E_SITE_URL, E2E_SUPABASE_URL, PORTS } from "./lib/e2e-hosts.mjs"
import { e2eTlsEnv } from "./lib/e2e-tls.mjs"

const env = {
  ...process.env,
  // The app and the backend by the names members would use (scripts/lib/e2e-hosts.mjs), over
  // HTTPS (scripts/lib/e2e-tls.mjs); both listen on 127.0.0.1.
  ...e2eTlsEnv(),
  NEXT_PUBLIC_SITE_URL: E2E_SITE_URL,
  NEXT_PUBLIC_SUPABASE_URL: E2E_SUPABASE_URL,
  LOCAL_SUPABASE_EXTERNAL_URL: E2E_SUPABASE_URL,
  LOCAL_SUPABASE_DATA_DIR: "memory://",
  LOCAL_SUPABASE_SITE_URL: E2E_SITE_URL,
  LOCAL_SUPABASE_REDIRECT_ALLOW_LIST: `${E2E_SITE_URL}/**`,
  // Many tests sign in from one IP; a dedicated test lowers these to prove the limits work.
  LOCAL_SUPABASE_RATE_LIMIT_SIGNUP: "1000",
  LOCAL_SUPABASE_RATE_LIMIT_SIGNIN: "1000",
  LOCAL_SUPABASE_RATE_LIMIT_RECOVER: "1000",
  LOCAL_SUPABASE_RATE_LIMIT_VERIFY: "1000",
  // One auth e-mail per address and kind every 30 s instead of a minute, in the auth server and in
  // the app's copy alike: the spec that asks again after the wait waits 30 s, not 60.
  LOCAL_SUPABASE_SMTP_MAX_FREQUENCY: "30",
  // bcrypt at its least cost: the suite signs up and signs in hundreds of people on the server's
  // two cores, ~0.2 s of CPU each at GoTrue's 10 (supabase/local/config.ts, bcryptCost).
  LOCAL_SUPABASE_BCRYPT_COST: "4",
  AUTH_EMAIL_INTERVAL_SECONDS: "30",
  // Every footer sign-up of the suite comes from 127.0.0.1; the per-e-mail limit stays at its default.
  NEWSLETTER_RATE_LIMIT_PER_IP: "1000",
  // Every post the suite opens reports its view from 127.0.0.1 too (app/api/views/route.ts).
  VIEWS_RATE_LIMIT_PER_IP: "1000",
  // …and every certificate page it opens counts its lookup from there too (lib/rate-limit/certificates.ts).
  CERTIFICATES_RATE_LIMIT_PER_IP: "1000",
  LOCAL_BACKEND_REUSE: "0",
  // The scheduler's secret for POST /api/cron and /api/mailrelay/sync (tests/e2e/authorization-matrix.spec.ts).
  CRON_SECRET: E2E_CRON_SECRET,
  // The app's own scheduler is off here: the MailRelay specs drive the outbox with the admin's buttons
  // and must see a row stay "Pendente" until they press them. It runs on the isolated server
  // (scripts/e2e-isolated-server.ts), where tests/e2e/scheduler.spec.ts watches a post go public.
  DUE_WORK_INTERVAL_SECONDS: "0",
  // An "at once" notification e-mail waits this long for her to read it in the bell (300 s in real
  // life); the notification specs then run POST /api/cron {"only": ["notifications"]} themselves.
  NOTIFICATION_EMAIL_DELAY_SECONDS: "3",
  // The Web Push stand-in (scripts/push-stand-in.ts) beside the others: specs may save a
  // subscription whose endpoint is E2E_PUSH_STAND_IN_URL and read what the app pushed to it.
  PUSH_STAND_IN: "1",
}
// Idle keep-alive sockets stay open longer than the test clients keep them, so a request never
// races the server closing its connection (an occasional ECONNRESET otherwise).
const KEEP_ALIVE_MS = "75000"
const child = spawn(
  process.execPath,
  [
    "scripts/with-local-backend.mjs",
    "node",
    "server.mjs",
    "-p",
    String(PORTS.app),
    "-H",
    "127.0.0.1",
    "--keepAliveTimeout",
    KEEP_ALIVE_MS,
  ],
  {
    stdio: "inherit",
    env,
  }
)
child.on("exit", (code) => process.exit(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
