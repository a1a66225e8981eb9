/**
 * The notification e-mails end to end below the browser (issue #39): the scheduler's queueing
 * functions and processNotificationOutbox against the real local backend (PGlite), sending over
 * real SMTP through lib/mail/smtp.ts to the SMTP stand-in. A queued notification is sent and
 * settled; one read in the meantime is cancelled, not sent; the digest goes with her unread items;
 * its one-click link turns that category off (a forged one changes nothing);
 * when the provider's password changes the e-mail fails with its reason, the run stops without
 * touching the rest, and after an admin's "Tentar novamente" everything is sent: nothing lost.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { queueNotificationDigests, queueNotificationEmails } from "@/lib/data/notification-queue"
import { verifyUnsubscribe } from "@/lib/mail/notification-links"
import { type NotificationEmailSettings, processNotificationOutbox } from "@/lib/mail/notification-outbox"
import { unsubscribeNotificationLink } from "@/lib/mail/notification-unsubscribe"
import { smtpTransportFromEnv, type SmtpTransport } from "@/lib/mail/smtp"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { actingAs, clientOf, type Db, DEMO, newPerson, type Person } from "../helpers/community"
import { type ReceivedMail, SMTP_STAND_IN, type SmtpStandIn, startSmtpStandIn } from "../stand-ins/smtp"

const SETTINGS: NotificationEmailSettings = {
  siteUrl: "https://convergencia.example",
  siteName: "Convergência Empreendedora",
  tokenSecret: "integration-notification-secret-0123456789",
  from: { email: "noreply@convergencia.example", name: "Convergência Empreendedora" },
}

let local: LocalSupabase
let standIn: SmtpStandIn
let service: Db
/** The app's transport, configured once with the provider's password of the time. */
let transport: SmtpTransport

beforeAll(async () => {
  ;[local, standIn] = await Promise.all([
    startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true }),
    startSmtpStandIn(),
  ])
  service = clientOf(local, local.config.serviceRoleKey)
  transport = smtpTransportFromEnv({ smtpUrl: standIn.smtpUrl })!
})

afterAll(async () => {
  transport?.close()
  await Promise.all([local?.close(), standIn?.close()])
})

/** A notification for `person`, created `minutesAgo` minutes ago (direct messages: e-mailed at once by default). */
async function notify(person: Person, minutesAgo: number, fields: { type?: string; title?: string } = {}) {
  const { data, error } = await service
    .from("notifications")
    .insert({
      user_id: person.id,
      type: fields.type ?? "direct_message",
      title: fields.title ?? `Nova mensagem ${randomUUID().slice(0, 6)}`,
      message: "Oi! Podemos conversar sobre a feira?",
      action_url: "/mensagens",
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    })
    .select("id, title")
    .single()
  if (error) throw error
  return data
}

async function outboxRow(notificationId: string) {
  const { data, error } = await service
    .from("email_outbox")
    .select("id, template, status, attempts, last_error, next_attempt_at, category, subject")
    .eq("notification_id", notificationId)
    .single()
  if (error) throw error
  return data
}

const inbox = async (to: string) =>
  (await (await fetch(`${standIn.httpUrl}/_stand-in/emails?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[]

const setProviderPassword = async (password: string) => {
  const response = await fetch(`${standIn.httpUrl}/_stand-in/password`, {
    method: "POST",
    body: JSON.stringify({ password }),
  })
  expect(response.status).toBe(200)
}

describe("processNotificationOutbox", () => {
  it("sends a queued notification over SMTP and settles its row", async () => {
    const ana = await newPerson(local, "ana")
    const notification = await notify(ana, 10)
    expect(await queueNotificationEmails(service, new Date(), 300)).toBeGreaterThanOrEqual(1)
    expect(await outboxRow(notification.id)).toMatchObject({
      template: "notification",
      status: "pending",
      category: "messages",
    })

    const result = await processNotificationOutbox(service, transport, SETTINGS, { to: ana.email })
    expect(result).toEqual({ processed: 1, sent: 1, failed: 0, stoppedEarly: false })
    expect(await outboxRow(notification.id)).toMatchObject({ status: "sent", subject: notification.title })

    const [email, ...more] = await inbox(ana.email)
    expect(more).toEqual([])
    expect(email!.subject).toBe(notification.title)
    expect(email!.text).toContain("Oi! Podemos conversar sobre a feira?")
    expect(email!.links).toContain("https://convergencia.example/mensagens")
    // Her one-click link turns off exactly her "messages".
    const oneClick = new URL(/^<(.*)>$/.exec(email!.headers["list-unsubscribe"] ?? "")![1]!)
    expect(oneClick.pathname).toBe("/notificacoes/descadastrar/um-clique")
    const { u, c, t } = Object.fromEntries(oneClick.searchParams)
    expect(verifyUnsubscribe(u, c, t, SETTINGS.tokenSecret)).toEqual({ userId: ana.id, category: "messages" })
    expect(email!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click")

    // Once per notification, ever.
    await queueNotificationEmails(service, new Date(), 300)
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: ana.email })).toMatchObject({
      processed: 0,
    })
  })

  it("waits the delay, and sends nothing for a notification read in the meantime", async () => {
    const bruna = await newPerson(local, "bruna")
    const fresh = await notify(bruna, 1)
    await queueNotificationEmails(service, new Date(), 300)
    const { count } = await service
      .from("email_outbox")
      .select("id", { count: "exact", head: true })
      .eq("notification_id", fresh.id)
    expect(count).toBe(0)

    const read = await notify(bruna, 10)
    await queueNotificationEmails(service, new Date(), 300)
    expect(await outboxRow(read.id)).toMatchObject({ status: "pending" })
    await bruna.db.from("notifications").update({ read: true }).eq("id", read.id).throwOnError()
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: bruna.email })).toMatchObject({
      sent: 0,
      failed: 0,
    })
    expect(await outboxRow(read.id)).toMatchObject({ status: "cancelled" })
    expect(await inbox(bruna.email)).toEqual([])
  })

  it("sends the digest with her unread items when her hour has come", async () => {
    const carla = await newPerson(local, "carla")
    // Community is in the digest by default; hour 0: due all day long.
    const { error } = await carla.db.rpc("save_notification_preferences", {
      p_channels: {},
      p_digest_frequency: "daily",
      p_digest_hour: 0,
      p_digest_weekday: 1,
    })
    expect(error).toBeNull()
    const reply = await notify(carla, 30, { type: "community", title: "Nova resposta no seu tópico" })
    expect(await queueNotificationDigests(service, new Date())).toBeGreaterThanOrEqual(1)
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: carla.email })).toMatchObject({
      sent: 1,
    })
    const [digest] = await inbox(carla.email)
    expect(digest!.subject).toBe("Seu resumo diário: 1 novidade na Convergência Empreendedora")
    expect(digest!.text).toContain(reply.title)
    expect(digest!.text).toContain("Comunidade: respostas e menções")
    expect(new URL(/^<(.*)>$/.exec(digest!.headers["list-unsubscribe"] ?? "")![1]!).searchParams.get("c")).toBe(
      "digest"
    )
    // A second tick of the same day sends nothing.
    await queueNotificationDigests(service, new Date())
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: carla.email })).toMatchObject({
      processed: 0,
    })
  })

  it("keeps the reason when the provider's password changed, stops the run, and loses nothing", async () => {
    const dora = await newPerson(local, "dora")
    const first = await notify(dora, 12)
    const second = await notify(dora, 11)
    await queueNotificationEmails(service, new Date(), 300)

    await setProviderPassword("rotated-by-the-provider")
    try {
      const result = await processNotificationOutbox(service, transport, SETTINGS, { to: dora.email })
      // The first e-mail failed; the second was never claimed (it would have failed the same way).
      expect(result).toEqual({ processed: 1, sent: 0, failed: 1, stoppedEarly: true })
      const failed = await outboxRow(first.id)
      expect(failed).toMatchObject({ status: "failed", attempts: 1 })
      expect(failed.last_error).toContain("O servidor SMTP recusou o usuário ou a senha")
      expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now())
      expect(await outboxRow(second.id)).toMatchObject({ status: "pending", attempts: 0 })
      expect(await inbox(dora.email)).toEqual([])
    } finally {
      await setProviderPassword(SMTP_STAND_IN.password)
    }

    // The configuration is right again: the pending one goes, the failed one waits for its backoff…
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: dora.email })).toEqual({
      processed: 1,
      sent: 1,
      failed: 0,
      stoppedEarly: false,
    })
    expect(await outboxRow(first.id)).toMatchObject({ status: "failed" })
    // …or for an admin's "Tentar novamente", which makes it due now.
    const admin = await actingAs(local, DEMO.admin.id, DEMO.admin.email)
    const { data: requeued, error } = await admin.rpc("retry_email_outbox", { p_id: (await outboxRow(first.id)).id })
    expect(error).toBeNull()
    expect(requeued).toBe(1)
    expect(await processNotificationOutbox(service, transport, SETTINGS, { to: dora.email })).toMatchObject({
      sent: 1,
    })
    expect(await outboxRow(first.id)).toMatchObject({ status: "sent", last_error: null })
    expect((await inbox(dora.email)).map((email) => email.subject).sort()).toEqual([first.title, second.title].sort())
  })

  it("follows the e-mail's one-click link: that category goes off, a forged link changes nothing", async () => {
    const eva = await newPerson(local, "eva")
    await notify(eva, 10)
    await queueNotificationEmails(service, new Date(), 300)
    await processNotificationOutbox(service, transport, SETTINGS, { to: eva.email })
    const [email] = await inbox(eva.email)
    const oneClick = new URL(/^<(.*)>$/.exec(email!.headers["list-unsubscribe"] ?? "")![1]!)
    const link = {
      u: oneClick.searchParams.get("u"),
      c: oneClick.searchParams.get("c"),
      t: oneClick.searchParams.get("t"),
    }
    const channels = async () =>
      ((await eva.db.rpc("get_notification_preferences")).data as { channels: Record<string, string> }).channels

    expect(await unsubscribeNotificationLink(service, { ...link, c: "orders" }, SETTINGS.tokenSecret)).toEqual({
      outcome: "invalid",
    })
    expect(await channels()).toMatchObject({ messages: "immediate", orders: "immediate" })

    expect(await unsubscribeNotificationLink(service, link, SETTINGS.tokenSecret)).toEqual({
      outcome: "unsubscribed",
      userId: eva.id,
      category: "messages",
    })
    expect(await channels()).toMatchObject({ messages: "off", orders: "immediate" })
    // Idempotent, and no e-mail for her next message.
    expect(await unsubscribeNotificationLink(service, link, SETTINGS.tokenSecret)).toMatchObject({
      outcome: "unsubscribed",
    })
    const next = await notify(eva, 10)
    await queueNotificationEmails(service, new Date(), 300)
    const { count } = await service
      .from("email_outbox")
      .select("id", { count: "exact", head: true })
      .eq("notification_id", next.id)
    expect(count).toBe(0)
  })
})
