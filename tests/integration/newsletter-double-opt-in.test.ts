/**
 * Newsletter double opt-in (issue #18 item 8) against the real local backend (PGlite) and the
 * MailRelay stand-in: the footer's sign-up answers the same whatever the address's state, the
 * caller cannot choose the origin, a pending subscriber never reaches MailRelay, the confirmation
 * e-mail's single-use link (48 h) confirms and only then queues MailRelay's 'create', and the signed
 * unsubscribe link refuses tampering and queues MailRelay's 'unsubscribe'. Sign-up consent is
 * confirmed by the account's own confirmation.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { type EmailSettings, processEmailOutbox } from "@/lib/mail/email-outbox"
import { confirmNewsletterLink, unsubscribeNewsletterLink } from "@/lib/mail/newsletter-links"
import { signUnsubscribeToken } from "@/lib/mail/newsletter-token"
import { processMailRelayQueue } from "@/lib/mail/mailrelay-processor"
import { MailRelayClient } from "@/lib/mail/mailrelay"
import { startLocalSupabase, type LocalSupabase } from "../../supabase/local/server"
import {
  MAILRELAY_STAND_IN,
  type MailRelayStandIn,
  type ReceivedEmail,
  startMailRelayStandIn,
} from "../stand-ins/mailrelay"

const SECRET = "integration-test-newsletter-secret-0123456789"
const SETTINGS: EmailSettings = {
  siteUrl: "http://127.0.0.1:3100",
  siteName: "Convergência Empreendedora",
  tokenSecret: SECRET,
  from: { email: "newsletter@convergencia.test", name: "Convergência Empreendedora" },
}
// Seeded subscribers (supabase/seed.sql): confirmed, and unsubscribed.
const CONFIRMED_SEED = "ana.ferreira@exemplo.com.br"
const UNSUBSCRIBED_SEED = "fernanda.lima@exemplo.com.br"

let local: LocalSupabase
let standIn: MailRelayStandIn
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let mailrelay: MailRelayClient

const client = (key: string) =>
  createClient<Database>(local.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime-js needs one even though these tests never connect.
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  })

beforeAll(async () => {
  ;[local, standIn] = await Promise.all([
    startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true }),
    startMailRelayStandIn(),
  ])
  service = client(local.config.serviceRoleKey)
  anon = client(local.config.anonKey)
  mailrelay = new MailRelayClient({
    apiUrl: standIn.url,
    apiKey: MAILRELAY_STAND_IN.apiKey,
    groupId: MAILRELAY_STAND_IN.groupId,
    timeoutMs: 2000,
  })
})

afterAll(async () => {
  await Promise.all([local?.close(), standIn?.close()])
})

beforeEach(() => {
  standIn.recover()
})

const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`

/**
 * The footer's call as the server makes it (the service role, behind the app's limiter; issue #32
 * took the function away from visitors and members): the whole answer, for comparison.
 */
async function subscribe(email: string, name = "Leitora") {
  const { data, error, status, statusText } = await service.rpc("subscribe_newsletter", { name, email })
  return { data, error, status, statusText }
}

async function subscriber(email: string) {
  const { data, error } = await service
    .from("newsletter_subscribers")
    .select("id, status, active, origin, user_type, consent_at, consent_source, confirmed_at, unsubscribed_at")
    .eq("email", email)
    .maybeSingle()
  if (error) throw error
  return data
}

async function mailrelayOperations(email: string) {
  const { data, error } = await service
    .from("mailrelay_sync_log")
    .select("operation, status")
    .eq("request_data->>email", email)
    .order("id")
  if (error) throw error
  return data
}

async function queuedEmails(email: string) {
  const { data, error } = await service.from("email_outbox").select("template, status").eq("to_email", email)
  if (error) throw error
  return data
}

/** Sends the address's queued e-mails through the stand-in and returns the newest one it received. */
async function deliver(email: string): Promise<ReceivedEmail> {
  const result = await processEmailOutbox(service, mailrelay, SETTINGS, { to: email })
  expect(result).toMatchObject({ failed: 0, stoppedEarly: false })
  const received = standIn.emails.findLast((candidate) => candidate.to.includes(email))
  if (!received) throw new Error(`no e-mail for ${email}`)
  return received
}

const linkIn = (mail: ReceivedEmail, path: string) => {
  const found = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((link) => new URL(link))
    .find((url) => url.pathname === path)
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`)
  return found
}

describe("subscribe_newsletter (the footer)", () => {
  it("answers a new, a pending, a confirmed and an unsubscribed address exactly the same", async () => {
    const email = freshEmail("igual")
    const fresh = await subscribe(email)
    const pending = await subscribe(email)
    const confirmed = await subscribe(CONFIRMED_SEED)
    const unsubscribed = await subscribe(UNSUBSCRIBED_SEED)
    expect(fresh).toEqual({ data: null, error: null, status: 204, statusText: expect.any(String) })
    for (const answer of [pending, confirmed, unsubscribed]) expect(answer).toEqual(fresh)
    // A confirmed subscriber is left as she was; an unsubscribed one waits for a new confirmation.
    expect(await subscriber(CONFIRMED_SEED)).toMatchObject({ status: "confirmed", active: true })
    expect(await subscriber(UNSUBSCRIBED_SEED)).toMatchObject({ status: "pending", active: false })
  })

  it("records a pending consent from the footer, with no origin the caller could choose", async () => {
    const email = freshEmail("origem")
    const chosen = await service.rpc("subscribe_newsletter", {
      name: "Leitora",
      email,
      origin: "importacao",
    } as unknown as { name: string; email: string })
    // There is no such parameter any more: PostgREST finds no function to call.
    expect(chosen.error?.code).toBe("PGRST202")
    expect(await subscriber(email)).toBeNull()

    expect((await subscribe(email)).error).toBeNull()
    const row = await subscriber(email)
    expect(row).toMatchObject({
      status: "pending",
      active: false,
      origin: "footer",
      consent_source: "footer",
      user_type: "visitante",
      confirmed_at: null,
    })
    expect(Date.now() - new Date(row!.consent_at!).getTime()).toBeLessThan(60_000)
  })

  it("is the server's alone: a visitor calling it through /rest/v1/rpc is refused and queues nothing", async () => {
    const email = freshEmail("visitante")
    const { error } = await anon.rpc("subscribe_newsletter", { name: "Leitora", email })
    expect(error?.code).toBe("42501")
    expect(await subscriber(email)).toBeNull()
    expect(await queuedEmails(email)).toEqual([])
  })

  it("queues one confirmation e-mail and no MailRelay operation for a pending subscriber", async () => {
    const email = freshEmail("pendente")
    await subscribe(email)
    // Asking again within 10 minutes sends nothing new: the first link still works.
    await subscribe(email)
    expect(await queuedEmails(email)).toEqual([{ template: "newsletter_confirmation", status: "pending" }])
    expect(await mailrelayOperations(email)).toEqual([])
  })
})

describe("the confirmation e-mail and its link", () => {
  it("confirms once, and only then queues MailRelay's create", async () => {
    const email = freshEmail("confirma")
    await subscribe(email, "Maria Confirma")
    const mail = await deliver(email)
    expect(mail.subject).toBe("Confirme sua inscrição na newsletter da Convergência Empreendedora")
    expect(mail.text).toContain("Olá, Maria Confirma!")
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    expect(mail.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/127\.0\.0\.1:3100\/newsletter\/descadastrar\/um-clique\?token=/
    )
    expect(await queuedEmails(email)).toEqual([{ template: "newsletter_confirmation", status: "sent" }])
    expect(await mailrelayOperations(email)).toEqual([])

    const token = linkIn(mail, "/newsletter/confirmar").searchParams.get("token")
    expect(await confirmNewsletterLink(service, token)).toEqual({ outcome: "confirmed", email })
    const row = await subscriber(email)
    expect(row).toMatchObject({ status: "confirmed", active: true, consent_source: "footer" })
    expect(row!.confirmed_at).not.toBeNull()
    expect(await mailrelayOperations(email)).toEqual([{ operation: "create", status: "pending" }])

    // Single use: the same link again confirms nothing and queues nothing.
    expect(await confirmNewsletterLink(service, token)).toEqual({ outcome: "used", email: null })
    expect(await mailrelayOperations(email)).toHaveLength(1)

    // Only now does MailRelay hear of her.
    await processMailRelayQueue(service, mailrelay, { email })
    expect(await mailrelayOperations(email)).toEqual([{ operation: "create", status: "completed" }])
  })

  it("refuses an expired link and an unknown one, and leaves the subscriber pending", async () => {
    const email = freshEmail("expira")
    await subscribe(email)
    const token = linkIn(await deliver(email), "/newsletter/confirmar").searchParams.get("token")
    const { id } = (await subscriber(email))!
    // 48 hours later.
    await local.db.query(
      `update private.newsletter_confirmations set expires_at = now() - interval '1 second' where subscriber_id = $1`,
      [id]
    )
    expect(await confirmNewsletterLink(service, token)).toEqual({ outcome: "expired", email: null })
    expect(await confirmNewsletterLink(service, `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`)).toEqual({
      outcome: "invalid",
      email: null,
    })
    expect(await confirmNewsletterLink(service, "curto")).toEqual({ outcome: "invalid", email: null })
    expect(await subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null })
    expect(await mailrelayOperations(email)).toEqual([])
  })

  it("stores only the token's hash", async () => {
    const email = freshEmail("hash")
    await subscribe(email)
    const token = linkIn(await deliver(email), "/newsletter/confirmar").searchParams.get("token")!
    const { id } = (await subscriber(email))!
    const { rows } = await local.db.query<{ token_hash: string }>(
      `select token_hash from private.newsletter_confirmations where subscriber_id = $1`,
      [id]
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(token)
  })

  it("the claim and the confirmation are the server's only", async () => {
    const claim = await anon.rpc("claim_email_outbox", {})
    expect(claim.error?.code).toBe("42501")
    const confirm = await anon.rpc("confirm_newsletter_subscription", { p_token: "x".repeat(43) })
    expect(confirm.error?.code).toBe("42501")
    const unsubscribe = await anon.rpc("unsubscribe_newsletter", { p_subscriber_id: randomUUID() })
    expect(unsubscribe.error?.code).toBe("42501")
  })
})

describe("the unsubscribe link", () => {
  async function confirmedSubscriber(label: string) {
    const email = freshEmail(label)
    await subscribe(email)
    const mail = await deliver(email)
    await confirmNewsletterLink(service, linkIn(mail, "/newsletter/confirmar").searchParams.get("token"))
    await processMailRelayQueue(service, mailrelay, { email })
    return { email, mail, id: (await subscriber(email))!.id }
  }

  it("refuses a tampered signature, or one made with another secret", async () => {
    const { email, mail, id } = await confirmedSubscriber("adulterado")
    const token = linkIn(mail, "/newsletter/descadastrar").searchParams.get("token")!
    const [idPart, mac] = token.split(".") as [string, string]
    const tampered = `${idPart}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`
    expect(await unsubscribeNewsletterLink(service, tampered, SECRET)).toEqual({ outcome: "invalid", email: null })
    const foreign = signUnsubscribeToken(id, "some-other-secret-that-is-long-enough-000")
    expect(await unsubscribeNewsletterLink(service, foreign, SECRET)).toEqual({ outcome: "invalid", email: null })
    expect(await subscriber(email)).toMatchObject({ status: "confirmed" })
    expect(await mailrelayOperations(email)).toEqual([{ operation: "create", status: "completed" }])
  })

  it("unsubscribes with a valid signature and sends MailRelay the unsubscribe through the outbox", async () => {
    const { email, mail } = await confirmedSubscriber("sair")
    const token = linkIn(mail, "/newsletter/descadastrar").searchParams.get("token")
    expect(await unsubscribeNewsletterLink(service, token, SECRET)).toEqual({ outcome: "unsubscribed", email })
    const row = await subscriber(email)
    expect(row).toMatchObject({ status: "unsubscribed", active: false })
    expect(row!.unsubscribed_at).not.toBeNull()
    expect(await mailrelayOperations(email)).toEqual([
      { operation: "create", status: "completed" },
      { operation: "unsubscribe", status: "pending" },
    ])
    standIn.requests.length = 0
    await processMailRelayQueue(service, mailrelay, { email })
    const sync = standIn.requests.find((request) => request.path === "/api/v1/subscribers/sync")
    expect(sync?.body).toMatchObject({ email, status: "inactive" })
    // Idempotent: the link again changes nothing more.
    expect(await unsubscribeNewsletterLink(service, token, SECRET)).toEqual({ outcome: "unsubscribed", email })
    expect(await mailrelayOperations(email)).toHaveLength(2)
  })

  it("withdraws a pending request: its link stops working and MailRelay hears nothing", async () => {
    const email = freshEmail("desistiu")
    await subscribe(email)
    const mail = await deliver(email)
    const unsubscribe = linkIn(mail, "/newsletter/descadastrar").searchParams.get("token")
    expect(await unsubscribeNewsletterLink(service, unsubscribe, SECRET)).toEqual({ outcome: "unsubscribed", email })
    const confirm = linkIn(mail, "/newsletter/confirmar").searchParams.get("token")
    expect((await confirmNewsletterLink(service, confirm)).outcome).toBe("invalid")
    expect(await subscriber(email)).toMatchObject({ status: "unsubscribed" })
    expect(await mailrelayOperations(email)).toEqual([])
  })
})

describe("sign-up consent", () => {
  it("waits for the account's confirmation, then confirms the subscription without a newsletter e-mail", async () => {
    const email = freshEmail("cadastro")
    const { error } = await anon.auth.signUp({
      email,
      password: "senha-segura-123",
      options: { data: { full_name: "Nova Associada", newsletter_subscribed: true } },
    })
    expect(error).toBeNull()
    expect(await subscriber(email)).toMatchObject({
      status: "pending",
      origin: "cadastro",
      consent_source: "cadastro",
      user_type: "membro",
    })
    expect(await queuedEmails(email)).toEqual([])
    expect(await mailrelayOperations(email)).toEqual([])

    // The account's confirmation e-mail, from the local auth server's outbox.
    const outbox = await fetch(`${local.url}/_outbox/latest?email=${encodeURIComponent(email)}&kind=signup`)
    expect(outbox.status).toBe(200)
    // Its link goes to the app's /auth/confirm, which hands the token hash to verifyOtp.
    const { link } = (await outbox.json()) as { link: string }
    const tokenHash = new URL(link).searchParams.get("token_hash")!
    const verified = await client(local.config.anonKey).auth.verifyOtp({ token_hash: tokenHash, type: "email" })
    expect(verified.error).toBeNull()

    expect(await subscriber(email)).toMatchObject({ status: "confirmed", consent_source: "cadastro" })
    expect(await mailrelayOperations(email)).toEqual([{ operation: "create", status: "pending" }])
  })
})
