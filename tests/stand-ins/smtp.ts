import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"

/**
 * A local SMTP provider for the demo and the tests (issue #39): a real SMTP server (smtp-server)
 * that requires AUTH PLAIN or LOGIN with one user and password, parses every message it accepts
 * (mailparser) and keeps it. STARTTLS is off: it listens on loopback only, and the app's SMTP_URL
 * says smtp://. Beside it, an HTTP server for people and tests:
 *  - GET /                        a pt-BR page listing what was received (newest first), with its links
 *  - GET /_stand-in/emails        JSON, oldest first: [{ id, to, from, subject, text, html, headers, date, links }]
 *                                 (`?to=<address>` keeps one recipient's; header names lower-case)
 *  - DELETE /_stand-in/emails     forgets them all
 *  - POST /_stand-in/password     {"password": "…"}: the provider rotates the credentials, so the
 *                                 app's configured password stops working until it is set back.
 */

/** The stand-in's fixed, public credentials and ports (scripts/smtp-stand-in.ts, with-local-backend). */
export const SMTP_STAND_IN = {
  user: "stand-in",
  password: "stand-in-password",
  smtpPort: 54325,
  httpPort: 54324,
} as const

export interface ReceivedMail {
  id: number
  /** The envelope's recipients (RCPT TO), lower-case. */
  to: string[]
  /** The From header as written ("Name <address>"). */
  from: string
  subject: string
  text: string
  html: string
  /** Every header once (the first of repeated ones), name lower-case, value unfolded and decoded. */
  headers: Record<string, string>
  /** When the stand-in received it (ISO). */
  date: string
  /** The http(s) addresses in the text part, in order. */
  links: string[]
}

export interface SmtpStandIn {
  /** What the app's SMTP_URL should be for the current password. */
  smtpUrl: string
  /** The HTTP side's origin. */
  httpUrl: string
  smtpPort: number
  httpPort: number
  /** Every message received, oldest first. */
  emails: ReceivedMail[]
  setPassword(password: string): void
  close(): Promise<void>
}

export interface SmtpStandInOptions {
  /** 0 (default) for any free port. */
  smtpPort?: number
  httpPort?: number
  host?: string
  user?: string
  password?: string
  /** Called for each message accepted (the script prints its links). */
  onEmail?: (email: ReceivedMail) => void
}

// A long demo session must not grow without end: the oldest are forgotten past this.
const KEEP = 500

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch)

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? []

type Parsed = Awaited<ReturnType<typeof simpleParser>>

function headersOf(parsed: Parsed): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const { key, line } of parsed.headerLines) {
    if (key in headers) continue
    const decoded = parsed.headers.get(key)
    // Structured values (addresses, dates, List-* as objects) are kept as written, unfolded.
    headers[key] =
      typeof decoded === "string"
        ? decoded
        : line
            .slice(line.indexOf(":") + 1)
            .replace(/\r?\n[ \t]+/g, " ")
            .trim()
  }
  return headers
}

function page(emails: readonly ReceivedMail[]) {
  const items = [...emails]
    .reverse()
    .map((email) => {
      const text = escapeHtml(email.text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`)
      return `<li>
  <h2>${escapeHtml(email.subject || "(sem assunto)")}</h2>
  <dl>
    <dt>Para</dt><dd>${escapeHtml(email.to.join(", "))}</dd>
    <dt>De</dt><dd>${escapeHtml(email.from)}</dd>
    <dt>Recebido em</dt><dd><time datetime="${escapeHtml(email.date)}">${escapeHtml(email.date)}</time></dd>
    ${email.headers["list-unsubscribe"] ? `<dt>List-Unsubscribe</dt><dd><code>${escapeHtml(email.headers["list-unsubscribe"])}</code></dd>` : ""}
  </dl>
  <pre>${text}</pre>
</li>`
    })
    .join("\n")
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>E-mails recebidos (SMTP local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f1a17}li{margin:1.5rem 0}h2{font-size:1.1rem}dt{font-weight:bold}dd{margin:0 0 .25rem}pre{white-space:pre-wrap;word-break:break-all;background:#f4f4f4;padding:.75rem}a{color:#5b2a44}</style>
</head><body>
<h1>E-mails recebidos pelo SMTP local</h1>
<p>O que o app enviou pelo servidor SMTP local (mais recentes primeiro). Em produção, estes e-mails saem pelo provedor SMTP configurado.</p>
${emails.length ? `<ul>${items}</ul>` : "<p>Nenhum e-mail ainda.</p>"}
</body></html>`
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown
  } catch {
    return null
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
  res.end(JSON.stringify(body))
}

async function listen(
  server: {
    listen(port: number, host: string, cb: () => void): unknown
    once(event: "error", cb: (error: Error) => void): unknown
  },
  port: number,
  host: string
) {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve())
  })
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const host = options.host ?? "127.0.0.1"
  const user = options.user ?? SMTP_STAND_IN.user
  let password = options.password ?? SMTP_STAND_IN.password
  const emails: ReceivedMail[] = []
  let nextId = 1

  const smtp = new SMTPServer({
    name: "smtp-stand-in.local",
    banner: "SMTP local de desenvolvimento",
    authMethods: ["PLAIN", "LOGIN"],
    // Loopback only: credentials in clear text are acceptable here, and the app needs no certificate.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    size: 10 * 1024 * 1024,
    closeTimeout: 1_000,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user })
      callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }))
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? ""
          const email: ReceivedMail = {
            id: nextId++,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            subject: parsed.subject ?? "",
            text,
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: headersOf(parsed),
            date: new Date().toISOString(),
            links: linksOf(text),
          }
          emails.push(email)
          if (emails.length > KEEP) emails.splice(0, emails.length - KEEP)
          options.onEmail?.(email)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)))
      )
    },
  })
  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in")
      if (url.pathname === "/" && req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
        return res.end(page(emails))
      }
      if (url.pathname === "/_stand-in/emails" && req.method === "GET") {
        const to = url.searchParams.get("to")?.toLowerCase()
        return json(res, 200, to ? emails.filter((email) => email.to.includes(to)) : emails)
      }
      if (url.pathname === "/_stand-in/emails" && req.method === "DELETE") {
        emails.length = 0
        res.writeHead(204)
        return res.end()
      }
      if (url.pathname === "/_stand-in/password" && req.method === "POST") {
        const body = await readBody(req)
        const given = body && typeof body === "object" ? (body as { password?: unknown }).password : undefined
        if (typeof given !== "string" || given.length === 0 || given.length > 200)
          return json(res, 400, { error: "password must be a non-empty string" })
        password = given
        return json(res, 200, { ok: true })
      }
      json(res, 404, { error: "not found" })
    })()
  })

  await listen(smtp, options.smtpPort ?? 0, host)
  smtp.on("error", (error) => console.error("[smtp-stand-in]", error))
  try {
    await listen(http, options.httpPort ?? 0, host)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const httpPort = (http.address() as AddressInfo).port
  const hostInUrl = host.includes(":") ? `[${host}]` : host
  return {
    get smtpUrl() {
      return `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${hostInUrl}:${smtpPort}`
    },
    httpUrl: `http://${hostInUrl}:${httpPort}`,
    smtpPort,
    httpPort,
    emails,
    setPassword(next) {
      password = next
    },
    async close() {
      http.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ])
    },
  }
}
