/**
 * The MailRelay outbox processor against the real local backend (PGlite) and the MailRelay
 * stand-in: success, failure with backoff and retry, timeout, garbage JSON, 429, two concurrent
 * runs never sending the same row twice, and nothing at all for subscribers not yet confirmed.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { processMailRelayQueue } from "@/lib/mail/mailrelay-processor"
import { MailRelayClient, MailRelayError } from "@/lib/mail/mailrelay"
import { startLocalSupabase, type LocalSupabase } from "../../supabase/local/server"
import { MAILRELAY_STAND_IN, startMailRelayStandIn, type MailRelayStandIn } from "../stand-ins/mailrelay"

let local: LocalSupabase
let standIn: MailRelayStandIn
let service: SupabaseClient<Database>
let mailrelay: MailRelayClient

beforeAll(async () => {
  ;[local, standIn] = await Promise.all([
    startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true }),
    startMailRelayStandIn(),
  ])
  service = createClient<Database>(local.url, local.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })
  mailrelay = new MailRelayClient({
    apiUrl: standIn.url,
    apiKey: MAILRELAY_STAND_IN.apiKey,
    groupId: MAILRELAY_STAND_IN.groupId,
    timeoutMs: 500,
  })
  // Settle the seed's queue so each test sees only its own rows.
  await processMailRelayQueue(service, mailrelay, { limit: 500 })
})

afterAll(async () => {
  await Promise.all([local?.close(), standIn?.close()])
})

beforeEach(() => {
  standIn.recover()
  standIn.requests.length = 0
})

/** A confirmed subscriber (an import with its consent record): only those reach MailRelay. */
async function addSubscriber(label: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`
  const { data, error } = await service
    .from("newsletter_subscribers")
    .insert({
      email,
      name: `Assinante ${label}`,
      status: "confirmed",
      consent_at: new Date().toISOString(),
      consent_source: "importacao",
    })
    .select("id")
    .single()
  if (error) throw error
  return { id: data.id, email }
}

async function subscriber(id: string) {
  const { data, error } = await service
    .from("newsletter_subscribers")
    .select("mailrelay_id, last_sync_error")
    .eq("id", id)
    .single()
  if (error) throw error
  return data
}

async function operations(entityId: string) {
  const { data, error } = await service
    .from("mailrelay_sync_log")
    .select("id, status, operation, error_message, attempts, processed_at, next_attempt_at")
    .eq("entity_id", entityId)
    .order("id")
  if (error) throw error
  return data
}

const syncCalls = (email: string) =>
  standIn.requests.filter(
    (r) => r.path === "/api/v1/subscribers/sync" && (r.body as { email?: string } | null)?.email === email
  )

describe("processMailRelayQueue", () => {
  it("completes a new subscriber: stores mailrelay_id and clears last_sync_error", async () => {
    const sub = await addSubscriber("ok")
    await service.from("newsletter_subscribers").update({ last_sync_error: "antigo" }).eq("id", sub.id)
    const result = await processMailRelayQueue(service, mailrelay)
    expect(result).toMatchObject({ completed: 1, failed: 0, stoppedEarly: false })
    const [op] = await operations(sub.id)
    expect(op).toMatchObject({ status: "completed", operation: "create", error_message: null })
    expect(op?.processed_at).not.toBeNull()
    const row = await subscriber(sub.id)
    expect(row.mailrelay_id).toMatch(/^\d+$/)
    expect(row.last_sync_error).toBeNull()
    const [call] = syncCalls(sub.email)
    expect(call?.body).toMatchObject({ status: "active", group_ids: [MAILRELAY_STAND_IN.groupId] })
  })

  it("fails on a 5xx, copies the error to the subscriber, and retries after the backoff", async () => {
    const sub = await addSubscriber("fail")
    standIn.fail({ kind: "status", status: 503 }, 1)
    const first = await processMailRelayQueue(service, mailrelay)
    expect(first).toMatchObject({ failed: 1, stoppedEarly: true })
    let [op] = await operations(sub.id)
    expect(op).toMatchObject({ status: "failed", attempts: 1 })
    expect(op?.error_message).toContain("HTTP 503")
    expect(op?.processed_at).not.toBeNull()
    expect(new Date(op!.next_attempt_at).getTime()).toBeGreaterThan(Date.now())
    expect((await subscriber(sub.id)).last_sync_error).toContain("HTTP 503")

    // Not due yet: a run right away leaves it alone.
    expect((await processMailRelayQueue(service, mailrelay)).processed).toBe(0)

    const past = new Date(Date.now() - 1000).toISOString()
    const { error } = await service.from("mailrelay_sync_log").update({ next_attempt_at: past }).eq("id", op!.id)
    expect(error).toBeNull()
    expect(await processMailRelayQueue(service, mailrelay)).toMatchObject({ completed: 1 })
    ;[op] = await operations(sub.id)
    expect(op).toMatchObject({ status: "completed", attempts: 2, error_message: null })
    const row = await subscriber(sub.id)
    expect(row.last_sync_error).toBeNull()
    expect(row.mailrelay_id).not.toBeNull()
  })

  it("fails on a timeout and stops the run, leaving later rows pending", async () => {
    const a = await addSubscriber("slow-a")
    const b = await addSubscriber("slow-b")
    standIn.fail({ kind: "timeout" }, 1)
    const result = await processMailRelayQueue(service, mailrelay)
    expect(result).toMatchObject({ processed: 1, failed: 1, stoppedEarly: true })
    const [opA] = await operations(a.id)
    expect(opA?.status).toBe("failed")
    expect(opA?.error_message).toBe("MailRelay não respondeu a tempo")
    const [opB] = await operations(b.id)
    expect(opB).toMatchObject({ status: "pending", attempts: 0 })
    await processMailRelayQueue(service, mailrelay)
    expect((await operations(b.id))[0]?.status).toBe("completed")
  })

  it("treats malformed JSON as a failure, not a success", async () => {
    const sub = await addSubscriber("garbage")
    standIn.fail({ kind: "garbage" }, 1)
    expect(await processMailRelayQueue(service, mailrelay)).toMatchObject({ failed: 1, completed: 0 })
    const [op] = await operations(sub.id)
    expect(op).toMatchObject({ status: "failed", error_message: "MailRelay enviou uma resposta inválida" })
    expect((await subscriber(sub.id)).mailrelay_id).toBeNull()
  })

  it("backs off on 429 without touching the rest of the queue", async () => {
    const a = await addSubscriber("busy-a")
    const b = await addSubscriber("busy-b")
    standIn.fail({ kind: "status", status: 429 })
    const result = await processMailRelayQueue(service, mailrelay)
    expect(result).toMatchObject({ processed: 1, failed: 1, stoppedEarly: true })
    expect((await operations(a.id))[0]?.error_message).toContain("429")
    expect((await operations(b.id))[0]).toMatchObject({ status: "pending", attempts: 0 })
    standIn.recover()
    await processMailRelayQueue(service, mailrelay)
    expect((await operations(b.id))[0]?.status).toBe("completed")
  })

  it("with an e-mail, takes only that subscriber's operations and leaves the rest queued", async () => {
    const mine = await addSubscriber("mine")
    const other = await addSubscriber("other")
    const result = await processMailRelayQueue(service, mailrelay, { email: mine.email.toUpperCase() })
    expect(result).toMatchObject({ processed: 1, completed: 1, failed: 0 })
    expect(await operations(mine.id)).toEqual([expect.objectContaining({ status: "completed" })])
    expect(await operations(other.id)).toEqual([expect.objectContaining({ status: "pending", attempts: 0 })])
    await processMailRelayQueue(service, mailrelay, { email: other.email })
  })

  it("two concurrent runs never send the same row twice", async () => {
    const subs = await Promise.all(Array.from({ length: 8 }, (_, i) => addSubscriber(`race-${i}`)))
    const [one, two] = await Promise.all([
      processMailRelayQueue(service, mailrelay, { worker: "one" }),
      processMailRelayQueue(service, mailrelay, { worker: "two" }),
    ])
    expect(one.processed + two.processed).toBe(8)
    for (const sub of subs) {
      expect(syncCalls(sub.email)).toHaveLength(1)
      expect((await operations(sub.id))[0]?.status).toBe("completed")
    }
  })

  it("queues nothing for a subscriber who has not confirmed", async () => {
    const email = `pendente-${randomUUID().slice(0, 8)}@example.com`
    const { data, error } = await service.from("newsletter_subscribers").insert({ email }).select("id").single()
    expect(error).toBeNull()
    expect(await operations(data!.id)).toEqual([])
    expect(await processMailRelayQueue(service, mailrelay, { email })).toMatchObject({ processed: 0 })
    expect(syncCalls(email)).toEqual([])
  })

  it("ping reports a bad key as unauthorized", async () => {
    const wrong = new MailRelayClient({ apiUrl: standIn.url, apiKey: "wrong", groupId: 1 })
    await expect(wrong.ping()).rejects.toMatchObject({ kind: "unauthorized", status: 401 })
    await expect(mailrelay.ping()).resolves.toEqual({ groups: 1 })
    expect(standIn.requests.at(-1)?.path).toBe("/api/v1/groups?per_page=1")
    expect(new MailRelayError("timeout", "x")).toBeInstanceOf(Error)
  })
})
