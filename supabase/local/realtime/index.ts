import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocketServer } from "ws"
import type { LocalContext } from "../context.ts"
import type { LocalDatabase } from "../db.ts"
import { opaqueKeyJwt, passGateway, requestApiKey, type GatewayRefusal } from "../gateway.ts"
import { isAllowedOrigin } from "../origins.ts"
import { readAuthorizations, writeAuthorizations } from "./authorization.ts"
import { checkToken } from "./auth.ts"
import { clearQueue, installCapture } from "./capture.ts"
import { drainAndDispatch, MetaCache, type Listener } from "./dispatch.ts"
import type { Vsn } from "./protocol.ts"
import { Session, type SessionHost } from "./session.ts"
import { subscriptionProblem } from "./validate.ts"

const PATH = "/realtime/v1/websocket"
/** Phoenix drops a socket that stayed silent this long (clients heartbeat every 25 s). */
const IDLE_LIMIT_MS = 60_000

/** Installs what realtime needs in the database after migrations (change capture). */
export async function prepareRealtime(db: LocalDatabase): Promise<void> {
  await installCapture(db)
}

function refuse(socket: Duplex, status: string, refusal?: GatewayRefusal) {
  const body = refusal ? JSON.stringify(refusal.body) : ""
  const headers = Object.entries(refusal?.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`)
  const type = refusal ? "Content-Type: application/json; charset=utf-8\r\n" : ""
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\n${type}${headers.join("")}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  )
}

/** Serves /realtime/v1/websocket on the given HTTP server. Returns a function that closes every socket. */
export function attachRealtime(server: Server, ctx: LocalContext): () => Promise<void> {
  const sessions = new Set<Session>()
  let closed = false
  const wss = new WebSocketServer({ noServer: true, maxPayload: ctx.config.maxBodyBytes })

  const host: SessionHost = {
    jwtSecret: ctx.config.jwtSecret,
    log: ctx.log,
    validate: (subscriptions) => subscriptionProblem(ctx.db, subscriptions),
    // Changes queued while nobody listened predate this subscription: they must not reach it.
    beforeSubscribe: async () => {
      if (listeners().length === 0) await enqueue(() => clearQueue(ctx.db))
    },
    authorize: (kind, context, extensions) =>
      kind === "read"
        ? readAuthorizations(ctx.db, context, extensions)
        : writeAuthorizations(ctx.db, context, extensions),
    membersOf(topic) {
      const members = []
      for (const session of sessions) {
        const channel = session.channels.get(topic)
        if (channel) members.push({ channel, session, send: session.send.bind(session) })
      }
      return members
    },
  }

  const listeners = (): Listener[] => {
    const result: Listener[] = []
    for (const session of sessions)
      for (const channel of session.channels.values())
        if (channel.subscriptions.length > 0)
          result.push({
            channel,
            // The channel may have left while its RLS checks ran.
            send: (message) => session.channels.get(channel.topic) === channel && session.send(message),
          })
    return result
  }

  // Queue work runs one step after another so events leave in commit order.
  let draining: Promise<void> = clearQueue(ctx.db).catch(() => {})
  const enqueue = (step: () => Promise<void>) => {
    const run = draining.then(step)
    draining = run.catch((error: unknown) => ctx.log(`realtime: dispatch failed: ${String(error)}`))
    return draining
  }
  let drainQueued = false
  const cache = new MetaCache()
  const drain = () => {
    if (drainQueued) return
    drainQueued = true
    void enqueue(async () => {
      drainQueued = false
      await drainAndDispatch(ctx.db, listeners(), cache)
    })
  }
  // Nobody listening: skip the per-commit drain and only empty the queue now and then.
  let idleClear: NodeJS.Timeout | null = null
  const onCommit = () => {
    if (listeners().length > 0) return drain()
    idleClear ??= setTimeout(() => {
      idleClear = null
      if (listeners().length > 0) drain()
      else void enqueue(() => clearQueue(ctx.db))
    }, 1000).unref()
  }
  ctx.db.on("commit", onCommit)

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy())
    let url: URL
    try {
      url = new URL(req.url ?? "/", "http://local")
    } catch {
      return refuse(socket, "400 Bad Request")
    }
    // The gateway's key check comes first, as Kong's key-auth runs before Realtime sees the socket.
    const refusal = passGateway(req, url, ctx.config)
    if (refusal) return refuse(socket, "401 Unauthorized", refusal)
    if (url.pathname.replace(/\/$/, "") !== PATH) return refuse(socket, "404 Not Found")
    // WebSockets skip CORS: without this, any page could listen with the public demo keys.
    const origin = req.headers.origin
    if (origin && !isAllowedOrigin(ctx.config, origin)) return refuse(socket, "403 Forbidden")
    // An opaque key stands for its role's JWT (kong-entrypoint.sh's LUA_RT_WS_EXPR).
    const given = requestApiKey(req, url)
    const apikey = given && (opaqueKeyJwt(given, ctx.config) ?? given)
    const vsn: Vsn = url.searchParams.get("vsn") === "2.0.0" ? "2.0.0" : "1.0.0"
    void checkToken(apikey, ctx.config.jwtSecret).then((auth) => {
      if (closed) return refuse(socket, "503 Service Unavailable")
      if (!auth.ok) return refuse(socket, "403 Forbidden")
      wss.handleUpgrade(req, socket, head, (ws) => {
        const session = new Session(ws, vsn, apikey, host)
        sessions.add(session)
        ws.on("close", () => {
          sessions.delete(session)
          session.dispose()
        })
      })
    })
  }
  server.on("upgrade", onUpgrade)

  const reaper = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS
    for (const session of sessions) if (session.lastSeen < cutoff) session.terminate()
  }, IDLE_LIMIT_MS / 2)
  reaper.unref()

  return async () => {
    closed = true
    clearInterval(reaper)
    server.off("upgrade", onUpgrade)
    ctx.db.off("commit", onCommit)
    if (idleClear) clearTimeout(idleClear)
    for (const session of sessions) {
      session.terminate()
      session.dispose()
    }
    sessions.clear()
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    await draining
  }
}
