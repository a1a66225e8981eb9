import { readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { createServer as createTlsServer } from "node:https"
import { handleAuth, handleOutbox } from "./auth/index.ts"
import { demoSecretListenRefusal, loadConfig, type LocalConfig } from "./config.ts"
import type { LocalContext, RouteHandler } from "./context.ts"
import { LocalDatabase } from "./db.ts"
import { passGateway } from "./gateway.ts"
import { answerPreflight, applyCors, sendJson } from "./http.ts"
import { verifyJwt } from "./jwt.ts"
import { fromLoopback, isAllowedOrigin } from "./origins.ts"
import { attachRealtime, prepareRealtime } from "./realtime/index.ts"
import { handleRest } from "./rest/index.ts"
import { handleStorage, prepareStorage } from "./storage/index.ts"

export interface LocalSupabase {
  url: string
  config: LocalConfig
  db: LocalDatabase
  close(): Promise<void>
}

/** Developer tools that read every e-mail or reset the database: this machine only. */
const LOOPBACK_ONLY = new Set(["/_outbox", "/_local"])

/** The methods Kong, PostgREST, GoTrue and Storage serve; TRACE and the rest get 405, as there. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

/**
 * Whether the request names this server by a loopback name or the configured external host. A
 * page elsewhere can point its own name at 127.0.0.1 (DNS rebinding) and then read the developer
 * tools as "same-origin"; the Host it sends is still its own name, refused here.
 */
export function namesThisServer(host: string | undefined, config: LocalConfig): boolean {
  if (!host) return false
  let hostname: string
  try {
    hostname = new URL(`http://${host}`).hostname
  } catch {
    return false
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]") return true
  if (/^127\.\d+\.\d+\.\d+$/.test(hostname)) return true
  const named = [config.apiExternalUrl, `http://${config.host}`].map((url) => {
    try {
      return new URL(url).hostname
    } catch {
      return null
    }
  })
  return named.includes(hostname)
}

const ROUTES: Array<[prefix: string, handler: RouteHandler]> = [
  ["/rest/v1", handleRest],
  ["/auth/v1", handleAuth],
  ["/storage/v1", handleStorage],
  ["/_outbox", handleOutbox],
  ["/_local", handleMaintenance],
]

/** Starts the local Supabase-compatible server; resolves once it accepts connections. */
export async function startLocalSupabase(overrides: Partial<LocalConfig> = {}): Promise<LocalSupabase> {
  const config = loadConfig(process.env, overrides)
  const refusal = demoSecretListenRefusal(config)
  if (refusal) throw new Error(`[local-supabase] ${refusal}`)
  const log = (line: string) => {
    if (!config.quiet) console.log(`[local-supabase] ${line}`)
  }
  const db = await LocalDatabase.open(config, { afterMigrate: [prepareRealtime, prepareStorage], log })
  // An in-memory database remembers its start already (LocalDatabase.open).
  if ((config.dataDir === "memory://" && !db.hasSnapshot) || process.env.LOCAL_SUPABASE_SNAPSHOT === "1")
    await db.takeSnapshot()
  const ctx: LocalContext = { config, db, log }

  const answer = (req: IncomingMessage, res: ServerResponse) => void route(req, res, ctx)
  const server = config.tls
    ? createTlsServer({ cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) }, answer)
    : createServer(answer)
  const closeRealtime = attachRealtime(server, ctx)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : config.port
  return {
    url: `${config.tls ? "https" : "http"}://${config.host}:${port}`,
    config,
    db,
    async close() {
      await closeRealtime()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}

async function route(req: IncomingMessage, res: ServerResponse, ctx: LocalContext) {
  applyCors(req, res, (origin) => isAllowedOrigin(ctx.config, origin))
  if (req.method === "OPTIONS") return answerPreflight(req, res)
  if (!METHODS.includes(req.method ?? ""))
    return sendJson(res, 405, { message: "method not allowed" }, { Allow: METHODS.join(", ") })
  let url: URL
  try {
    url = new URL(req.url ?? "/", "http://local")
  } catch {
    return sendJson(res, 400, { message: "bad request URL" })
  }
  const refusal = passGateway(req, url, ctx.config)
  if (refusal) return sendJson(res, refusal.status, refusal.body, refusal.headers)
  const match = ROUTES.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
  try {
    if (!match) return sendJson(res, 404, { message: "no route matched with those values" })
    if (LOOPBACK_ONLY.has(match[0]) && !fromLoopback(req, ctx.config))
      return sendJson(res, 403, { message: "only reachable from this machine" })
    if (LOOPBACK_ONLY.has(match[0]) && !namesThisServer(req.headers.host, ctx.config))
      return sendJson(res, 403, { message: "only reachable through a local host name" })
    await match[1](req, res, url, url.pathname.slice(match[0].length) || "/", ctx)
  } catch (error) {
    // Never a stack trace to the client: the handlers map expected errors themselves.
    console.error("[local-supabase] unexpected error", error)
    if (!res.headersSent)
      sendJson(res, 500, { code: "PGRST000", message: "internal server error", details: null, hint: null })
    else res.end()
  }
}

/** Test-support endpoints, service role only: health check and reset to the boot snapshot. */
async function handleMaintenance(
  req: IncomingMessage,
  res: ServerResponse,
  _url: URL,
  path: string,
  ctx: LocalContext
) {
  if (path === "/health") return sendJson(res, 200, { status: "ok" })
  const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, "") ?? ""
  const claims = await verifyJwt(bearer, ctx.config.jwtSecret).catch(() => null)
  if (claims?.role !== "service_role") return sendJson(res, 401, { message: "service role required" })
  if (path === "/reset" && req.method === "POST") {
    await ctx.db.restoreSnapshot()
    return sendJson(res, 200, { status: "reset" })
  }
  sendJson(res, 404, { message: "not found" })
}
