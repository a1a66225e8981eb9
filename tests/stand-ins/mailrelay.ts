import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local MailRelay API v1 stand-in for tests and the local demo: the routes the app uses, the
 * X-AUTH-TOKEN check, and switches to fail with a status, hang, or answer malformed JSON. E-mails
 * sent through POST /api/v1/send_emails are kept and shown to people at /_stand-in/emails (newest
 * first) and to tests at /_stand-in/emails/latest?to=<address> (JSON).
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

/** An e-mail received through POST /api/v1/send_emails, as the app sent it. */
export interface ReceivedEmail {
  id: number
  receivedAt: string
  from: { email: string; name: string }
  to: string[]
  subject: string
  html: string
  text: string
  headers: Record<string, string>
}

export interface MailRelayStandIn {
  /** The account URL to configure as MAILRELAY_API_URL (the client appends /api/v1). */
  url: string
  requests: RecordedRequest[]
  /** Fails the next `times` API calls (default: every call until `recover()`). */
  fail(mode: FailureMode, times?: number): void
  recover(): void
  subscribers: Map<number, { id: number; email: string; name: string; status: string; group_ids: number[] }>
  /** Every e-mail received, oldest first. */
  emails: ReceivedEmail[]
  close(): Promise<void>
}

const str = (value: unknown) => (typeof value === "string" ? value : "")

function readEmail(id: number, body: unknown): ReceivedEmail | null {
  const input = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
  const from = (input.from && typeof input.from === "object" ? input.from : {}) as Record<string, unknown>
  const to = Array.isArray(input.to)
    ? input.to.map((entry) => str((entry as Record<string, unknown> | null)?.email)).filter(Boolean)
    : []
  const subject = str(input.subject)
  if (!str(from.email) || to.length === 0 || !subject || (!str(input.html_part) && !str(input.text_part))) return null
  const headers = Object.fromEntries(
    Object.entries((input.headers && typeof input.headers === "object" ? input.headers : {}) as object).map(
      ([name, value]) => [name, str(value)]
    )
  )
  return {
    id,
    receivedAt: new Date().toISOString(),
    from: { email: str(from.email), name: str(from.name) },
    to,
    subject,
    html: str(input.html_part),
    text: str(input.text_part),
    headers,
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch)

/** The text part with its addresses as links: what a developer needs to follow a confirmation. */
function emailsPage(emails: readonly ReceivedEmail[]) {
  const items = [...emails]
    .reverse()
    .map((email) => {
      const text = escapeHtml(email.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      const headers = Object.entries(email.headers)
        .map(([name, value]) => `<div><code>${escapeHtml(name)}: ${escapeHtml(value)}</code></div>`)
        .join("")
      return `<li>
  <div><strong>${escapeHtml(email.subject)}</strong> → ${escapeHtml(email.to.join(", "))} <small>(de ${escapeHtml(email.from.email)}, ${escapeHtml(email.receivedAt)})</small></div>
  ${headers}
  <pre>${text}</pre>
</li>`
    })
    .join("\n")
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>E-mails enviados (MailRelay local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin:1.5rem 0}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f4;padding:.75rem}</style>
</head><body>
<h1>E-mails enviados pelo app</h1>
<p>O que o app enviou pelo MailRelay local (mais recentes primeiro). Em produção, estes e-mails saem pelo MailRelay.</p>
${emails.length ? `<ul>${items}</ul>` : "<p>Nenhum e-mail ainda.</p>"}
</body></html>`
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
  options: { port?: number; host?: string; apiKey?: string; onEmail?: (email: ReceivedEmail) => void } = {}
): Promise<MailRelayStandIn> {
  const apiKey = options.apiKey ?? MAILRELAY_STAND_IN.apiKey
  const requests: RecordedRequest[] = []
  const emails: ReceivedEmail[] = []
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
      if (url.pathname === "/_stand-in/emails") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        return res.end(emailsPage(emails))
      }
      if (url.pathname === "/_stand-in/emails/latest") {
        const to = (url.searchParams.get("to") ?? "").toLowerCase()
        const email = emails.findLast((candidate) => candidate.to.some((address) => address.toLowerCase() === to))
        return email ? send(res, 200, email) : send(res, 404, { error: "No e-mail for this address" })
      }
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
      if (path === "/api/v1/send_emails" && req.method === "POST") {
        const email = readEmail(emails.length + 1, body)
        if (!email)
          return send(res, 422, { errors: { base: ["from, to, subject and html_part or text_part are required"] } })
        emails.push(email)
        options.onEmail?.(email)
        return send(res, 200, { id: email.id, status: "queued" })
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
    emails,
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
