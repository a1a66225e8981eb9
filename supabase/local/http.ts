import type { IncomingMessage, ServerResponse } from "node:http"
import { isIP } from "node:net"

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLargeError(`body larger than ${limit} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString("utf8")
}

const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Content-Type",
  "Location",
  "Range-Unit",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "Preference-Applied",
].join(", ")

/**
 * CORS as Kong/PostgREST/GoTrue answer it, so the browser client on localhost:3000 can read counts
 * and error codes; only for `allowed` origins, since credentials are allowed with them.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: (origin: string) => boolean) {
  const origin = req.headers.origin
  if (origin) {
    res.setHeader("Vary", "Origin")
    // No Access-Control-Allow-Origin at all: the browser keeps the answer from that page.
    if (!allowed(origin)) return
    res.setHeader("Access-Control-Allow-Origin", origin)
    res.setHeader("Access-Control-Allow-Credentials", "true")
  } else {
    res.setHeader("Access-Control-Allow-Origin", "*")
  }
  res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS)
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  res.statusCode = 204
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD")
  res.setHeader(
    "Access-Control-Allow-Headers",
    req.headers["access-control-request-headers"] ??
      "apikey, authorization, x-client-info, content-type, accept-profile, content-profile, prefer, range"
  )
  res.setHeader("Access-Control-Max-Age", "86400")
  res.end()
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body)
  res.statusCode = status
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.end(text)
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.statusCode = status
  res.setHeader("Content-Type", "text/html; charset=utf-8")
  res.end(html)
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)
}

/** A textual IP in one canonical form (IPv4-mapped IPv6 as plain IPv4), or null when it is none. */
export function normalizeIp(value: string): string | null {
  // A zone (fe80::1%eth0) names the local interface, not the peer.
  const text = value.trim().replace(/%.*$/, "")
  const version = isIP(text)
  if (version === 4) return text
  if (version !== 6) return null
  const canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1)
  // The URL parser writes IPv4-mapped addresses in hex (::ffff:7f00:1): back to dotted form.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!mapped) return canonical
  const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join(".")
}

/**
 * The caller's address. With no trusted proxy (`hops` 0) it is the socket peer: X-Forwarded-For is
 * whatever the client wrote. Behind `hops` trusted proxies it is the hops-th entry from the right of
 * X-Forwarded-For, since each proxy appends the peer it saw and only the right-most entries were
 * written by them. A shorter chain or an entry that is no IP falls back to the socket peer, which is
 * coarse (the proxy) but never spoofable.
 */
export function clientIp(req: IncomingMessage, hops: number): string {
  const peer = normalizeIp(req.socket.remoteAddress ?? "") ?? "unknown"
  if (hops <= 0) return peer
  const header = req.headers["x-forwarded-for"]
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = chain.length >= hops ? chain[chain.length - hops]! : null
  return (entry !== null && normalizeIp(entry)) || peer
}
