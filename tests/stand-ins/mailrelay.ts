import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local MailRelay API v1 stand-in for tests and the local demo: the routes the app uses, the
 * X-AUTH-TOKEN check, and switches to fail with a status, hang, or answer malformed JSON.
 */

export const MAILRELAY_STAND_IN = { apiKey: "stand-in-mailrelay-key", groupId: 1 } as const

export interface RecordedRequest {
  method: string
  path: string
  body: unknown
}

export type FailureMode = ({ kind: "status"; status: number } | { kind: "timeout" } | { kind: "garbage" }) & {
  /** Only requests whose path or body contains this text fail (tests share one stand-in). */
  match?: string
}

export interface MailRelayStandIn {
  /** The account URL to configure as MAILRELAY_API_URL (the client appends /api/v1). */
  url: string
  requests: RecordedRequest[]
  /** Fails the next `times` API calls (default: every call until `recover()`). */
  fail(mode: FailureMode, times?: number): void
  recover(): void
  subscribers: Map<number, { id: number; email: string; name: string; status: string; group_ids: number[] }>
  close(): Promise<void>
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString("utf8")
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" })
  res.end(JSON.stringify(body))
}

export async function startMailRelayStandIn(
  options: { port?: number; host?: string; apiKey?: string } = {}
): Promise<MailRelayStandIn> {
  const apiKey = options.apiKey ?? MAILRELAY_STAND_IN.apiKey
  const requests: RecordedRequest[] = []
  const subscribers: MailRelayStandIn["subscribers"] = new Map()
  const groups = [{ id: MAILRELAY_STAND_IN.groupId, name: "Newsletter", description: "", subscribers_count: 0 }]
  let failure: FailureMode | null = null
  let failuresLeft = Infinity
  let nextId = 1000
  const hanging = new Set<ServerResponse>()

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in")
      const body = await readJson(req)
      if (url.pathname === "/_stand-in/fail" && req.method === "POST") {
        const mode = body as FailureMode & { times?: number }
        failure = mode
        failuresLeft = mode.times ?? Infinity
        return send(res, 200, { ok: true })
      }
      if (url.pathname === "/_stand-in/recover" && req.method === "POST") {
        failure = null
        return send(res, 200, { ok: true })
      }
      if (url.pathname === "/_stand-in/requests") return send(res, 200, requests)
      requests.push({ method: req.method ?? "GET", path: `${url.pathname}${url.search}`, body })
      const matches = !failure?.match || `${url.pathname} ${JSON.stringify(body)}`.includes(failure.match)
      if (failure && failuresLeft > 0 && matches) {
        const mode = failure
        failuresLeft -= 1
        if (failuresLeft <= 0) failure = null
        if (mode.kind === "timeout") {
          hanging.add(res)
          res.on("close", () => hanging.delete(res))
          return
        }
        if (mode.kind === "garbage") {
          res.writeHead(200, { "Content-Type": "application/json" })
          return res.end("{not json <html>")
        }
        return send(res, mode.status, { error: `Stand-in failure ${mode.status}` })
      }
      if (req.headers["x-auth-token"] !== apiKey) return send(res, 401, { error: "Invalid API key" })
      const path = url.pathname
      if (path === "/api/v1/groups" && req.method === "GET") {
        const perPage = Number(url.searchParams.get("per_page") ?? groups.length)
        return send(res, 200, groups.slice(0, Math.max(perPage, 0)))
      }
      if (path === "/api/v1/subscribers/sync" && req.method === "POST") {
        const input = (body ?? {}) as { email?: unknown; name?: unknown; status?: unknown; group_ids?: unknown }
        if (typeof input.email !== "string" || !input.email.includes("@")) {
          return send(res, 422, { errors: { email: ["is invalid"] } })
        }
        const existing = [...subscribers.values()].find((s) => s.email === input.email)
        const record = {
          id: existing?.id ?? nextId++,
          email: input.email,
          name: typeof input.name === "string" ? input.name : "",
          status: typeof input.status === "string" ? input.status : "active",
          group_ids: Array.isArray(input.group_ids) ? input.group_ids.filter((g) => typeof g === "number") : [],
        }
        subscribers.set(record.id, record)
        return send(res, 200, record)
      }
      const match = /^\/api\/v1\/subscribers\/(\d+)$/.exec(path)
      if (match) {
        const id = Number(match[1])
        const record = subscribers.get(id)
        if (!record) return send(res, 404, { error: "Not found" })
        if (req.method === "GET") return send(res, 200, record)
        if (req.method === "PATCH") {
          const patch = (body ?? {}) as Record<string, unknown>
          if (typeof patch.status === "string") record.status = patch.status
          if (typeof patch.name === "string") record.name = patch.name
          return send(res, 200, record)
        }
        if (req.method === "DELETE") {
          subscribers.delete(id)
          res.writeHead(204)
          return res.end()
        }
      }
      send(res, 404, { error: "Not found" })
    })()
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    requests,
    subscribers,
    fail(mode, times) {
      failure = mode
      failuresLeft = times ?? Infinity
    },
    recover() {
      failure = null
    },
    async close() {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
