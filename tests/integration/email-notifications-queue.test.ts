/**
 * E-mail notifications (issue #39): what the scheduler's functions queue and what the claim hands
 * out, through /rest/v1 with the official client (service role, as lib/scheduler/due-work.ts
 * calls them), against the real local backend. Time is moved with `p_now`: the notifications and
 * sessions are dated in 2030, clear of the seed's. Who may call what:
 * email-notifications-rls.test.ts.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { type Db, newPerson, type Person } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import {
  claimFor,
  notification,
  outboxOf,
  plusHours,
  projectWithSessions,
  queueDigests,
  queueEmails,
  queueReminders,
  savePreferences,
  saoPaulo,
} from "../helpers/email-notifications"

let local: LocalSupabase
let service: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
})

afterAll(async () => {
  await local?.close()
})

const person = (label: string) => newPerson(local, label)

/** A member whose address was never confirmed. */
async function unconfirmed(label: string): Promise<Pick<Person, "id" | "email">> {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data, error } = await service.auth.admin.createUser({ email, password: `senha-${randomUUID()}` })
  if (error || !data.user) throw error ?? new Error("no user")
  return { id: data.user.id, email }
}

async function must<T>(call: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call
  if (error) throw error
  if (data === null) throw new Error("no data")
  return data
}

describe("queue_notification_emails", () => {
  it("waits the delay, then queues one e-mail per unread notification whose key is immediate", async () => {
    const ana = await person("ana")
    const t = saoPaulo("2030-02-01", 10)
    const n = await notification(service, ana, { category: "messages", createdAt: t, title: "Nova mensagem de Bia" })

    // Two minutes later, within the five-minute wait: nothing yet.
    await must(queueEmails(service, plusHours(t, 2 / 60), 300))
    expect(await outboxOf(service, ana)).toEqual([])

    expect(await must(queueEmails(service, plusHours(t, 6 / 60), 300))).toBeGreaterThanOrEqual(1)
    const rows = await outboxOf(service, ana)
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        template: "notification",
        to_email: ana.email,
        category: "messages",
        notification_id: n.id,
        status: "pending",
        max_attempts: 8,
        attempts: 0,
        data: {
          title: "Nova mensagem de Bia",
          message: "Algo aconteceu na sua conta.",
          action_url: "/dashboard",
          type: "user_action",
          created_at: expect.any(String),
        },
      },
    ])
    expect(new Date((rows[0]!.data as { created_at: string }).created_at).getTime()).toBe(t.getTime())

    // A second run, or a later one within the day, never sends it twice.
    await must(queueEmails(service, plusHours(t, 7 / 60), 300))
    await must(queueEmails(service, plusHours(t, 5), 0))
    expect(await outboxOf(service, ana)).toHaveLength(1)
  })

  it("skips what she read, what is not immediate, what is over a day old and unconfirmed addresses", async () => {
    const ana = await person("ana")
    const t = saoPaulo("2030-02-02", 10)
    expect((await savePreferences(ana, { orders: "off", messages: "digest" })).error).toBeNull()
    await notification(service, ana, { category: "account", createdAt: t, read: true })
    await notification(service, ana, { category: "orders", createdAt: t })
    await notification(service, ana, { category: "messages", createdAt: t })
    await notification(service, ana, { category: "community", createdAt: t })
    await notification(service, ana, { category: "account", createdAt: plusHours(t, -25) })
    const wanted = await notification(service, ana, { category: "shop", createdAt: t })
    expect((await savePreferences(ana, { directory: "immediate" })).error).toBeNull()

    const nobody = await unconfirmed("sem-confirmar")
    await notification(service, nobody, { category: "messages", createdAt: t })

    await must(queueEmails(service, plusHours(t, 1), 300))
    // Shop notifications follow the directory key.
    expect((await outboxOf(service, ana)).map((r) => [r.notification_id, r.category])).toEqual([
      [wanted.id, "directory"],
    ])
    expect(await outboxOf(service, nobody)).toEqual([])
  })
})

describe("claim_email_outbox", () => {
  it("hands out a due notification e-mail with its member, notification and key", async () => {
    const ana = await person("ana")
    const t = new Date(Date.now() - 10 * 60_000)
    const n = await notification(service, ana, { category: "orders", createdAt: t })
    await must(queueEmails(service, new Date(), 300))

    // The newsletter's processor asks for its own template only and never sees it.
    expect(await must(claimFor(service, ana, ["newsletter_confirmation"]))).toEqual([])
    const claimed = await must(claimFor(service, ana, ["notification", "digest", "reminder"]))
    expect(claimed).toEqual([
      expect.objectContaining({
        template: "notification",
        to_email: ana.email,
        user_id: ana.id,
        notification_id: n.id,
        category: "orders",
        attempts: 1,
        token: null,
        subscriber_id: null,
      }),
    ])
  })

  it("cancels instead of sending when she read it meanwhile, or its key went off", async () => {
    const [ana, bia] = await Promise.all([person("ana"), person("bia")])
    const t = new Date(Date.now() - 10 * 60_000)
    const read = await notification(service, ana, { category: "messages", createdAt: t })
    await notification(service, bia, { category: "orders", createdAt: t })
    await must(queueEmails(service, new Date(), 300))
    expect(await outboxOf(service, ana)).toHaveLength(1)
    expect(await outboxOf(service, bia)).toHaveLength(1)

    expect((await ana.db.from("notifications").update({ read: true }).eq("id", read.id)).error).toBeNull()
    expect((await savePreferences(bia, { orders: "off" })).error).toBeNull()

    expect(await must(claimFor(service, ana, ["notification"]))).toEqual([])
    expect(await must(claimFor(service, bia, ["notification"]))).toEqual([])
    expect((await outboxOf(service, ana)).map((r) => r.status)).toEqual(["cancelled"])
    expect((await outboxOf(service, bia)).map((r) => r.status)).toEqual(["cancelled"])
  })

  it("cancels one whose notification she deleted", async () => {
    const ana = await person("ana")
    const n = await notification(service, ana, { category: "account", createdAt: new Date(Date.now() - 600_000) })
    await must(queueEmails(service, new Date(), 300))
    expect((await ana.db.from("notifications").delete().eq("id", n.id)).error).toBeNull()
    expect(await must(claimFor(service, ana))).toEqual([])
    expect(await outboxOf(service, ana)).toEqual([
      expect.objectContaining({ status: "cancelled", notification_id: null }),
    ])
  })
})

describe("queue_session_reminders", () => {
  it("reminds a confirmed participant 24 h before (bell and e-mail), once, then 1 h before", async () => {
    const ana = await person("ana")
    const now = saoPaulo("2030-03-10", 14)
    const project = await projectWithSessions(service, [plusHours(now, 23)], [ana])
    const session = project.sessions[0]!

    expect(await must(queueReminders(service, now))).toBeGreaterThanOrEqual(1)
    const reminders = await must(
      service.from("session_reminders").select("kind").eq("user_id", ana.id).eq("session_id", session.id)
    )
    expect(reminders).toEqual([{ kind: "24h" }])
    const bell = await must(
      service
        .from("notifications")
        .select("id, type, category, title, message, action_url, data, read")
        .eq("user_id", ana.id)
        .eq("type", "session_reminder")
    )
    expect(bell).toEqual([
      {
        id: expect.any(String),
        type: "session_reminder",
        category: "projects",
        title: "Lembrete: Encontro 1",
        // 23 h after 14:00 on 10 March, in Brasília time.
        message: `${project.title} — começa em 11/03 às 13:00 (horário de Brasília)`,
        action_url: `/projetos/${project.slug}`,
        data: { session_id: session.id, starts_at: expect.any(String), kind: "24h" },
        read: false,
      },
    ])
    const mail = await outboxOf(service, ana)
    expect(mail).toEqual([
      expect.objectContaining({
        template: "reminder",
        category: "projects",
        notification_id: bell[0]!.id,
        status: "pending",
        data: {
          title: "Lembrete: Encontro 1",
          message: bell[0]!.message,
          action_url: `/projetos/${project.slug}`,
          starts_at: expect.any(String),
          project_title: project.title,
          session_title: "Encontro 1",
          kind: "24h",
        },
      }),
    ])
    // Due at once: the claim hands it out now.
    expect(await must(claimFor(service, ana, ["reminder"]))).toHaveLength(1)

    // The next tick: nothing new.
    await must(queueReminders(service, plusHours(now, 1 / 60)))
    expect(await outboxOf(service, ana)).toHaveLength(1)

    // 30 minutes before: the 1 h reminder, once.
    await must(queueReminders(service, plusHours(now, 22.5)))
    await must(queueReminders(service, plusHours(now, 22.6)))
    const kinds = await must(service.from("session_reminders").select("kind").eq("user_id", ana.id).order("kind"))
    expect(kinds.map((k) => k.kind).sort()).toEqual(["1h", "24h"])
    expect((await outboxOf(service, ana)).map((r) => (r.data as { kind: string }).kind)).toEqual(["24h", "1h"])
  })

  it("gives a session 30 minutes away its 1 h reminder only, and sends no e-mail when projects is off", async () => {
    const [ana, bia] = await Promise.all([person("ana"), person("bia")])
    expect((await savePreferences(bia, { projects: "off" })).error).toBeNull()
    const now = saoPaulo("2030-03-12", 8)
    const project = await projectWithSessions(service, [plusHours(now, 0.5)], [ana, bia])

    await must(queueReminders(service, now))
    for (const p of [ana, bia]) {
      const rows = await must(
        service.from("session_reminders").select("kind").eq("user_id", p.id).eq("session_id", project.sessions[0]!.id)
      )
      expect(rows).toEqual([{ kind: "1h" }])
      const bell = await must(
        service.from("notifications").select("id").eq("user_id", p.id).eq("type", "session_reminder")
      )
      expect(bell).toHaveLength(1)
    }
    expect((await outboxOf(service, ana)).map((r) => (r.data as { kind: string }).kind)).toEqual(["1h"])
    // The bell has it; e-mail does not.
    expect(await outboxOf(service, bia)).toEqual([])
  })

  it("reminds nobody of a session more than 24 h away or already started", async () => {
    const ana = await person("ana")
    const now = saoPaulo("2030-03-14", 8)
    await projectWithSessions(service, [plusHours(now, 25), plusHours(now, -0.5)], [ana])
    await must(queueReminders(service, now))
    expect(await must(service.from("session_reminders").select("kind").eq("user_id", ana.id))).toEqual([])
  })
})

describe("queue_notification_digests", () => {
  it("at her hour, sends one digest with her unread digest items; a second tick that day sends nothing", async () => {
    const ana = await person("ana")
    const day = "2030-04-02"
    const community = await notification(service, ana, {
      category: "community",
      createdAt: saoPaulo(day, 6),
      title: "Resposta no tópico",
    })
    const directory = await notification(service, ana, {
      category: "directory",
      createdAt: saoPaulo(day, 7),
      title: "Nova avaliação",
    })
    await notification(service, ana, { category: "community", createdAt: saoPaulo(day, 6), read: true })
    await notification(service, ana, { category: "messages", createdAt: saoPaulo(day, 6) })
    await notification(service, ana, { category: "learning", createdAt: saoPaulo("2030-03-31", 6) })

    // 07:59 in São Paulo: her 8h digest is not due yet.
    await must(queueDigests(service, saoPaulo(day, 7, 59)))
    expect(await must(service.from("notification_digests").select("period_key").eq("user_id", ana.id))).toEqual([])

    expect(await must(queueDigests(service, saoPaulo(day, 8, 5)))).toBeGreaterThanOrEqual(1)
    const digests = await must(
      service.from("notification_digests").select("period_key, item_count, outbox_id").eq("user_id", ana.id)
    )
    const mail = await outboxOf(service, ana)
    expect(mail).toEqual([
      expect.objectContaining({
        template: "digest",
        category: "digest",
        to_email: ana.email,
        notification_id: null,
        status: "pending",
        data: {
          period_key: day,
          frequency: "daily",
          total: 2,
          items: [
            expect.objectContaining({ title: directory.title, category: "directory", action_url: "/dashboard" }),
            expect.objectContaining({ title: community.title, category: "community" }),
          ],
        },
      }),
    ])
    expect(digests).toEqual([{ period_key: day, item_count: 2, outbox_id: mail[0]!.id }])
    // She sees her own digests.
    expect((await ana.db.from("notification_digests").select("period_key")).data).toEqual([{ period_key: day }])

    await notification(service, ana, { category: "community", createdAt: saoPaulo(day, 12) })
    await must(queueDigests(service, saoPaulo(day, 20)))
    expect(await outboxOf(service, ana)).toHaveLength(1)

    // The next day: only what came after the previous digest.
    await must(queueDigests(service, saoPaulo("2030-04-03", 8)))
    const next = (await outboxOf(service, ana))[1]!
    expect(next.data).toMatchObject({ period_key: "2030-04-03", total: 1 })
  })

  it("with nothing unread queues nothing and keeps no digest row, so a later tick of the day sends", async () => {
    const ana = await person("ana")
    const day = "2030-04-05"
    // Something unread, but in an immediate key: no digest.
    await notification(service, ana, { category: "orders", createdAt: saoPaulo(day, 6) })
    await must(queueDigests(service, saoPaulo(day, 9)))
    expect(await must(service.from("notification_digests").select("period_key").eq("user_id", ana.id))).toEqual([])
    expect((await outboxOf(service, ana)).filter((r) => r.template === "digest")).toEqual([])

    await notification(service, ana, { category: "learning", createdAt: saoPaulo(day, 10) })
    await must(queueDigests(service, saoPaulo(day, 11)))
    expect(
      await must(service.from("notification_digests").select("period_key, item_count").eq("user_id", ana.id))
    ).toEqual([{ period_key: day, item_count: 1 }])
  })

  it("weekly: due from her weekday's hour until the ISO week ends, keyed by the week", async () => {
    const ana = await person("ana")
    expect((await savePreferences(ana, {}, { frequency: "weekly", weekday: 1, hour: 9 })).error).toBeNull()
    // 2030-03-04 is a Monday, in ISO week 10.
    await notification(service, ana, { category: "community", createdAt: saoPaulo("2030-03-02", 10) })
    await notification(service, ana, { category: "directory", createdAt: saoPaulo("2030-03-04", 7) })

    await must(queueDigests(service, saoPaulo("2030-03-04", 8, 59)))
    expect(await outboxOf(service, ana)).toEqual([])
    await must(queueDigests(service, saoPaulo("2030-03-04", 9, 30)))
    const [digest] = await outboxOf(service, ana)
    expect(digest?.data).toMatchObject({ period_key: "2030-W10", frequency: "weekly", total: 2 })

    // Later that week: the same period, nothing more.
    await notification(service, ana, { category: "community", createdAt: saoPaulo("2030-03-05", 10) })
    await must(queueDigests(service, saoPaulo("2030-03-06", 9, 30)))
    expect(await outboxOf(service, ana)).toHaveLength(1)
  })

  it("a weekly digest on Sunday is due only on Sunday", async () => {
    const ana = await person("ana")
    expect((await savePreferences(ana, {}, { frequency: "weekly", weekday: 0, hour: 18 })).error).toBeNull()
    await notification(service, ana, { category: "community", createdAt: saoPaulo("2030-03-11", 10) })
    // Saturday 16 March at 20h: not yet; Sunday 17 at 18h: due, still ISO week 11.
    await must(queueDigests(service, saoPaulo("2030-03-16", 20)))
    expect(await outboxOf(service, ana)).toEqual([])
    await must(queueDigests(service, saoPaulo("2030-03-17", 18)))
    expect((await outboxOf(service, ana))[0]?.data).toMatchObject({ period_key: "2030-W11" })
  })

  it("is not sent to a member with no key on the digest, and a claim cancels one whose digest keys went off", async () => {
    const [ana, bia] = await Promise.all([person("ana"), person("bia")])
    const day = "2030-04-08"
    expect((await savePreferences(ana, { community: "off", directory: "immediate", learning: "off" })).error).toBeNull()
    await notification(service, ana, { category: "community", createdAt: saoPaulo(day, 6) })
    await notification(service, bia, { category: "community", createdAt: saoPaulo(day, 6) })
    await must(queueDigests(service, saoPaulo(day, 9)))
    expect(await outboxOf(service, ana)).toEqual([])
    expect(await outboxOf(service, bia)).toHaveLength(1)

    expect((await savePreferences(bia, { community: "off", directory: "off", learning: "off" })).error).toBeNull()
    expect(await must(claimFor(service, bia, ["digest"]))).toEqual([])
    expect((await outboxOf(service, bia)).map((r) => r.status)).toEqual(["cancelled"])
  })
})
