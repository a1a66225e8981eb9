/**
 * sendPush against a real HTTPS server speaking the push service's side of RFC 8030 (the e2e test
 * certificate, trusted through the agent): what web-push sends (TTL, aes128gcm, a VAPID
 * Authorization for the key pair) and how each answer is read: 201 sent, 404 and 410 gone, any
 * other status or no answer failed.
 */
import { readFileSync } from "node:fs"
import { Agent, createServer, type Server } from "node:https"
import type { AddressInfo } from "node:net"
import webpush from "web-push"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { sendPush } from "@/lib/push/send"
import { ensureE2eCertificate } from "@/scripts/lib/e2e-tls.mjs"

interface Received {
  path: string
  headers: Record<string, string | string[] | undefined>
  bytes: number
}

const received: Received[] = []
let server: Server
let origin: string
let agent: Agent
const vapidKeys = webpush.generateVAPIDKeys()
const vapid = { ...vapidKeys, subject: "mailto:push@convergencia.test" }

// A browser's keys: web-push only needs them to encrypt.
const { publicKey: p256dh } = webpush.generateVAPIDKeys()
const auth = Buffer.alloc(16, 7).toString("base64url")

beforeAll(async () => {
  const { cert, key } = ensureE2eCertificate()
  const certificate = readFileSync(cert)
  server = createServer({ cert: certificate, key: readFileSync(key) }, (request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, bytes: Buffer.concat(chunks).length })
      const status = Number(/\/push\/(\d{3})$/.exec(request.url ?? "")?.[1] ?? 201)
      response.writeHead(status, status === 201 ? { Location: "/messages/1" } : {}).end(status === 201 ? "" : "não")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  agent = new Agent({ ca: certificate })
})

afterAll(async () => {
  agent?.destroy()
  await new Promise((resolve) => server?.close(resolve))
})

const target = (path: string) => ({ endpoint: `${origin}${path}`, p256dh, auth })

describe("sendPush", () => {
  it("posts the encrypted payload with TTL, urgency and VAPID, and reads 201 as sent", async () => {
    const outcome = await sendPush(target("/push/ok"), '{"title":"Olá"}', vapid, { agent, ttlSeconds: 600 })
    expect(outcome).toEqual({ status: "sent", statusCode: 201 })
    const request = received.at(-1)!
    expect(request.path).toBe("/push/ok")
    expect(request.headers.ttl).toBe("600")
    expect(request.headers.urgency).toBe("normal")
    expect(request.headers["content-encoding"]).toBe("aes128gcm")
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`)
    )
    // Encrypted: header (86 bytes), the payload and its delimiter, the 16-byte tag; never the text.
    expect(request.bytes).toBeGreaterThan(86 + 16)
  })

  it("reads 404 and 410 as gone", async () => {
    expect(await sendPush(target("/push/404"), "{}", vapid, { agent })).toEqual({ status: "gone", statusCode: 404 })
    expect(await sendPush(target("/push/410"), "{}", vapid, { agent })).toEqual({ status: "gone", statusCode: 410 })
  })

  it("reads another status, or no answer, as failed with the reason, without throwing", async () => {
    expect(await sendPush(target("/push/503"), "{}", vapid, { agent })).toEqual({
      status: "failed",
      statusCode: 503,
      error: expect.stringMatching(/^503/),
    })
    const refused = await sendPush({ endpoint: "https://127.0.0.1:9/push/x", p256dh, auth }, "{}", vapid, { agent })
    expect(refused).toEqual({ status: "failed", statusCode: null, error: expect.stringMatching(/ECONNREFUSED/) })
  })
})
