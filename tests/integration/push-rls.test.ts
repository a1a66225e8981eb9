/**
 * Push notifications (issue #41) through /rest/v1 with the official client, against the real local
 * backend: who reads the devices, push choices and deliveries (she reads her own devices and
 * choices; nobody reads the deliveries), who may call each function (hers need a session; the
 * queueing, claiming and settling are the server's), what saving accepts and refuses (keys, the 10
 * devices, an endpoint moving to another member), what is queued and claimed, a gone device, and
 * the LGPD export. The real sending to a push service: push-delivery.test.ts.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, DEMO, newPerson, type Person, signedIn } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"

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

const KEYS = ["messages", "orders", "community", "directory", "projects", "learning", "account"] as const
const ALL_OFF = Object.fromEntries(KEYS.map((key) => [key, false]))

/** A browser's subscription as PushSubscription.toJSON() gives it: a real P-256 key and auth secret. */
function browserSubscription(endpoint = `https://push.example.test/push/${randomUUID()}`) {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const jwk = publicKey.export({ format: "jwk" })
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")])
  return { endpoint, p256dh: point.toString("base64url"), auth: randomBytes(16).toString("base64url") }
}

type Subscription = ReturnType<typeof browserSubscription>

function save(person: { db: Db }, sub: Subscription, name = "Chrome no Android") {
  return person.db.rpc("save_push_subscription", {
    p_endpoint: sub.endpoint,
    p_p256dh: sub.p256dh,
    p_auth: sub.auth,
    p_device_name: name,
  })
}

async function saved(person: Person, sub = browserSubscription(), name?: string) {
  const { data, error } = await save(person, sub, name)
  expect(error).toBeNull()
  return { id: data!, ...sub }
}

async function enable(person: Person, keys: string[]) {
  const { error } = await person.db.rpc("save_push_preferences", { p_enabled: keys })
  expect(error).toBeNull()
}

/** A notification for `person`, as the app's triggers write them (service role). */
async function notify(person: Person, fields: Record<string, unknown> = {}) {
  const { data, error } = await service
    .from("notifications")
    .insert({
      user_id: person.id,
      type: "new_message",
      category: "messages",
      title: "Nova mensagem de Bia",
      message: "Oi! Vamos conversar sobre a feira?",
      action_url: "/mensagens",
      ...fields,
    } as never)
    .select("id, created_at")
    .single()
  if (error) throw error
  return data as { id: string; created_at: string }
}

async function deliveriesOf(notificationId: string) {
  const { rows } = await local.db.query<{ subscription_id: string; status: string; attempts: number }>(
    `select subscription_id, status, attempts from public.push_deliveries where notification_id = $1 order by subscription_id`,
    [notificationId]
  )
  return rows
}

const now = () => new Date(Date.now() + 1_000).toISOString()

describe("who reads what", () => {
  it("gives a member her own devices and choices; nobody the deliveries; visitors nothing", async () => {
    const [ana, bia] = await Promise.all([newPerson(local, "ana"), newPerson(local, "bia")])
    const anaDevice = await saved(ana)
    await saved(bia)
    await enable(ana, ["messages"])
    await enable(bia, ["orders"])

    const devices = await ana.db.from("push_subscriptions").select("id, user_id, device_name")
    expect(devices.error).toBeNull()
    expect(devices.data).toEqual([{ id: anaDevice.id, user_id: ana.id, device_name: "Chrome no Android" }])
    const prefs = await ana.db.from("push_preferences").select("category, enabled").eq("enabled", true)
    expect(prefs.data).toEqual([{ category: "messages", enabled: true }])
    expect((await ana.db.from("push_preferences").select("user_id")).data?.every((r) => r.user_id === ana.id)).toBe(
      true
    )

    // Admins have no more right than anyone to a member's devices.
    expect((await admin.from("push_subscriptions").select("id").eq("user_id", ana.id)).data).toEqual([])
    expect((await admin.from("push_preferences").select("user_id").eq("user_id", ana.id)).data).toEqual([])

    for (const db of [ana.db, admin]) {
      const read = await db.from("push_deliveries").select("*").limit(1)
      expect(read.error?.code).toBe("42501")
    }
    for (const table of ["push_subscriptions", "push_preferences", "push_deliveries"] as const) {
      const visitor = await anon.from(table).select("*").limit(1)
      expect(visitor.error?.code, table).toBe("42501")
      expect(visitor.data).toBeNull()
    }
  })

  it("refuses direct writes to everyone but the server", async () => {
    const ana = await newPerson(local, "ana")
    const sub = browserSubscription()
    const insert = await ana.db
      .from("push_subscriptions")
      .insert({ user_id: ana.id, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, device_name: "x" })
    expect(insert.error?.code).toBe("42501")
    const device = await saved(ana, sub)
    const update = await ana.db.from("push_subscriptions").update({ device_name: "Outro" }).eq("id", device.id)
    expect(update.error?.code).toBe("42501")
    const remove = await ana.db.from("push_subscriptions").delete().eq("id", device.id)
    expect(remove.error?.code).toBe("42501")
    const pref = await ana.db.from("push_preferences").insert({ user_id: ana.id, category: "messages", enabled: true })
    expect(pref.error?.code).toBe("42501")
    const { id } = await notify(ana)
    const delivery = await ana.db.from("push_deliveries").insert({ notification_id: id, subscription_id: device.id })
    expect(delivery.error?.code).toBe("42501")
    const byAdmin = await admin.from("push_deliveries").insert({ notification_id: id, subscription_id: device.id })
    expect(byAdmin.error?.code).toBe("42501")
    // The device is still hers, unchanged.
    expect((await ana.db.from("push_subscriptions").select("device_name").eq("id", device.id)).data).toEqual([
      { device_name: "Chrome no Android" },
    ])
  })
})

describe("who may call each function", () => {
  it("asks a session for her functions", async () => {
    const sub = browserSubscription()
    const calls = [
      anon.rpc("save_push_subscription", {
        p_endpoint: sub.endpoint,
        p_p256dh: sub.p256dh,
        p_auth: sub.auth,
        p_device_name: "x",
      }),
      anon.rpc("delete_push_subscription", { p_id: randomUUID() }),
      anon.rpc("list_my_push_subscriptions"),
      anon.rpc("get_push_preferences"),
      anon.rpc("save_push_preferences", { p_enabled: ["messages"] }),
    ]
    for (const { error } of await Promise.all(calls)) expect(error?.code).toBe("42501")
    // The service role has no session either: these act for auth.uid() only.
    const { error } = await service.rpc("get_push_preferences")
    expect(error?.code).toBe("42501")
  })

  it("keeps the queueing, claiming and settling to the server", async () => {
    const ana = await newPerson(local, "ana")
    for (const db of [anon, ana.db, admin]) {
      const calls = [
        db.rpc("queue_push_deliveries", { p_now: now() }),
        db.rpc("claim_push_deliveries", { p_limit: 10 }),
        db.rpc("finish_push_delivery", {
          p_notification: randomUUID(),
          p_subscription: randomUUID(),
          p_status: "sent",
        }),
        db.rpc("export_user_data", { p_user_id: ana.id }),
      ]
      for (const { error } of await Promise.all(calls)) expect(error?.code).toBe("42501")
    }
  })
})

describe("her devices", () => {
  it("saves, lists (never the keys) and updates one browser by its endpoint", async () => {
    const ana = await newPerson(local, "ana")
    const sub = browserSubscription()
    const first = await saved(ana, sub, "Chrome no Android")
    // The page saves again on a later visit, keys renewed: the same row.
    const renewed = { ...browserSubscription(sub.endpoint) }
    const again = await saved(ana, renewed, "  Chrome no Android (trabalho) ")
    expect(again.id).toBe(first.id)
    const { data, error } = await ana.db.rpc("list_my_push_subscriptions")
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id: first.id,
        device_name: "Chrome no Android (trabalho)",
        endpoint: sub.endpoint,
        created_at: expect.any(String),
        last_success_at: null,
      },
    ])
    const { rows } = await local.db.query<{ p256dh: string }>(
      "select p256dh from public.push_subscriptions where id = $1",
      [first.id]
    )
    expect(rows).toEqual([{ p256dh: renewed.p256dh }])
    // A blank name is "Este aparelho".
    const other = await saved(ana, browserSubscription(), "   ")
    const list = await ana.db.rpc("list_my_push_subscriptions")
    expect(list.data?.find((row) => row.id === other.id)?.device_name).toBe("Este aparelho")
  })

  it("refuses malformed endpoints, keys and names with a pt-BR message, writing nothing", async () => {
    const ana = await newPerson(local, "ana")
    const good = browserSubscription()
    const cases: Array<[string, Subscription, string]> = [
      ["http endpoint", { ...good, endpoint: "http://push.example.test/x" }, "x"],
      ["endpoint over 1000", { ...good, endpoint: `https://push.example.test/${"a".repeat(1000)}` }, "x"],
      ["javascript endpoint", { ...good, endpoint: "javascript:alert(1)" }, "x"],
      ["short p256dh", { ...good, p256dh: good.p256dh.slice(0, 40) }, "x"],
      ["compressed p256dh", { ...good, p256dh: `A${good.p256dh.slice(1)}` }, "x"],
      ["auth of 32 bytes", { ...good, auth: randomBytes(32).toString("base64url") }, "x"],
      ["auth with +/", { ...good, auth: "abc+def/ghijklmnopqrstu" }, "x"],
      ["name over 80", good, "a".repeat(81)],
    ]
    for (const [label, sub, name] of cases) {
      const { error } = await save(ana, sub, name)
      expect(error?.code, label).toBe("22023")
      expect(error?.message, label).toMatch(/não é válid|não são válid|no máximo 80/)
    }
    expect((await ana.db.rpc("list_my_push_subscriptions")).data).toEqual([])
  })

  it("keeps at most 10 devices per member", async () => {
    const ana = await newPerson(local, "ana")
    for (let i = 0; i < 10; i++) await saved(ana, browserSubscription(), `Aparelho ${i}`)
    const eleventh = await save(ana, browserSubscription(), "Aparelho 11")
    expect(eleventh.error?.code).toBe("P0001")
    expect(eleventh.error?.message).toContain("10 aparelhos")
    // One of the ten saved again is no new device.
    const list = await ana.db.rpc("list_my_push_subscriptions")
    expect(list.data).toHaveLength(10)
  })

  it("moves an endpoint saved by another member to her, with nothing of the other's still due", async () => {
    const [ana, bia] = await Promise.all([newPerson(local, "ana"), newPerson(local, "bia")])
    await enable(ana, ["messages"])
    const sub = browserSubscription()
    const anaDevice = await saved(ana, sub)
    const { id: notification } = await notify(ana)
    expect((await service.rpc("queue_push_deliveries", { p_now: now() })).error).toBeNull()
    expect(await deliveriesOf(notification)).toEqual([
      { subscription_id: anaDevice.id, status: "pending", attempts: 0 },
    ])

    // The same browser, now signed in as Bia.
    const biaDevice = await saved(bia, sub, "Firefox no Windows")
    expect(biaDevice.id).not.toBe(anaDevice.id)
    expect((await ana.db.rpc("list_my_push_subscriptions")).data).toEqual([])
    expect((await bia.db.rpc("list_my_push_subscriptions")).data?.map((row) => row.id)).toEqual([biaDevice.id])
    expect(await deliveriesOf(notification)).toEqual([])
  })

  it("removes only her own device, and says nothing about another's", async () => {
    const [ana, bia] = await Promise.all([newPerson(local, "ana"), newPerson(local, "bia")])
    const anaDevice = await saved(ana)
    const biaDevice = await saved(bia)
    expect((await ana.db.rpc("delete_push_subscription", { p_id: biaDevice.id })).error).toBeNull()
    expect((await admin.rpc("delete_push_subscription", { p_id: biaDevice.id })).error).toBeNull()
    expect((await bia.db.rpc("list_my_push_subscriptions")).data?.map((row) => row.id)).toEqual([biaDevice.id])
    expect((await ana.db.rpc("delete_push_subscription", { p_id: anaDevice.id })).error).toBeNull()
    expect((await ana.db.rpc("list_my_push_subscriptions")).data).toEqual([])
  })
})

describe("her push choices", () => {
  it("are all off until she chooses, then exactly the keys she listed", async () => {
    const ana = await newPerson(local, "ana")
    expect((await ana.db.rpc("get_push_preferences")).data).toEqual({ categories: ALL_OFF })
    await enable(ana, ["messages", "orders", "projects"])
    expect((await ana.db.rpc("get_push_preferences")).data).toEqual({
      categories: { ...ALL_OFF, messages: true, orders: true, projects: true },
    })
    await enable(ana, ["community"])
    expect((await ana.db.rpc("get_push_preferences")).data).toEqual({ categories: { ...ALL_OFF, community: true } })
    await enable(ana, [])
    expect((await ana.db.rpc("get_push_preferences")).data).toEqual({ categories: ALL_OFF })
  })

  it("refuses an unknown key or no list at all, writing nothing", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages"])
    for (const keys of [["messages", "shop"], ["digest"], ["Messages"]]) {
      const { error } = await ana.db.rpc("save_push_preferences", { p_enabled: keys })
      expect(error?.code, keys.join()).toBe("22023")
    }
    const { error } = await ana.db.rpc("save_push_preferences", { p_enabled: null as unknown as string[] })
    expect(error?.code).toBe("22023")
    expect((await ana.db.rpc("get_push_preferences")).data).toEqual({ categories: { ...ALL_OFF, messages: true } })
  })
})

describe("queueing, claiming and settling (service role)", () => {
  it("queues once per device the unread fresh notifications of keys she pushes, reminders included", async () => {
    const [ana, bia] = await Promise.all([newPerson(local, "ana"), newPerson(local, "bia")])
    await enable(ana, ["messages", "projects"])
    const phone = await saved(ana, browserSubscription(), "Chrome no Android")
    const laptop = await saved(ana, browserSubscription(), "Firefox no Windows")
    await saved(bia) // Bia pushes nothing.

    const message = await notify(ana)
    const reminder = await notify(ana, {
      type: "session_reminder",
      category: "projects",
      title: "Lembrete: oficina",
      action_url: "/projetos/oficina",
    })
    const community = await notify(ana, { type: "reply", category: "community", title: "Resposta no tópico" })
    const read = await notify(ana, { read: true })
    const shop = await notify(ana, { type: "new_review", category: "shop", title: "Nova avaliação" })
    const forBia = await notify(bia)

    const queued = await service.rpc("queue_push_deliveries", { p_now: now() })
    expect(queued.error).toBeNull()
    const both = [phone.id, laptop.id].sort()
    for (const n of [message, reminder]) {
      expect((await deliveriesOf(n.id)).map((d) => d.subscription_id)).toEqual(both)
    }
    for (const n of [community, read, shop, forBia]) expect(await deliveriesOf(n.id)).toEqual([])

    // Once: a second tick queues nothing more for them.
    await service.rpc("queue_push_deliveries", { p_now: now() })
    expect(await deliveriesOf(message.id)).toHaveLength(2)

    // A tick more than an hour later does not queue an old notification for a new device.
    const tablet = await saved(ana, browserSubscription(), "Safari no iPad")
    await service.rpc("queue_push_deliveries", { p_now: now() })
    expect((await deliveriesOf(message.id)).map((d) => d.subscription_id)).not.toContain(tablet.id)
    const later = new Date(Date.now() + 2 * 3600_000).toISOString()
    const fresh = await notify(ana)
    await service.rpc("queue_push_deliveries", { p_now: later })
    expect(await deliveriesOf(fresh.id)).toEqual([])
  })

  it("claims with what the app sends, cancels a push read meanwhile, and settles sent, failed and gone", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages", "orders"])
    const device = await saved(ana)
    const message = await notify(ana, { message: "x".repeat(600) })
    const readLater = await notify(ana, { type: "order", category: "orders", title: "Pedido novo", action_url: null })
    await service.rpc("queue_push_deliveries", { p_now: now() })
    await service.from("notifications").update({ read: true }).eq("id", readLater.id).throwOnError()

    const claim = await service.rpc("claim_push_deliveries", { p_limit: 500 })
    expect(claim.error).toBeNull()
    const mine = (claim.data ?? []).filter((row) => row.subscription_id === device.id)
    expect(mine).toEqual([
      {
        notification_id: message.id,
        subscription_id: device.id,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        title: "Nova mensagem de Bia",
        body: "x".repeat(300),
        url: "/mensagens",
        tag: `notification-${message.id}`,
      },
    ])
    expect(await deliveriesOf(readLater.id)).toEqual([{ subscription_id: device.id, status: "cancelled", attempts: 0 }])
    // Leased: claimed again by nobody until it is settled or the lease runs out.
    const again = await service.rpc("claim_push_deliveries", { p_limit: 500 })
    expect((again.data ?? []).filter((row) => row.subscription_id === device.id)).toEqual([])

    // A failure keeps it pending for a retry, the error kept.
    const failed = await service.rpc("finish_push_delivery", {
      p_notification: message.id,
      p_subscription: device.id,
      p_status: "failed",
      p_error: "503 Service Unavailable",
    })
    expect(failed.error).toBeNull()
    expect(await deliveriesOf(message.id)).toEqual([{ subscription_id: device.id, status: "pending", attempts: 1 }])

    const sent = await service.rpc("finish_push_delivery", {
      p_notification: message.id,
      p_subscription: device.id,
      p_status: "sent",
    })
    expect(sent.error).toBeNull()
    expect(await deliveriesOf(message.id)).toEqual([{ subscription_id: device.id, status: "sent", attempts: 1 }])
    const list = await ana.db.rpc("list_my_push_subscriptions")
    expect(list.data?.[0]?.last_success_at).toEqual(expect.any(String))

    const bad = await service.rpc("finish_push_delivery", {
      p_notification: message.id,
      p_subscription: device.id,
      p_status: "delivered",
    })
    expect(bad.error?.code).toBe("22023")

    // The push service answered 410: the device is gone, with its deliveries.
    const gone = await service.rpc("finish_push_delivery", {
      p_notification: message.id,
      p_subscription: device.id,
      p_status: "failed",
      p_error: "410",
      p_gone: true,
    })
    expect(gone.error).toBeNull()
    expect((await ana.db.rpc("list_my_push_subscriptions")).data).toEqual([])
    expect(await deliveriesOf(message.id)).toEqual([])
  })

  it("drops a push still pending a day after its notification (the server was down)", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages"])
    const device = await saved(ana)
    const message = await notify(ana)
    await service.rpc("queue_push_deliveries", { p_now: now() })
    await local.db.query(`update public.notifications set created_at = now() - interval '25 hours' where id = $1`, [
      message.id,
    ])
    const claim = await service.rpc("claim_push_deliveries", { p_limit: 500 })
    expect((claim.data ?? []).filter((row) => row.subscription_id === device.id)).toEqual([])
    expect(await deliveriesOf(message.id)).toEqual([{ subscription_id: device.id, status: "cancelled", attempts: 0 }])
  })

  it("cancels what is still due of a key she turns off", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages"])
    const device = await saved(ana)
    const message = await notify(ana)
    await service.rpc("queue_push_deliveries", { p_now: now() })
    await enable(ana, ["orders"])
    expect(await deliveriesOf(message.id)).toEqual([{ subscription_id: device.id, status: "cancelled", attempts: 0 }])
  })
})

describe("LGPD export", () => {
  it("names her devices and choices, never an endpoint nor a key", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages"])
    const device = await saved(ana, browserSubscription(), "Safari no iPhone")
    const { data, error } = await service.rpc("export_user_data", { p_user_id: ana.id })
    expect(error).toBeNull()
    const exported = data as Record<string, unknown>
    expect(exported.push_notifications).toEqual({
      categories: { ...ALL_OFF, messages: true },
      devices: [{ device_name: "Safari no iPhone", created_at: expect.any(String), last_success_at: null }],
    })
    // The earlier parts are still there.
    expect(exported).toHaveProperty("mentoring")
    expect(exported).toHaveProperty("notification_preferences")
    const text = JSON.stringify(exported)
    for (const secret of [device.endpoint, device.p256dh, device.auth]) expect(text).not.toContain(secret)
  })

  it("deleting her account deletes her devices, choices and what was due to them", async () => {
    const ana = await newPerson(local, "ana")
    await enable(ana, ["messages"])
    const device = await saved(ana)
    const { id: notification } = await notify(ana)
    await service.rpc("queue_push_deliveries", { p_now: now() })
    expect(await deliveriesOf(notification)).toHaveLength(1)
    const { error } = await service.rpc("delete_user_account", { p_user_id: ana.id })
    expect(error).toBeNull()
    const { rows } = await local.db.query<{ n: number }>(
      `select (select count(*)::int from public.push_subscriptions where id = $1 or user_id = $2)
            + (select count(*)::int from public.push_preferences where user_id = $2)
            + (select count(*)::int from public.push_deliveries where subscription_id = $1) as n`,
      [device.id, ana.id]
    )
    expect(rows).toEqual([{ n: 0 }])
  })
})
