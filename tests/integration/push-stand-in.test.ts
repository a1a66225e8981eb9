/**
 * The Web Push stand-in (tests/stand-ins/push-service.ts) as the app's sender meets it: web-push
 * sends a VAPID-signed, aes128gcm-encrypted message over HTTPS (the test certificate, trusted here
 * through the agent's `ca` as the app trusts it through NODE_EXTRA_CA_CERTS); the stand-in verifies
 * the JWT and keeps the body, which the subscription's keys decrypt. What RFC 8030/8292 require is
 * refused without it, and an id told to answer 410 or 404 does so until set back.
 */
import { createSign, generateKeyPairSync } from "node:crypto"
import { Agent, request } from "node:https"

import webpush, { WebPushError } from "web-push"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { e2eTlsOptions } from "@/scripts/lib/e2e-tls.mjs"
import { decryptPushPayload, newSubscriptionKeys } from "@/tests/helpers/web-push-decrypt"
import { type PushMessageJson, type PushStandIn, startPushStandIn } from "@/tests/stand-ins/push-service"

const tls = e2eTlsOptions()
const agent = new Agent({ ca: tls.cert })
const vapid = webpush.generateVAPIDKeys()
const SUBJECT = "mailto:contato@convergencia.example"
const PAYLOAD = {
  title: "Nova mensagem de Ana Ção",
  body: "Olá!",
  url: "https://convergencia.example/mensagens",
  tag: "n1",
}

let standIn: PushStandIn
beforeAll(async () => {
  standIn = await startPushStandIn({ tls })
})
afterAll(async () => {
  agent.destroy()
  await standIn?.close()
})
beforeEach(async () => {
  await call("DELETE", "/_stand-in/messages")
})

/** A raw HTTPS request to the stand-in (status, headers, body text). */
function call(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string } = {}
) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = request(`${standIn.url}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") })
      )
    })
    req.on("error", reject)
    req.end(body)
  })
}

function subscription(id: string) {
  const keys = newSubscriptionKeys()
  return { keys, subscription: { endpoint: standIn.endpoint(id), keys: { p256dh: keys.publicKey, auth: keys.auth } } }
}

function send(target: webpush.PushSubscription, payload = JSON.stringify(PAYLOAD)) {
  return webpush.sendNotification(target, payload, {
    vapidDetails: { subject: SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: 3600,
    urgency: "normal",
    agent,
  })
}

async function messagesOf(id: string) {
  const answer = await call("GET", `/_stand-in/messages?subscription=${id}`)
  expect(answer.status).toBe(200)
  return JSON.parse(answer.text) as PushMessageJson[]
}

/** A JWT signed by a fresh key, with the claims given: what web-push would not make. */
function forgedVapid(claims: Record<string, unknown>) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const jwk = publicKey.export({ format: "jwk" })
  const k = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")])
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part(claims)}`
  const signature = createSign("sha256").update(unsigned).sign({ key: privateKey, dsaEncoding: "ieee-p1363" })
  return `vapid t=${unsigned}.${signature.toString("base64url")}, k=${k.toString("base64url")}`
}

const validHeaders = (authorization: string) => ({
  TTL: "60",
  "Content-Encoding": "aes128gcm",
  "Content-Type": "application/octet-stream",
  Authorization: authorization,
})
const soon = () => Math.floor(Date.now() / 1000) + 600

describe("the push stand-in", () => {
  it("accepts web-push's message (201 with a Location), and the subscription's keys decrypt it", async () => {
    const { keys, subscription: target } = subscription("aceita")
    const result = await send(target)
    expect(result.statusCode).toBe(201)
    expect(String(result.headers.location)).toMatch(new RegExp(`^${standIn.url}/message/`))

    const [message, ...more] = await messagesOf("aceita")
    expect(more).toEqual([])
    expect(message).toMatchObject({ subscription: "aceita", ttl: 3600, urgency: "normal" })
    expect(message!.vapid).toMatchObject({ sub: SUBJECT, aud: standIn.url, k: vapid.publicKey })
    expect(decryptPushPayload(Buffer.from(message!.body, "base64url"), keys)).toEqual(PAYLOAD)
  })

  it("keeps each subscription's messages apart", async () => {
    await send(subscription("uma").subscription)
    await send(subscription("outra").subscription)
    expect((await messagesOf("uma")).map((m) => m.subscription)).toEqual(["uma"])
    expect(standIn.messages.map((m) => m.subscription)).toEqual(["uma", "outra"])
  })

  it("answers 410, then 404, for an id told so, until it is set back to 201", async () => {
    const { subscription: target } = subscription("sumiu")
    expect((await call("PUT", "/_stand-in/subscriptions/sumiu", { body: '{"status":410}' })).status).toBe(200)
    const gone = await send(target).catch((error: unknown) => error)
    expect(gone).toBeInstanceOf(WebPushError)
    expect((gone as WebPushError).statusCode).toBe(410)

    standIn.answer("sumiu", 404)
    expect(((await send(target).catch((error: unknown) => error)) as WebPushError).statusCode).toBe(404)
    expect(await messagesOf("sumiu")).toEqual([])

    await call("PUT", "/_stand-in/subscriptions/sumiu", { body: '{"status":201}' })
    expect((await send(target)).statusCode).toBe(201)
    expect(await messagesOf("sumiu")).toHaveLength(1)
  })

  it("refuses a forced status other than 404, 410 or 201", async () => {
    expect((await call("PUT", "/_stand-in/subscriptions/x", { body: '{"status":500}' })).status).toBe(400)
  })

  it("refuses a message without VAPID (401), with a JWT another key signed (403), or without TTL (400)", async () => {
    const body = Buffer.alloc(100, 1)
    const claims = { aud: standIn.url, exp: soon(), sub: SUBJECT }
    const noAuth = await call("POST", "/push/x", { headers: { TTL: "60", "Content-Encoding": "aes128gcm" }, body })
    expect(noAuth.status).toBe(401)

    const [t] = forgedVapid(claims).split(", ")
    const [, k] = forgedVapid(claims).split(", ")
    expect((await call("POST", "/push/x", { headers: validHeaders(`${t}, ${k}`), body })).status).toBe(403)

    const withoutTtl: Record<string, string> = validHeaders(forgedVapid(claims))
    delete withoutTtl.TTL
    expect((await call("POST", "/push/x", { headers: withoutTtl, body })).status).toBe(400)

    // The same request with everything in place is accepted: the refusals above are for their reason.
    expect((await call("POST", "/push/x", { headers: validHeaders(forgedVapid(claims)), body })).status).toBe(201)
    expect(standIn.rejections.map((r) => r.status)).toEqual([401, 403, 400])
  })

  it("checks the JWT's claims: aud is this origin, exp in the future and within 24 h, a sub", async () => {
    const body = Buffer.alloc(10)
    const post = (claims: Record<string, unknown>) =>
      call("POST", "/push/x", { headers: validHeaders(forgedVapid(claims)), body }).then((r) => r.status)
    expect(await post({ aud: "https://fcm.googleapis.com", exp: soon(), sub: SUBJECT })).toBe(403)
    expect(await post({ aud: standIn.url, exp: Math.floor(Date.now() / 1000) - 10, sub: SUBJECT })).toBe(403)
    expect(await post({ aud: standIn.url, exp: soon() + 2 * 24 * 3600, sub: SUBJECT })).toBe(403)
    expect(await post({ aud: standIn.url, exp: soon() })).toBe(403)
    expect(await post({ aud: standIn.url, exp: soon(), sub: SUBJECT })).toBe(201)
  })

  it("requires aes128gcm for a body, and at most 4096 bytes", async () => {
    const claims = { aud: standIn.url, exp: soon(), sub: SUBJECT }
    const aesgcm = { ...validHeaders(forgedVapid(claims)), "Content-Encoding": "aesgcm" }
    expect((await call("POST", "/push/x", { headers: aesgcm, body: Buffer.alloc(10) })).status).toBe(415)
    const big = await call("POST", "/push/x", { headers: validHeaders(forgedVapid(claims)), body: Buffer.alloc(4097) })
    expect(big.status).toBe(413)
    expect(await messagesOf("x")).toEqual([])
  })
})
