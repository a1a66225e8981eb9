// The app's own scheduler for due work (scheduled posts; later reminders and digests): every
// DUE_WORK_INTERVAL_SECONDS it POSTs /api/cron to its own server with CRON_SECRET, so `npm run dev`
// and `npm start` publish on time with no outside cron (PGlite has no pg_cron). Every app server
// runs one; the route takes a lease in the database for each tick, so one server does the work.
// Plain JavaScript: server.mjs and scripts/with-local-backend.mjs run it without a build step.

export const DEFAULT_INTERVAL_SECONDS = 30
// Soon after start, so a post that fell due while the server was down goes out at once.
const FIRST_RUN_MS = 2_000
// Longer than any run should take; a tick still waiting makes the next ones wait (no overlap).
const REQUEST_TIMEOUT_MS = 120_000
// `next dev` listens a few seconds after it was started and compiles the route on the first call.
const STARTUP_GRACE_MS = 120_000

/**
 * DUE_WORK_INTERVAL_SECONDS: seconds between two ticks (default 30); 0 turns the scheduler off.
 * @param {Record<string, string | undefined>} [env]
 */
export function dueWorkIntervalSeconds(env = process.env) {
  const raw = env.DUE_WORK_INTERVAL_SECONDS?.trim() || String(DEFAULT_INTERVAL_SECONDS)
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds > 86_400) {
    throw new Error(`DUE_WORK_INTERVAL_SECONDS must be a whole number of seconds from 0 to 86400, got "${raw}"`)
  }
  return seconds
}

/**
 * The origin the scheduler reaches its own server at: loopback when the server listens on every
 * interface (or on none named), otherwise the address it listens on.
 * @param {string | undefined} hostname
 * @param {number} port
 * @param {"http" | "https"} [protocol] https when the server serves TLS itself (server.mjs)
 */
export function ownServerOrigin(hostname, port, protocol = "http") {
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname
  return `${protocol}://${host.includes(":") ? `[${host}]` : host}:${port}`
}

/**
 * Where `next dev <args>` listens, as its own options say: -p/--port, then PORT, then 3000;
 * -H/--hostname. (Without -p or PORT, next dev moves to another port when 3000 is taken, which
 * nothing outside it can know: pass -p to run two at once.)
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 */
export function nextDevAddress(args, env = process.env) {
  let port = env.PORT?.trim() || "3000"
  let hostname
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ""
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1
    const [flag, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined]
    if (flag === "-p" || flag === "--port") port = inline ?? args[++i] ?? port
    else if (/^-p\d+$/.test(arg)) port = arg.slice(2)
    else if (flag === "-H" || flag === "--hostname") hostname = inline ?? args[++i]
  }
  return { port: Number(port), hostname }
}

/**
 * Ticks every `intervalSeconds` (and once `firstRunMs` after start): POSTs `url` with the secret
 * and `{"tickSeconds": n}`. Never overlaps itself; its timers do not keep the process alive. A
 * failure is logged once per kind (an HTTP status, a network error code) until a tick succeeds
 * again, not on every tick.
 * @param {{
 *   url: string,
 *   secret: string,
 *   intervalSeconds: number,
 *   firstRunMs?: number,
 *   startupGraceMs?: number,
 *   log?: Pick<Console, "log" | "error">,
 *   fetch?: typeof fetch,
 * }} options
 */
export function startDueWorkTicker({
  url,
  secret,
  intervalSeconds,
  firstRunMs = FIRST_RUN_MS,
  startupGraceMs = STARTUP_GRACE_MS,
  log = console,
  fetch: send = fetch,
}) {
  const startedAt = Date.now()
  const reported = new Set()
  let running = false
  let answered = false

  /** @param {string} kind @param {string} message */
  function report(kind, message) {
    if (reported.has(kind)) return
    reported.add(kind)
    log.error(`[due-work] ${message} (said once until it works again)`)
  }

  async function tick() {
    if (running) return
    running = true
    try {
      const response = await send(url, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify({ tickSeconds: Math.max(1, Math.round(intervalSeconds)) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      answered = true
      const body = await response.json().catch(() => null)
      if (!response.ok) {
        const reason = typeof body?.error === "string" ? `: ${body.error}` : ""
        report(`status ${response.status}`, `POST ${url} answered ${response.status}${reason}`)
        return
      }
      if (reported.size > 0) log.log("[due-work] running again")
      reported.clear()
      if (Array.isArray(body?.posts) && body.posts.length > 0) {
        log.log(`[due-work] published ${body.posts.map((slug) => `/convergindo/${slug}`).join(", ")}`)
      }
    } catch (error) {
      const code = String(error?.cause?.code ?? error?.name ?? "error")
      // Until the server has answered once it may still be starting: a refused connection is expected.
      if (!answered && code === "ECONNREFUSED" && Date.now() - startedAt < startupGraceMs) return
      report(code, `could not reach ${url} (${code})`)
    } finally {
      running = false
    }
  }

  const first = setTimeout(() => void tick(), firstRunMs)
  const every = setInterval(() => void tick(), intervalSeconds * 1000)
  first.unref()
  every.unref()
  return {
    tick,
    stop() {
      clearTimeout(first)
      clearInterval(every)
    },
  }
}

/**
 * Starts the scheduler for a server on `port` as the environment says (DUE_WORK_INTERVAL_SECONDS,
 * CRON_SECRET), or says once why it is off and how to turn it on. Returns the ticker, or null.
 * @param {{ port: number, hostname?: string, protocol?: "http" | "https", env?: Record<string, string | undefined>, log?: Pick<Console, "log" | "warn" | "error"> }} options
 */
export function startDueWorkTickerFromEnv({ port, hostname, protocol, env = process.env, log = console }) {
  const intervalSeconds = dueWorkIntervalSeconds(env)
  if (intervalSeconds === 0) {
    log.log("[due-work] the app's scheduler is off (DUE_WORK_INTERVAL_SECONDS=0): an outside cron must call /api/cron")
    return null
  }
  const secret = env.CRON_SECRET?.trim()
  if (!secret) {
    log.warn(
      "[due-work] the app's scheduler is off: CRON_SECRET is not set, so scheduled posts are not published " +
        "and the e-mail outboxes are not retried. Set CRON_SECRET (16+ random characters) and restart (README, " +
        '"Due work: scheduled posts and outbox retries").'
    )
    return null
  }
  const url = `${ownServerOrigin(hostname, port, protocol)}/api/cron`
  log.log(`[due-work] the app's scheduler runs every ${intervalSeconds} s (POST ${url})`)
  return startDueWorkTicker({ url, secret, intervalSeconds, log })
}
