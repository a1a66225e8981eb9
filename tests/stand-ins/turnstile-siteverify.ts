import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

/** Cloudflare's documented Turnstile test secrets and the token its test widgets produce. */
export const TURNSTILE_TEST = {
  passSecret: "1x0000000000000000000000000000000AA",
  failSecret: "2x0000000000000000000000000000000AA",
  spentSecret: "3x0000000000000000000000000000000AA",
  passSiteKey: "1x00000000000000000000AA",
  blockSiteKey: "2x00000000000000000000AB",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const

export interface SiteverifyRequest {
  secret: string | null
  response: string | null
  remoteip: string | null
}

export interface TurnstileStandIn {
  /** The siteverify URL to configure (e.g. `auth.turnstileVerifyUrl`). */
  url: string
  /** Every verification received, oldest first. */
  requests: SiteverifyRequest[]
  /** Answers the next `times` verifications as Cloudflare does a bad token (invalid-input-response). */
  rejectNext(times?: number): void
  close(): Promise<void>
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString("utf8")
  if ((req.headers["content-type"] ?? "").includes("application/json")) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>
      return new URLSearchParams(
        Object.entries(parsed).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : []))
      )
    } catch {
      return new URLSearchParams()
    }
  }
  return new URLSearchParams(text)
}

function answer(request: SiteverifyRequest) {
  const now = new Date().toISOString()
  if (!request.secret) return { success: false, "error-codes": ["missing-input-secret"] }
  if (!request.response) return { success: false, "error-codes": ["missing-input-response"] }
  switch (request.secret) {
    case TURNSTILE_TEST.passSecret:
      return { success: true, "error-codes": [], challenge_ts: now, hostname: "example.com", action: "", cdata: "" }
    case TURNSTILE_TEST.failSecret:
      return { success: false, "error-codes": ["invalid-input-response"] }
    case TURNSTILE_TEST.spentSecret:
      return { success: false, "error-codes": ["timeout-or-duplicate"] }
    default:
      return { success: false, "error-codes": ["invalid-input-secret"] }
  }
}

/**
 * A loopback stand-in for `challenges.cloudflare.com/turnstile/v0/siteverify` that answers the
 * documented test secrets the way Cloudflare does, so captcha paths run without network.
 */
export async function startTurnstileStandIn(options: { port?: number } = {}): Promise<TurnstileStandIn> {
  const requests: SiteverifyRequest[] = []
  let rejections = 0
  const server = createServer((req, res) => {
    void (async () => {
      // Test control (the e2e server has no other handle on this process): POST /_stand-in/reject-next.
      if (req.method === "POST" && req.url === "/_stand-in/reject-next") {
        rejections += 1
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: true }))
        return
      }
      if (req.method !== "POST") {
        res
          .writeHead(405, { "Content-Type": "application/json" })
          .end(JSON.stringify({ success: false, "error-codes": ["bad-request"] }))
        return
      }
      const form = await readForm(req)
      const request = { secret: form.get("secret"), response: form.get("response"), remoteip: form.get("remoteip") }
      requests.push(request)
      const rejected = rejections > 0 && Boolean(request.secret) && Boolean(request.response)
      if (rejected) rejections -= 1
      const body = rejected ? { success: false, "error-codes": ["invalid-input-response"] } : answer(request)
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body))
    })()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    rejectNext(times = 1) {
      rejections += times
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
