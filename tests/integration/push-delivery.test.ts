/**
 * Push notifications end to end below the browser (issue #41): a member's synthetic subscription
 * (the test's own P-256 key pair and auth secret, as a browser would make them) points at the Web
 * Push stand-in (tests/stand-ins/push-service.ts, HTTPS, VAPID verified); a notification for her;
 * the due work's part "push" runs as the scheduler runs it (runDueWork, the service role, web-push);
 * the stand-in received one message, which the test decrypts (RFC 8291, its own code) to read the
 * notification's title. Then the stand-in answers 410 (and, for another device, 404) and the next
 * run deletes that subscription.
 */
import { randomUUID } from "node:crypto"
import { globalAgent } from "node:https"
import { rootCertificates as tlsRoots } from "node:tls"

import webpush from "web-push"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"

import type { runDueWork as RunDueWorkFunction } from "@/lib/scheduler/due-work"
import { e2eTlsOptions } from "@/scripts/lib/e2e-tls.mjs"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, newPerson, type Person } from "../helpers/community"
import { decryptPushPayload, newSubscriptionKeys, type PushSubscriptionKeys } from "../helpers/web-push-decrypt"
import { type PushStandIn, startPushStandIn } from "../stand-ins/push-service"

const SITE = "https://convergencia.example"
const VAPID = webpush.generateVAPIDKeys()
const SUBJECT = "mailto:contato@convergencia.example"
type RunDueWork = typeof RunDueWorkFunction

let local: LocalSupabase
let standIn: PushStandIn
let service: Db
let runDueWork: RunDueWork

beforeAll(async () => {
  const tls = e2eTlsOptions()
  ;[local, standIn] = await Promise.all([
    startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true }),
    startPushStandIn({ tls }),
  ])
  service = clientOf(local, local.config.serviceRoleKey)
  // The app trusts the stand-in's certificate as a server started with NODE_EXTRA_CA_CERTS would:
  // web-push posts through https' global agent, whose options every request inherits.
  globalAgent.options.ca = [...tlsRoots, tls.cert.toString("utf8")]
  // The app's clients and settings are read at import: point them at this backend and these keys.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  process.env.NEXT_PUBLIC_SITE_URL = SITE
  process.env.VAPID_PUBLIC_KEY = VAPID.publicKey
  process.env.VAPID_PRIVATE_KEY = VAPID.privateKey
  process.env.VAPID_SUBJECT = SUBJECT
  delete process.env.SUPABASE_URL
  // Node 20 has no global WebSocket; the app's service-role client (realtime-js) wants one.
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket
  ;({ runDueWork } = await import("@/lib/scheduler/due-work"))
})

afterAll(async () => {
  delete globalAgent.options.ca
  await Promise.all([local?.close(), standIn?.close()])
})

/** Her device: a subscription at the stand-in with the test's own keys, saved under her session. */
async function subscribe(person: Person) {
  const id = randomUUID()
  const keys: PushSubscriptionKeys = newSubscriptionKeys()
  const { data, error } = await person.db.rpc("save_push_subscription", {
    p_endpoint: standIn.endpoint(id),
    p_p256dh: keys.publicKey,
    p_auth: keys.auth,
    p_device_name: "Chrome no Android",
  })
  if (error) throw error
  return { id, keys, rowId: data }
}

async function pushesMessages(person: Person) {
  const { error } = await person.db.rpc("save_push_preferences", { p_enabled: ["messages"] })
  if (error) throw error
}

async function notify(person: Person, title: string) {
  const { data, error } = await service
    .from("notifications")
    .insert({
      user_id: person.id,
      type: "direct_message",
      title,
      message: "Oi! Podemos conversar sobre a feira?",
      action_url: "/mensagens",
    })
    .select("id")
    .single()
  if (error) throw error
  return data.id
}

async function devicesOf(person: Person) {
  const { data, error } = await person.db.rpc("list_my_push_subscriptions")
  if (error) throw error
  return data ?? []
}

describe("the due work's push part, through the Web Push protocol", () => {
  it("delivers her notification to her device, encrypted for its keys, and the title reads back", async () => {
    const ana = await newPerson(local, "ana")
    const device = await subscribe(ana)
    await pushesMessages(ana)
    const title = `Nova mensagem de Beatriz ${randomUUID().slice(0, 6)}`
    const notificationId = await notify(ana, title)

    const result = await runDueWork(new Date(), ["push"])
    expect(result.push).toMatchObject({ queued: 1, sent: 1, failed: 0, gone: 0 })

    const received = standIn.messages.filter((message) => message.subscription === device.id)
    expect(received).toHaveLength(1)
    const [message] = received
    expect(message!.vapid).toMatchObject({ aud: standIn.url, k: VAPID.publicKey, sub: SUBJECT })
    expect(message!.ttl).toBeGreaterThan(0)
    expect(decryptPushPayload(message!.body, device.keys)).toMatchObject({
      title,
      url: `${SITE}/mensagens`,
      tag: `notification-${notificationId}`,
    })
    // Settled once: the next run sends nothing again, and the device's last delivery is recorded.
    expect((await runDueWork(new Date(), ["push"])).push).toMatchObject({ queued: 0, sent: 0 })
    expect(standIn.messages.filter((m) => m.subscription === device.id)).toHaveLength(1)
    expect((await devicesOf(ana))[0]?.last_success_at).not.toBeNull()
  })

  it("deletes a subscription the push service answers 410 for, and one it answers 404 for", async () => {
    const carla = await newPerson(local, "carla")
    const phone = await subscribe(carla)
    const laptop = await subscribe(carla)
    const kept = await subscribe(carla)
    await pushesMessages(carla)
    expect(await devicesOf(carla)).toHaveLength(3)

    standIn.answer(phone.id, 410)
    standIn.answer(laptop.id, 404)
    await notify(carla, "Nova mensagem de Dora")
    const result = await runDueWork(new Date(), ["push"])
    expect(result.push).toMatchObject({ queued: 3, sent: 1, gone: 2 })

    expect((await devicesOf(carla)).map((device) => device.id)).toEqual([kept.rowId])
    expect(standIn.messages.filter((m) => m.subscription === phone.id || m.subscription === laptop.id)).toEqual([])
    expect(decryptPushPayload(standIn.messages.find((m) => m.subscription === kept.id)!.body, kept.keys)).toMatchObject(
      { title: "Nova mensagem de Dora" }
    )
  })
})
