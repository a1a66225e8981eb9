/**
 * The local backend's browser and network boundary: which origins may read its answers (CORS and
 * the Realtime upgrade), and the developer-only endpoints that answer only on this machine.
 */
import { networkInterfaces } from "node:os"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { LocalSupabase } from "../../server.ts"
import { startAuthServer } from "../fixtures/local-auth/harness.ts"

const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address

let local: LocalSupabase
let everywhere: LocalSupabase

beforeAll(async () => {
  ;[local, everywhere] = await Promise.all([
    startAuthServer(
      {},
      {
        siteUrl: "https://convergencia.example",
        redirectAllowList: ["https://*.preview.example/**", "http://localhost:3000/**"],
      }
    ),
    // Listening on every interface, as in a container: the developer tools must still stay local.
    // (with the demo secret, only when told so: tests/contract/listen.contract.test.ts).
    startAuthServer({}, { host: "0.0.0.0", trustedProxyHops: 1, allowDemoSecretOnNetwork: true }),
  ])
})

afterAll(async () => {
  await Promise.all([local?.close(), everywhere?.close()])
})

const settings = (origin?: string) =>
  fetch(`${local.url}/auth/v1/settings`, {
    headers: { apikey: local.config.anonKey, ...(origin ? { Origin: origin } : {}) },
  })

const preflight = (origin: string) =>
  fetch(`${local.url}/rest/v1/profiles`, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "apikey" },
  })

describe("CORS", () => {
  it.each([
    "http://localhost:3000",
    "http://localhost:51234",
    "http://127.0.0.1:8080",
    "https://convergencia.example",
    "https://pr-12.preview.example",
  ])("lets %s read answers, with credentials", async (origin) => {
    for (const response of [await settings(origin), await preflight(origin)]) {
      expect(response.headers.get("access-control-allow-origin")).toBe(origin)
      expect(response.headers.get("access-control-allow-credentials")).toBe("true")
      expect(response.headers.get("vary")).toContain("Origin")
    }
  })

  it.each([
    "https://evil.example",
    "http://localhost.evil.example",
    "https://convergencia.example.evil.example",
    "https://a.b.preview.example",
    "null",
    "http://convergencia.example",
  ])("answers %s without any CORS grant", async (origin) => {
    for (const response of [await settings(origin), await preflight(origin)]) {
      expect(response.headers.get("access-control-allow-origin")).toBeNull()
      expect(response.headers.get("access-control-allow-credentials")).toBeNull()
    }
  })

  it("keeps the wildcard, without credentials, for callers that send no Origin", async () => {
    const response = await settings()
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    expect(response.headers.get("access-control-allow-credentials")).toBeNull()
  })

  it("refuses a Realtime upgrade from a foreign page, and accepts the site's", async () => {
    const upgrade = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(
          `${local.url.replace("http", "ws")}/realtime/v1/websocket?apikey=${local.config.anonKey}&vsn=2.0.0`,
          { origin }
        )
        ws.on("open", () => {
          ws.terminate()
          resolve(101)
        })
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0))
        ws.on("error", () => resolve(0))
      })
    expect(await upgrade("https://evil.example")).toBe(403)
    expect(await upgrade("http://localhost:3000")).toBe(101)
  })
})

describe("developer endpoints are loopback-only", () => {
  const port = () => new URL(everywhere.url).port

  it("answers /_outbox and /_local on 127.0.0.1", async () => {
    const outbox = await fetch(`http://127.0.0.1:${port()}/_outbox`)
    expect(outbox.status).toBe(200)
    expect(await outbox.text()).toContain("Caixa de saída local")
    expect((await fetch(`http://127.0.0.1:${port()}/_local/health`)).status).toBe(200)
  })

  it.skipIf(!lanAddress)("refuses them to another machine, while the APIs still answer", async () => {
    const base = `http://${lanAddress}:${port()}`
    for (const path of ["/_outbox", "/_outbox/messages", "/_outbox/latest?email=a@example.com", "/_local/health"]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(403)
      expect(await response.json()).toEqual({ message: "only reachable from this machine" })
    }
    expect((await fetch(`${base}/auth/v1/health`, { headers: { apikey: everywhere.config.anonKey } })).status).toBe(200)
  })

  it("refuses them to a remote visitor that a proxy on this machine forwards", async () => {
    const forwarded = await fetch(`http://127.0.0.1:${port()}/_outbox/messages`, {
      headers: { "X-Forwarded-For": "203.0.113.7" },
    })
    expect(forwarded.status).toBe(403)
    const local = await fetch(`http://127.0.0.1:${port()}/_outbox/messages`, {
      headers: { "X-Forwarded-For": "127.0.0.1" },
    })
    expect(local.status).toBe(200)
  })
})
