/**
 * E-mail notifications (issue #39) through /rest/v1 with the official client, against the real
 * local backend: who reads the preferences, settings, digests, reminders and the outbox (she reads
 * her own preferences and digests; nobody reads the outbox or the reminders directly), who may call
 * each function (the queueing, claiming and unsubscribing ones are the server's; the outbox screen's
 * are admins'), what saving accepts and refuses, one-click unsubscribe, the admins' retry and the
 * LGPD export. What the queueing functions queue: email-notifications-queue.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { actingAs, clientOf, type Db, DEMO, newPerson, type Person, signedIn } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import { notification, outboxOf, savePreferences, saoPaulo } from "../helpers/email-notifications"

let local: LocalSupabase
let service: Db
let anon: Db
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

const DEFAULTS = {
  channels: {
    messages: "immediate",
    orders: "immediate",
    community: "digest",
    directory: "digest",
    projects: "immediate",
    learning: "digest",
    account: "immediate",
  },
  digest_frequency: "daily",
  digest_hour: 8,
  digest_weekday: 1,
  time_zone: "America/Sao_Paulo",
}

const TABLES = [
  "notification_preferences",
  "notification_settings",
  "notification_digests",
  "session_reminders",
  "email_outbox",
] as const

interface Preferences {
  channels: Record<string, string>
  digest_frequency: string
  digest_hour: number
  digest_weekday: number
  time_zone: string
}

async function preferencesOf(person: Person) {
  const { data, error } = await person.db.rpc("get_notification_preferences")
  expect(error).toBeNull()
  return data as unknown as Preferences
}

/** A row of the outbox for `person`, written as the scheduler would (service role). */
async function outboxRow(person: Person, fields: Record<string, unknown>) {
  const { data, error } = await service
    .from("email_outbox")
    .insert({
      template: "notification",
      to_email: person.email,
      user_id: person.id,
      category: "messages",
      data: { title: "Teste" },
      ...fields,
    } as never)
    .select("id")
    .single()
  if (error) throw error
  return data.id
}

describe("who reads what", () => {
  it("gives a member her own preferences, settings and digests; nobody the reminders or the outbox", async () => {
    const [ana, bia] = await Promise.all([newPerson(local, "ana"), newPerson(local, "bia")])
    expect((await savePreferences(ana, { messages: "off" }, { frequency: "weekly", hour: 9 })).error).toBeNull()
    expect((await savePreferences(bia, { orders: "digest" })).error).toBeNull()
    await service
      .from("notification_digests")
      .insert([
        { user_id: ana.id, period_key: "2030-01-01", item_count: 1 },
        { user_id: bia.id, period_key: "2030-01-01", item_count: 2 },
      ])
      .throwOnError()

    const prefs = await ana.db.from("notification_preferences").select("user_id, category, channel")
    expect(prefs.error).toBeNull()
    expect(prefs.data).toEqual([{ user_id: ana.id, category: "messages", channel: "off" }])
    const settings = await ana.db.from("notification_settings").select("user_id, digest_frequency, digest_hour")
    expect(settings.data).toEqual([{ user_id: ana.id, digest_frequency: "weekly", digest_hour: 9 }])
    const digests = await ana.db.from("notification_digests").select("user_id, item_count")
    expect(digests.data).toEqual([{ user_id: ana.id, item_count: 1 }])

    // Admins have no more right than anyone to a member's preferences.
    expect((await admin.from("notification_preferences").select("user_id").eq("user_id", ana.id)).data).toEqual([])
    expect((await admin.from("notification_digests").select("user_id").eq("user_id", ana.id)).data).toEqual([])

    for (const table of ["session_reminders", "email_outbox"] as const) {
      for (const db of [ana.db, admin]) {
        const read = await db.from(table).select("*").limit(1)
        expect(read.error?.code, table).toBe("42501")
      }
    }
    for (const table of TABLES) {
      const visitor = await anon.from(table).select("*").limit(1)
      expect(visitor.error?.code, table).toBe("42501")
      expect(visitor.data).toBeNull()
    }
  })

  it("refuses direct writes to everyone but the server", async () => {
    const ana = await newPerson(local, "ana")
    const insert = await ana.db
      .from("notification_preferences")
      .insert({ user_id: ana.id, category: "messages", channel: "off" })
    expect(insert.error?.code).toBe("42501")
    expect((await savePreferences(ana, { messages: "off" })).error).toBeNull()
    const update = await ana.db.from("notification_preferences").update({ channel: "immediate" }).eq("user_id", ana.id)
    expect(update.error?.code).toBe("42501")
    const settings = await ana.db.from("notification_settings").insert({ user_id: ana.id, digest_hour: 3 })
    expect(settings.error?.code).toBe("42501")
    const digest = await ana.db
      .from("notification_digests")
      .insert({ user_id: ana.id, period_key: "2030-01-02", item_count: 1 })
    expect(digest.error?.code).toBe("42501")
    const outbox = await admin
      .from("email_outbox")
      .insert({ template: "notification", to_email: "x@exemplo.com.br", data: {} })
    expect(outbox.error?.code).toBe("42501")
    expect((await preferencesOf(ana)).channels).toMatchObject({ messages: "off" })
  })
})

describe("the server's functions", () => {
  it("refuse visitors, members and admins", async () => {
    const ana = await newPerson(local, "ana")
    const now = new Date().toISOString()
    for (const db of [anon, ana.db, admin]) {
      const calls = [
        db.rpc("queue_notification_emails", { p_now: now, p_delay_seconds: 0 }),
        db.rpc("queue_session_reminders", { p_now: now }),
        db.rpc("queue_notification_digests", { p_now: now }),
        db.rpc("claim_email_outbox", { p_templates: ["notification"] }),
        db.rpc("unsubscribe_notification_category", { p_user_id: ana.id, p_category: "messages" }),
      ]
      for (const { error } of await Promise.all(calls)) expect(error?.code).toBe("42501")
    }
    expect((await preferencesOf(ana)).channels.messages).toBe("immediate")
  })
})

describe("her preferences", () => {
  it("answers the defaults until she chooses, then her choices (keys left out keep theirs)", async () => {
    const ana = await newPerson(local, "ana")
    expect(await preferencesOf(ana)).toEqual(DEFAULTS)

    expect(
      (
        await savePreferences(
          ana,
          { messages: "digest", community: "off" },
          { frequency: "weekly", hour: 19, weekday: 5 }
        )
      ).error
    ).toBeNull()
    expect(await preferencesOf(ana)).toEqual({
      ...DEFAULTS,
      channels: { ...DEFAULTS.channels, messages: "digest", community: "off" },
      digest_frequency: "weekly",
      digest_hour: 19,
      digest_weekday: 5,
    })

    // Null settings keep the current ones; a second save changes only what it names.
    expect((await savePreferences(ana, { messages: "immediate" })).error).toBeNull()
    expect(await preferencesOf(ana)).toEqual({
      ...DEFAULTS,
      channels: { ...DEFAULTS.channels, community: "off" },
      digest_frequency: "weekly",
      digest_hour: 19,
      digest_weekday: 5,
    })
  })

  it("refuses a bad key or value whole (22023, in Portuguese) and writes nothing", async () => {
    const ana = await newPerson(local, "ana")
    const bad: [Record<string, unknown>, Parameters<typeof savePreferences>[2]][] = [
      [{ messages: "off", spam: "off" }, {}],
      [{ messages: "sometimes" }, {}],
      [{ messages: 1 }, {}],
      [{ messages: null }, {}],
      [{ messages: "off" }, { frequency: "monthly" }],
      [{ messages: "off" }, { hour: 24 }],
      [{ messages: "off" }, { hour: -1 }],
      [{ messages: "off" }, { weekday: 7 }],
    ]
    for (const [channels, digest] of bad) {
      const { error } = await savePreferences(ana, channels, digest)
      expect(error?.code, JSON.stringify([channels, digest])).toBe("22023")
      expect(error?.message).toMatch(/[a-zà-ú]/i)
    }
    const notAnObject = await ana.db.rpc("save_notification_preferences", {
      p_channels: ["messages"],
      p_digest_frequency: "daily",
      p_digest_hour: 8,
      p_digest_weekday: 1,
    })
    expect(notAnObject.error?.code).toBe("22023")
    expect((await savePreferences(ana, { messages: "sometimes" })).error?.message).toBe(
      "Escolha como receber cada categoria: na hora, no resumo ou não receber por e-mail."
    )
    expect(await preferencesOf(ana)).toEqual(DEFAULTS)
    expect((await service.from("notification_preferences").select("category").eq("user_id", ana.id)).data).toEqual([])
  })

  it("are seeded for Joana (weekly on Mondays at 9h, community off); Marina keeps the defaults", async () => {
    const joana = { db: await actingAs(local, DEMO.member2.id, DEMO.member2.email) } as Person
    const marina = { db: await actingAs(local, DEMO.editor.id, DEMO.editor.email) } as Person
    expect(await preferencesOf(joana)).toEqual({
      ...DEFAULTS,
      channels: { ...DEFAULTS.channels, community: "off" },
      digest_frequency: "weekly",
      digest_hour: 9,
      digest_weekday: 1,
    })
    expect(await preferencesOf(marina)).toEqual(DEFAULTS)
  })

  it("cannot be read or saved without a session", async () => {
    expect((await anon.rpc("get_notification_preferences")).error?.code).toBe("42501")
    expect((await savePreferences({ db: anon }, { messages: "off" })).error?.code).toBe("42501")
  })
})

describe("one-click unsubscribe (the server, after checking the link)", () => {
  it("turns one key off, cancels her pending e-mails of it, and does it again harmlessly", async () => {
    const ana = await newPerson(local, "ana")
    const pending = await outboxRow(ana, { category: "messages" })
    const other = await outboxRow(ana, { category: "orders" })

    for (let i = 0; i < 2; i++) {
      const { error } = await service.rpc("unsubscribe_notification_category", {
        p_user_id: ana.id,
        p_category: "messages",
      })
      expect(error).toBeNull()
    }
    expect((await preferencesOf(ana)).channels).toEqual({ ...DEFAULTS.channels, messages: "off" })
    const rows = await outboxOf(service, ana)
    expect(rows.find((r) => r.id === pending)?.status).toBe("cancelled")
    expect(rows.find((r) => r.id === other)?.status).toBe("pending")
  })

  it("'digest' turns off every key now on the digest, and her pending digest", async () => {
    const ana = await newPerson(local, "ana")
    expect((await savePreferences(ana, { orders: "digest", learning: "off" })).error).toBeNull()
    const digest = await outboxRow(ana, { template: "digest", category: "digest" })

    expect(
      (await service.rpc("unsubscribe_notification_category", { p_user_id: ana.id, p_category: "digest" })).error
    ).toBeNull()
    expect((await preferencesOf(ana)).channels).toEqual({
      messages: "immediate",
      orders: "off",
      community: "off",
      directory: "off",
      projects: "immediate",
      learning: "off",
      account: "immediate",
    })
    expect((await outboxOf(service, ana)).find((r) => r.id === digest)?.status).toBe("cancelled")
    expect(
      (await service.rpc("unsubscribe_notification_category", { p_user_id: ana.id, p_category: "digest" })).error
    ).toBeNull()
  })

  it("refuses an unknown key (22023)", async () => {
    const ana = await newPerson(local, "ana")
    for (const key of ["spam", "shop", "", "DIGEST"]) {
      const { error } = await service.rpc("unsubscribe_notification_category", { p_user_id: ana.id, p_category: key })
      expect(error?.code, key).toBe("22023")
    }
    expect(await preferencesOf(ana)).toEqual(DEFAULTS)
  })
})

describe("the admins' outbox screen", () => {
  it("refuses visitors and members", async () => {
    const ana = await newPerson(local, "ana")
    for (const db of [anon, ana.db]) {
      expect((await db.rpc("admin_list_email_outbox", {})).error?.code).toBe("42501")
      expect((await db.rpc("admin_email_outbox_counts")).error?.code).toBe("42501")
      expect((await db.rpc("retry_email_outbox", {})).error?.code).toBe("42501")
    }
  })

  it("lists, counts and filters the outbox; unknown filters are 22023", async () => {
    const ana = await newPerson(local, "ana")
    const failed = await outboxRow(ana, { status: "failed", attempts: 8, max_attempts: 8, last_error: "SMTP 535" })
    await outboxRow(ana, { template: "reminder", category: "projects", subject: "Lembrete", status: "sent" })

    const counts = await admin.rpc("admin_email_outbox_counts")
    expect(counts.error).toBeNull()
    expect(counts.data?.map((c) => c.status)).toEqual(["pending", "sent", "failed", "cancelled"])
    expect(counts.data?.find((c) => c.status === "failed")?.count).toBeGreaterThanOrEqual(1)

    const list = await admin.rpc("admin_list_email_outbox", { p_status: "failed", p_limit: 200 })
    expect(list.error).toBeNull()
    const row = list.data?.find((r) => r.id === failed)
    expect(row).toMatchObject({
      template: "notification",
      to_email: ana.email,
      status: "failed",
      last_error: "SMTP 535",
    })
    expect(row).not.toHaveProperty("data")
    expect(list.data?.every((r) => r.status === "failed" && r.total_count === list.data!.length)).toBe(true)

    const reminders = await admin.rpc("admin_list_email_outbox", { p_template: "reminder", p_limit: 1 })
    expect(reminders.data).toHaveLength(1)
    expect(reminders.data![0]).toMatchObject({ template: "reminder" })

    expect((await admin.rpc("admin_list_email_outbox", { p_status: "lost" })).error?.code).toBe("22023")
    expect((await admin.rpc("admin_list_email_outbox", { p_template: "spam" })).error?.code).toBe("22023")
  })

  it("puts a failed e-mail back in the queue with fresh attempts, and audits it", async () => {
    const ana = await newPerson(local, "ana")
    const failed = await outboxRow(ana, { status: "failed", attempts: 8, max_attempts: 8, last_error: "SMTP 535" })
    const sent = await outboxRow(ana, { status: "sent" })

    expect((await admin.rpc("retry_email_outbox", { p_id: sent })).data).toBe(0)
    const retried = await admin.rpc("retry_email_outbox", { p_id: failed })
    expect(retried.error).toBeNull()
    expect(retried.data).toBe(1)
    const rows = await outboxOf(service, ana)
    expect(rows.find((r) => r.id === failed)).toMatchObject({ status: "pending", attempts: 0 })
    expect(rows.find((r) => r.id === sent)).toMatchObject({ status: "sent" })
    const { data: audit } = await service
      .from("audit_log")
      .select("actor_id, target_type, target_id, details")
      .eq("action", "email_outbox.retry")
      .eq("target_id", String(failed))
    expect(audit).toEqual([
      { actor_id: DEMO.admin.id, target_type: "email_outbox", target_id: String(failed), details: { count: 1 } },
    ])

    // "Reenviar todos os que falharam".
    const again = await outboxRow(ana, { status: "failed", attempts: 8, max_attempts: 8 })
    const all = await admin.rpc("retry_email_outbox", {})
    expect(all.data).toBeGreaterThanOrEqual(1)
    expect((await outboxOf(service, ana)).find((r) => r.id === again)?.status).toBe("pending")
  })
})

describe("LGPD", () => {
  it("exports her preferences and the e-mails sent to her, never their data", async () => {
    const ana = await newPerson(local, "ana")
    expect((await savePreferences(ana, { community: "off" }, { frequency: "weekly" })).error).toBeNull()
    const n = await notification(service, ana, { category: "messages", createdAt: saoPaulo("2030-01-10", 9) })
    await outboxRow(ana, { notification_id: n.id, subject: "Nova mensagem", status: "sent" })

    const { data, error } = await service.rpc("export_user_data", { p_user_id: ana.id })
    expect(error).toBeNull()
    const exported = data as { notification_preferences: unknown; emails: Record<string, unknown>[] }
    expect(exported.notification_preferences).toEqual({
      ...DEFAULTS,
      channels: { ...DEFAULTS.channels, community: "off" },
      digest_frequency: "weekly",
    })
    expect(exported.emails).toEqual([
      {
        template: "notification",
        category: "messages",
        subject: "Nova mensagem",
        status: "sent",
        created_at: expect.any(String),
        processed_at: null,
      },
    ])
  })

  it("deletes her preferences, digests and e-mails with her account", async () => {
    const ana = await newPerson(local, "ana")
    expect((await savePreferences(ana, { community: "off" }, { hour: 6 })).error).toBeNull()
    await outboxRow(ana, {})
    await service
      .from("notification_digests")
      .insert({ user_id: ana.id, period_key: "2030-01-03", item_count: 1 })
      .throwOnError()
    expect((await service.auth.admin.deleteUser(ana.id)).error).toBeNull()
    for (const table of [
      "notification_preferences",
      "notification_settings",
      "notification_digests",
      "email_outbox",
    ] as const) {
      const { count } = await service.from(table).select("*", { count: "exact", head: true }).eq("user_id", ana.id)
      expect(count, table).toBe(0)
    }
  })
})
