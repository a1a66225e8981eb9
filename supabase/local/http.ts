import type { IncomingMessage, ServerResponse } from "node:http"

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

/** CORS as Kong/PostgREST/GoTrue answer it, so the browser client on localhost:3000 can read counts and error codes. */
export function applyCors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin
  res.setHeader("Access-Control-Allow-Origin", origin ?? "*")
  if (origin) {
    res.setHeader("Vary", "Origin")
    res.setHeader("Access-Control-Allow-Credentials", "true")
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

export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"]
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim()
  return first || req.socket.remoteAddress || "unknown"
}
