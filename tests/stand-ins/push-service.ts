import { createPublicKey, randomUUID, verify } from "node:crypto"
import { createServer, type Server } from "node:https"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local Web Push service for the tests (issue #41): what FCM, Mozilla's autopush or Apple's
 * service are to a real subscription, spoken over HTTPS as RFC 8030 (the push protocol) and
 * RFC 8292 (VAPID) describe, so the app's sender (web-push) is exercised on the wire, keys,
 * signatures and encryption included. It does not decrypt: the test holds the subscription's keys
 * (tests/helpers/web-push-decrypt.ts).
 *
 *  - POST /push/{id}                 a push message for subscription {id} (any id is a subscription:
 *                                    the tests make their own). Requires `TTL`, `Content-Encoding:
 *                                    aes128gcm` when there is a body (≤ 4096 bytes), and
 *                                    `Authorization: vapid t=<JWT>, k=<public key>` whose ES256 JWT
 *                                    verifies against k, with aud = this service's origin, exp in the
 *                                    future (≤ 24 h) and a sub. Answers 201 with a Location, or the
 *                                    status forced for the id (404, 410).
 *  - GET /_stand-in/messages         JSON, oldest first (`?subscription=<id>` keeps one's): see PushMessageJson
 *  - DELETE /_stand-in/messages      forgets them all (and the rejections)
 *  - GET /_stand-in/rejections       JSON: the requests refused, with why (for a failing test's message)
 *  - PUT /_stand-in/subscriptions/{id}  {"status": 404 | 410 | 201}: how the id answers from now on
 *                                    (404/410: the subscription expired or was unsubscribed; 201: normal)
 *
 * HTTPS only, as real push services are (web-push refuses nothing else, and a subscription's
 * endpoint is always https): the test certificate (scripts/lib/e2e-tls.mjs), which the app trusts
 * through NODE_EXTRA_CA_CERTS.
 */

/** The fixed port for the e2e server's instance (scripts/push-stand-in.ts, with-local-backend). */
export const PUSH_STAND_IN = { port: 54326 } as const

/** RFC 8030 §7.2: a push service must accept at least 4096 bytes of payload. */
export const MAX_PAYLOAD_BYTES = 4096
/** RFC 8292 §2: exp no more than 24 hours after the request. */
const MAX_JWT_LIFETIME_S = 24 * 60 * 60
const KEEP = 500
const URGENCIES = ["very-low", "low", "normal", "high"]
const ID = /^[A-Za-z0-9_-]{1,200}$/

export interface PushMessage {
  id: string
  subscription: string
  /** When the stand-in received it (ISO). */
  receivedAt: string
  ttl: number
  urgency: string | null
  topic: string | null
  /** The encrypted body as sent (RFC 8188 / RFC 8291 aes128gcm record). */
  body: Buffer
  /** The verified VAPID claims and the application server's public key (base64url). */
  vapid: { sub: string; aud: string; exp: number; k: string }
}

/** A message as GET /_stand-in/messages lists it: the body in base64url. */
export type PushMessageJson = Omit<PushMessage, "body"> & { body: string }

export interface PushRejection {
  subscription: string
  status: number
  reason: string
  receivedAt: string
}

export interface PushStandIn {
  /** https://host:port: the aud the JWTs must carry, and the controls' origin. */
  url: string
  port: number
  /** A subscription endpoint on this service. */
  endpoint(id: string): string
  messages: PushMessage[]
  rejections: PushRejection[]
  /** How an id answers from now on: 404 or 410 (gone), or 201 (normal). */
  answer(id: string, status: 201 | 404 | 410): void
  close(): Promise<void>
}

export interface PushStandInOptions {
  /** The TLS certificate and key (PEM). */
  tls: { cert: string | Buffer; key: string | Buffer }
  /** 0 (default) for any free port. */
  port?: number
  host?: string
  /** The origin the app reaches it by (default https://{host}:{port}): JWTs' aud must equal it. */
  origin?: string
  onMessage?: (message: PushMessage) => void
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string
  ) {
    super(reason)
  }
}

const fromBase64Url = (value: string) => Buffer.from(value, "base64url")
const isBase64Url = (value: string) => /^[A-Za-z0-9_-]+$/.test(value)

/** `vapid t=…, k=…` (RFC 8292 §3): the scheme's parameters, or a refusal. */
function vapidParameters(header: string | undefined): { t: string; k: string } {
  if (!header) throw new Refusal(401, "no Authorization header")
  const match = /^vapid\s+(.*)$/i.exec(header.trim())
  if (!match) throw new Refusal(401, `Authorization is not the vapid scheme: ${header.slice(0, 40)}`)
  const params: Record<string, string> = {}
  for (const part of match[1]!.split(",")) {
    const eq = part.indexOf("=")
    if (eq > 0) params[part.slice(0, eq).trim().toLowerCase()] = part.slice(eq + 1).trim()
  }
  if (!params.t || !params.k) throw new Refusal(401, "vapid needs both t and k")
  return { t: params.t, k: params.k }
}

/**
 * Verifies the JWT (RFC 7515 compact, ES256, RFC 8292 §2) against k, an uncompressed P-256 point
 * in base64url (RFC 8292 §3.2), and its claims against this service. Returns the claims.
 */
export function verifyVapid(t: string, k: string, origin: string, nowSeconds = Date.now() / 1000) {
  if (!isBase64Url(k)) throw new Refusal(403, "k is not base64url")
  const point = fromBase64Url(k)
  if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(403, "k is not an uncompressed P-256 point")
  let key
  try {
    key = createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    })
  } catch {
    throw new Refusal(403, "k is not a point on P-256")
  }
  const parts = t.split(".")
  if (parts.length !== 3 || !parts.every(isBase64Url)) throw new Refusal(403, "t is not a compact JWS")
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string]
  let header: { alg?: unknown; typ?: unknown }
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown }
  try {
    header = JSON.parse(fromBase64Url(headerPart).toString("utf8")) as typeof header
    claims = JSON.parse(fromBase64Url(claimsPart).toString("utf8")) as typeof claims
  } catch {
    throw new Refusal(403, "the JWT's header or claims are not JSON")
  }
  if (header.alg !== "ES256") throw new Refusal(403, `the JWT's alg is ${String(header.alg)}, not ES256`)
  // JWS ES256 signatures are r || s, 32 bytes each (RFC 7518 §3.4), not DER.
  const signature = fromBase64Url(signaturePart)
  const signed = Buffer.from(`${headerPart}.${claimsPart}`, "ascii")
  if (signature.length !== 64 || !verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)) {
    throw new Refusal(403, "the JWT's signature does not verify against k")
  }
  if (claims.aud !== origin) throw new Refusal(403, `aud is ${String(claims.aud)}, not ${origin}`)
  if (typeof claims.exp !== "number" || !Number.isFinite(claims.exp)) throw new Refusal(403, "exp is missing")
  if (claims.exp <= nowSeconds) throw new Refusal(403, "the JWT has expired")
  if (claims.exp > nowSeconds + MAX_JWT_LIFETIME_S + 60) throw new Refusal(403, "exp is more than 24 hours away")
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Refusal(403, "sub must be a mailto: or https: contact")
  }
  return { sub: claims.sub, aud: claims.aud, exp: claims.exp, k }
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new Refusal(413, `the payload is over ${MAX_PAYLOAD_BYTES} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
  res.end(JSON.stringify(body))
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

export const messageJson = (message: PushMessage): PushMessageJson => ({
  ...message,
  body: message.body.toString("base64url"),
})

export async function startPushStandIn(options: PushStandInOptions): Promise<PushStandIn> {
  const host = options.host ?? "127.0.0.1"
  const messages: PushMessage[] = []
  const rejections: PushRejection[] = []
  const forced = new Map<string, 404 | 410>()
  let origin = options.origin ?? ""

  async function push(req: IncomingMessage, res: ServerResponse, subscription: string) {
    const receivedAt = new Date().toISOString()
    try {
      const gone = forced.get(subscription)
      if (gone) {
        // The body is read anyway, so the client sees the answer rather than a reset.
        await readBody(req, Number.POSITIVE_INFINITY)
        res.writeHead(gone, { "Content-Type": "text/plain; charset=utf-8" })
        return res.end(gone === 410 ? "push subscription has unsubscribed or expired" : "no such subscription")
      }
      const ttlHeader = header(req, "ttl")
      if (ttlHeader === undefined || !/^\d{1,10}$/.test(ttlHeader.trim())) {
        throw new Refusal(400, "TTL is missing or not a whole number of seconds (RFC 8030 §5.2)")
      }
      const urgency = header(req, "urgency")?.trim() ?? null
      if (urgency !== null && !URGENCIES.includes(urgency)) throw new Refusal(400, `unknown Urgency ${urgency}`)
      const topic = header(req, "topic")?.trim() ?? null
      if (topic !== null && (topic.length > 32 || !isBase64Url(topic))) {
        throw new Refusal(400, "Topic must be at most 32 base64url characters (RFC 8030 §5.4)")
      }
      const { t, k } = vapidParameters(header(req, "authorization"))
      const vapid = verifyVapid(t, k, origin)
      const body = await readBody(req, MAX_PAYLOAD_BYTES)
      if (body.length > 0 && header(req, "content-encoding")?.trim().toLowerCase() !== "aes128gcm") {
        throw new Refusal(415, `Content-Encoding must be aes128gcm, not ${header(req, "content-encoding") ?? "absent"}`)
      }
      const message: PushMessage = {
        id: randomUUID(),
        subscription,
        receivedAt,
        ttl: Number(ttlHeader),
        urgency,
        topic,
        body,
        vapid,
      }
      messages.push(message)
      if (messages.length > KEEP) messages.splice(0, messages.length - KEEP)
      options.onMessage?.(message)
      res.writeHead(201, { Location: `${origin}/message/${message.id}`, TTL: String(message.ttl) })
      res.end()
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500
      const reason = error instanceof Error ? error.message : String(error)
      rejections.push({ subscription, status, reason, receivedAt })
      if (rejections.length > KEEP) rejections.splice(0, rejections.length - KEEP)
      if (!res.headersSent) json(res, status, { error: reason })
      // The rest of a refused upload is drained, so the client reads the answer instead of a reset.
      if (!req.complete) req.resume()
    }
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === "/_stand-in/messages" && req.method === "GET") {
      const only = url.searchParams.get("subscription")
      return json(res, 200, (only ? messages.filter((m) => m.subscription === only) : messages).map(messageJson))
    }
    if (url.pathname === "/_stand-in/messages" && req.method === "DELETE") {
      messages.length = 0
      rejections.length = 0
      res.writeHead(204)
      return res.end()
    }
    if (url.pathname === "/_stand-in/rejections" && req.method === "GET") return json(res, 200, rejections)
    const subscription = /^\/_stand-in\/subscriptions\/([^/]+)$/.exec(url.pathname)?.[1]
    if (subscription && ID.test(subscription) && req.method === "PUT") {
      let status: unknown
      try {
        status = (JSON.parse((await readBody(req, 1000)).toString("utf8")) as { status?: unknown }).status
      } catch {
        status = undefined
      }
      if (status !== 201 && status !== 404 && status !== 410) {
        return json(res, 400, { error: 'send {"status": 404 | 410 | 201}' })
      }
      answer(subscription, status)
      return json(res, 200, { subscription, status })
    }
    json(res, 404, { error: "not found" })
  }

  function answer(id: string, status: 201 | 404 | 410) {
    if (status === 201) forced.delete(id)
    else forced.set(id, status)
  }

  const server: Server = createServer({ cert: options.tls.cert, key: options.tls.key }, (req, res) => {
    const url = new URL(req.url ?? "/", "https://stand-in")
    const subscription = /^\/push\/([^/]+)$/.exec(url.pathname)?.[1]
    const handled =
      subscription !== undefined && ID.test(subscription) && req.method === "POST"
        ? push(req, res, subscription)
        : url.pathname.startsWith("/_stand-in/")
          ? control(req, res, url)
          : Promise.resolve(json(res, 404, { error: "not found" }))
    handled.catch((error: unknown) => {
      console.error("[push-stand-in]", error)
      if (!res.headersSent) json(res, 500, { error: "stand-in failure" })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const hostInUrl = host.includes(":") ? `[${host}]` : host
  origin ||= `https://${hostInUrl}:${port}`
  return {
    url: origin,
    port,
    endpoint: (id) => `${origin}/push/${id}`,
    messages,
    rejections,
    answer,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
