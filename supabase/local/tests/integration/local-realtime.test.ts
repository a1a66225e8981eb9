import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { signJwt } from "../../jwt.ts"
import type { LocalSupabase } from "../../server.ts"
import { fixtureSchema, startBackend } from "../helpers/backend.ts"
import {
  clientFor,
  RawSocket,
  subscribe,
  USER_A,
  USER_B,
  userToken,
  waitFor,
} from "../fixtures/local-realtime/helpers.ts"

type Row = Record<string, unknown>
type Change = RealtimePostgresChangesPayload<Row>

let local: LocalSupabase
const clients: SupabaseClient[] = []
const raws: RawSocket[] = []

const client = async (token?: string, options?: Parameters<typeof clientFor>[2]) => {
  const created = await clientFor(local, token, options)
  clients.push(created)
  return created
}
const raw = async (query?: string) => {
  const socket = await RawSocket.open(local, query)
  raws.push(socket)
  return socket
}

const asOwner = (sql: string, params: unknown[] = []) => local.db.asOwner((q) => q.query(sql, params))
const insertMessage = async (userId: string, body: string) => {
  const result = await asOwner("insert into public.messages (user_id, body, meta) values ($1, $2, $3) returning id", [
    userId,
    body,
    { tag: body },
  ])
  return (result.rows[0] as { id: number }).id
}

/** Subscribes and collects every postgres_changes payload delivered to the binding. */
async function listen(
  supabase: SupabaseClient,
  binding: { event: "*" | "INSERT" | "UPDATE" | "DELETE"; schema: string; table?: string; filter?: string }
) {
  const events: Change[] = []
  const channel = supabase
    .channel(`test-${Math.random().toString(36).slice(2)}`)
    .on("postgres_changes", binding, (payload: Change) => events.push(payload))
  const { status, error } = await subscribe(channel)
  expect(error).toBeUndefined()
  expect(status).toBe("SUBSCRIBED")
  return { channel, events }
}

const bodyOf = (change: Change | undefined) => (change?.new as Row | undefined)?.body

beforeAll(async () => {
  local = await startBackend(fixtureSchema("local-realtime"))
})

afterEach(async () => {
  for (const socket of raws.splice(0)) socket.close()
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()))
})

afterAll(async () => {
  await local?.close()
})

describe("local realtime: postgres_changes", () => {
  it("subscribes, and delivers INSERT, UPDATE and DELETE with the upstream payload shape", async () => {
    const { events } = await listen(await client(await userToken(local, USER_A)), {
      event: "*",
      schema: "public",
      table: "messages",
    })
    const id = await insertMessage(USER_A, "hello")
    await asOwner("update public.messages set body = 'edited', done = true where id = $1", [id])
    await asOwner("delete from public.messages where id = $1", [id])
    await waitFor(() => events.length >= 3)

    const [insert, update, remove] = events as [Change, Change, Change]
    expect(insert).toMatchObject({ schema: "public", table: "messages", eventType: "INSERT", errors: null, old: {} })
    expect(insert.new).toMatchObject({ id, user_id: USER_A, body: "hello", meta: { tag: "hello" }, done: false })
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(update).toMatchObject({ eventType: "UPDATE", new: { id, body: "edited", done: true }, old: { id } })
    // Default replica identity: the old row carries only the primary key, as the WAL does.
    expect(Object.keys(update.old)).toEqual(["id"])
    expect(remove).toMatchObject({ eventType: "DELETE", new: {}, old: { id } })
    // The seeded row was captured before anyone subscribed and is never replayed.
    expect(events.some((event) => bodyOf(event) === "seeded")).toBe(false)
  })

  it("routes by event type: an INSERT binding ignores updates and deletes", async () => {
    const { events } = await listen(await client(await userToken(local, USER_A)), {
      event: "INSERT",
      schema: "public",
      table: "messages",
    })
    const id = await insertMessage(USER_A, "first")
    await asOwner("update public.messages set body = 'changed' where id = $1", [id])
    await insertMessage(USER_A, "second")
    await waitFor(() => events.length >= 2)
    expect(events.map((event) => [event.eventType, bodyOf(event)])).toEqual([
      ["INSERT", "first"],
      ["INSERT", "second"],
    ])
  })

  it("captures writes made under RLS by an ordinary role", async () => {
    const { events } = await listen(await client(await userToken(local, USER_A)), {
      event: "INSERT",
      schema: "public",
      table: "messages",
    })
    await local.db.withRequest({ role: "authenticated", claims: { sub: USER_A, role: "authenticated" } }, (q) =>
      q.query("insert into public.messages (user_id, body) values ($1, 'from a request')", [USER_A])
    )
    await waitFor(() => events.some((event) => bodyOf(event) === "from a request"))
  })

  it("applies an eq filter on a column", async () => {
    const serviceRole = await client(local.config.serviceRoleKey)
    const { events } = await listen(serviceRole, {
      event: "INSERT",
      schema: "public",
      table: "messages",
      filter: `user_id=eq.${USER_B}`,
    })
    await insertMessage(USER_A, "for a")
    await insertMessage(USER_B, "for b")
    await waitFor(() => events.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events.map(bodyOf)).toEqual(["for b"])
  })

  it("applies numeric and list filters on a table without RLS", async () => {
    const anon = await client()
    const gt = await listen(anon, { event: "INSERT", schema: "public", table: "rooms", filter: "id=gt.100" })
    const within = await listen(anon, { event: "INSERT", schema: "public", table: "rooms", filter: "id=in.(7,8)" })
    await asOwner("insert into public.rooms (id, name) values (7, 'seven'), (99, 'small'), (101, 'big')")
    await waitFor(() => gt.events.length >= 1 && within.events.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(gt.events.map((event) => event.new)).toEqual([{ id: 101, name: "big" }])
    expect(within.events.map((event) => (event.new as Row).id)).toEqual([7])
  })

  it("RLS: a user never receives another user's rows", async () => {
    const a = await listen(await client(await userToken(local, USER_A)), {
      event: "*",
      schema: "public",
      table: "messages",
    })
    const b = await listen(await client(await userToken(local, USER_B)), {
      event: "*",
      schema: "public",
      table: "messages",
    })
    await insertMessage(USER_A, "private to a")
    await insertMessage(USER_B, "private to b")
    // Changes leave in commit order, so once B has its own row it would already have had A's.
    await waitFor(() => b.events.length >= 1 && a.events.length >= 1)
    expect(b.events.map(bodyOf)).toEqual(["private to b"])
    expect(a.events.map(bodyOf)).toEqual(["private to a"])
  })

  it("RLS: anon, without SELECT on the table, receives nothing", async () => {
    const anon = await listen(await client(), { event: "INSERT", schema: "public", table: "messages" })
    const witness = await listen(await client(), { event: "INSERT", schema: "public", table: "rooms" })
    await insertMessage(USER_A, "hidden")
    await asOwner("insert into public.rooms (id, name) values (20, 'witness')")
    await waitFor(() => witness.events.length >= 1)
    expect(anon.events).toEqual([])
  })

  it("only tables in the supabase_realtime publication emit", async () => {
    const { events } = await listen(await client(local.config.serviceRoleKey), { event: "*", schema: "public" })
    await asOwner("insert into public.notes (id, body) values (1, 'not published')")
    await asOwner("insert into public.rooms (id, name) values (30, 'published')")
    await waitFor(() => events.length >= 1)
    expect(events.map((event) => event.table)).toEqual(["rooms"])
  })

  it("a table added to the publication later emits too, and one removed stops", async () => {
    await asOwner("create table public.late (id int primary key, v text)")
    await asOwner("alter publication supabase_realtime add table public.late")
    const { events } = await listen(await client(local.config.serviceRoleKey), {
      event: "*",
      schema: "public",
      table: "late",
    })
    await asOwner("insert into public.late values (1, 'caught')")
    await waitFor(() => events.length >= 1)
    expect(events[0]?.new).toEqual({ id: 1, v: "caught" })

    await asOwner("alter publication supabase_realtime drop table public.late")
    const witness = await listen(await client(local.config.serviceRoleKey), {
      event: "*",
      schema: "public",
      table: "rooms",
    })
    await asOwner("insert into public.late values (2, 'ignored')")
    await asOwner("insert into public.rooms (id, name) values (40, 'witness')")
    await waitFor(() => witness.events.length >= 1)
    expect(events).toHaveLength(1)
  })

  it("capture stays out of the way of DDL run by ordinary roles", async () => {
    await local.db.withRequest({ role: "authenticated", claims: { sub: USER_A, role: "authenticated" } }, (q) =>
      q.exec("create temp table scratch (i int); alter table scratch add column j int; drop table scratch")
    )
  })

  it("REPLICA IDENTITY FULL sends the old row, and columns the role may not select are left out", async () => {
    const { events } = await listen(await client(), { event: "UPDATE", schema: "public", table: "rooms" })
    await asOwner("insert into public.rooms (id, name, secret) values (50, 'before', 'hush')")
    await asOwner("update public.rooms set name = 'after' where id = 50")
    await waitFor(() => events.length >= 1)
    expect(events[0]).toMatchObject({ new: { id: 50, name: "after" }, old: { id: 50, name: "before" } })
    expect("secret" in (events[0]?.new ?? {})).toBe(false)
    expect("secret" in (events[0]?.old ?? {})).toBe(false)
  })

  it("reports an unknown table or filter column with a system error, as upstream does", async () => {
    const socket = await raw()
    const good = { event: "*", schema: "public", table: "rooms", filter: "id=eq.1" }
    const typo = { event: "*", schema: "public", table: "rooms", filter: "nope=eq.1" }
    socket.send(["1", "1", "realtime:good", "phx_join", { config: { postgres_changes: [good] } }])
    socket.send(["2", "2", "realtime:typo", "phx_join", { config: { postgres_changes: [typo] } }])
    socket.send([
      "3",
      "3",
      "realtime:gone",
      "phx_join",
      { config: { postgres_changes: [{ event: "*", schema: "public", table: "nope" }] } },
    ])
    const systemOf = (topic: string) => socket.next((f) => f[2] === topic && f[3] === "system")
    expect((await systemOf("realtime:good"))[4]).toMatchObject({ extension: "postgres_changes", status: "ok" })
    expect((await systemOf("realtime:typo"))[4]).toMatchObject({
      status: "error",
      message: expect.stringMatching(/Unable to subscribe/),
    })
    expect((await systemOf("realtime:gone"))[4]).toMatchObject({ status: "error" })
  })

  it("never delivers changes committed before the subscription", async () => {
    await asOwner("insert into public.rooms (id, name) values (90, 'before anyone listened')")
    const { events } = await listen(await client(), { event: "INSERT", schema: "public", table: "rooms" })
    await asOwner("insert into public.rooms (id, name) values (91, 'after subscribe')")
    await waitFor(() => events.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events.map((event) => (event.new as Row).id)).toEqual([91])
  })

  it("works with the 1.0.0 protocol", async () => {
    const { events } = await listen(await client(await userToken(local, USER_A), { vsn: "1.0.0" }), {
      event: "INSERT",
      schema: "public",
      table: "messages",
    })
    await insertMessage(USER_A, "over vsn 1")
    await waitFor(() => events.some((event) => bodyOf(event) === "over vsn 1"))
  })
})

describe("local realtime: through the other APIs", () => {
  it("a signed-in supabase-js session receives its own insert made through /rest/v1", async () => {
    const noSession = { persistSession: false, autoRefreshToken: false }
    const admin = createClient(local.url, local.config.serviceRoleKey, {
      auth: noSession,
      realtime: { transport: WebSocket as never },
    })
    const email = `realtime-${Date.now()}@example.com`
    const created = await admin.auth.admin.createUser({ email, password: "correct horse 42", email_confirm: true })
    expect(created.error).toBeNull()
    const userId = created.data.user!.id

    const user = createClient(local.url, local.config.anonKey, {
      auth: noSession,
      realtime: { transport: WebSocket as never },
    })
    clients.push(user)
    const signedIn = await user.auth.signInWithPassword({ email, password: "correct horse 42" })
    expect(signedIn.error).toBeNull()
    const { events } = await listen(user, {
      event: "INSERT",
      schema: "public",
      table: "messages",
      filter: `user_id=eq.${userId}`,
    })

    const inserted = await user.from("messages").insert({ user_id: userId, body: "via rest" })
    expect(inserted.error).toBeNull()
    await waitFor(() => events.some((event) => bodyOf(event) === "via rest"))
    expect(events[0]?.new).toMatchObject({ user_id: userId, body: "via rest", done: false })
  })
})

describe("local realtime: tokens", () => {
  it("rejects a forged token with a channel error", async () => {
    const channel = (await client("not-a-jwt"))
      .channel("bad")
      .on("postgres_changes", { event: "*", schema: "public" }, () => {})
    const { status, error } = await subscribe(channel)
    expect(status).toBe("CHANNEL_ERROR")
    expect(error?.message).toMatch(/InvalidJWTToken/)
  })

  it("rejects an expired token and one without a role", async () => {
    const expired = await userToken(local, USER_A, -10)
    const first = await subscribe(
      (await client(expired)).channel("expired").on("postgres_changes", { event: "*", schema: "public" }, () => {})
    )
    expect(first.status).toBe("CHANNEL_ERROR")
    expect(first.error?.message).toMatch(/expired/)

    const roleless = await signJwt({ sub: USER_A, exp: Math.floor(Date.now() / 1000) + 60 }, local.config.jwtSecret)
    const second = await subscribe(
      (await client(roleless)).channel("roleless").on("postgres_changes", { event: "*", schema: "public" }, () => {})
    )
    expect(second.status).toBe("CHANNEL_ERROR")
    expect(second.error?.message).toMatch(/role/)
  })

  it("closes the channel when its token expires, after a system error", async () => {
    const token = await userToken(local, USER_A, 2)
    const statuses: string[] = []
    const system: Row[] = []
    const channel = (await client(token))
      .channel("expiring")
      .on("system", {}, (payload: Row) => system.push(payload))
      .on("postgres_changes", { event: "*", schema: "public", table: "messages" }, () => {})
    channel.subscribe((status) => statuses.push(status))
    await waitFor(() => statuses.includes("SUBSCRIBED"))
    await waitFor(() => statuses.includes("CLOSED"), 5000)
    expect(system.some((payload) => payload.status === "error" && /expired/.test(String(payload.message)))).toBe(true)
  })

  it("falls back to the URL apikey when the join carries no access_token, and swaps claims on access_token", async () => {
    const socket = await raw()
    const binding = { event: "*", schema: "public", table: "messages" }
    socket.send(["1", "1", "realtime:swap", "phx_join", { config: { postgres_changes: [binding] } }])
    const reply = await socket.next((f) => f[3] === "phx_reply" && f[1] === "1")
    expect(reply[4]).toMatchObject({
      status: "ok",
      response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] },
    })
    // As anon (the URL apikey) the RLS table stays silent; after the push, rows of B arrive.
    socket.send(["1", "2", "realtime:swap", "access_token", { access_token: null }])
    socket.send(["1", "3", "realtime:swap", "access_token", { access_token: await userToken(local, USER_B) }])
    await new Promise((resolve) => setTimeout(resolve, 50))
    await insertMessage(USER_A, "a after swap")
    await insertMessage(USER_B, "b after swap")
    const event = await socket.next((f) => f[3] === "postgres_changes")
    expect(event[0]).toBeNull()
    expect((event[4] as { data: { record: Row } }).data.record.body).toBe("b after swap")
    expect(socket.frames.filter((f) => Array.isArray(f) && f[3] === "postgres_changes")).toHaveLength(1)
  })

  it("closes a joined channel when an access_token push carries a bad token", async () => {
    const socket = await raw()
    socket.send(["1", "1", "realtime:forged", "phx_join", { config: { postgres_changes: [] } }])
    await socket.next((f) => f[1] === "1" && f[3] === "phx_reply")
    socket.send(["1", "2", "realtime:forged", "access_token", { access_token: "forged.token.here" }])
    const system = await socket.next((f) => f[3] === "system")
    expect(system[4]).toMatchObject({
      extension: "system",
      status: "error",
      message: expect.stringMatching(/InvalidJWTToken/),
    })
    expect(await socket.next((f) => f[3] === "phx_close")).toEqual(["1", null, "realtime:forged", "phx_close", {}])
    socket.send(["1", "3", "realtime:forged", "broadcast", {}])
    expect((await socket.next((f) => f[1] === "3"))[4]).toMatchObject({ status: "error" })
  })

  it("refuses the WebSocket upgrade with a key that is not the project's (the gateway's 401)", async () => {
    const ws = new WebSocket(`${local.url.replace("http", "ws")}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`)
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode))
      ws.on("error", () => resolve(undefined))
    })
    expect(status).toBe(401)
  })
})

describe("local realtime: connection handling", () => {
  it("answers heartbeats (raw and from supabase-js)", async () => {
    const socket = await raw()
    socket.send([null, "7", "phoenix", "heartbeat", {}])
    expect(await socket.next((f) => f[1] === "7")).toEqual([
      null,
      "7",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ])

    const beats: string[] = []
    const supabase = await client(undefined, {
      heartbeatIntervalMs: 100,
      heartbeatCallback: (status) => beats.push(status),
    })
    await listen(supabase, { event: "*", schema: "public", table: "rooms" })
    await waitFor(() => beats.includes("ok"))
  })

  it("stops sending after phx_leave, and replies to it", async () => {
    const socket = await raw()
    const binding = { event: "INSERT", schema: "public", table: "rooms" }
    socket.send(["1", "1", "realtime:left", "phx_join", { config: { postgres_changes: [binding] } }])
    socket.send(["2", "2", "realtime:stays", "phx_join", { config: { postgres_changes: [binding] } }])
    await socket.next((f) => f[1] === "2" && f[3] === "phx_reply")
    socket.send(["1", "3", "realtime:left", "phx_leave", {}])
    expect(await socket.next((f) => f[1] === "3")).toEqual([
      "1",
      "3",
      "realtime:left",
      "phx_reply",
      { status: "ok", response: {} },
    ])
    await asOwner("insert into public.rooms (id, name) values (60, 'after leave')")
    await socket.next((f) => f[3] === "postgres_changes" && f[2] === "realtime:stays")
    expect(socket.frames.some((f) => Array.isArray(f) && f[3] === "postgres_changes" && f[2] === "realtime:left")).toBe(
      false
    )
  })

  it("forgets a socket that disconnects while others keep receiving", async () => {
    const gone = await raw()
    gone.send([
      "1",
      "1",
      "realtime:gone",
      "phx_join",
      { config: { postgres_changes: [{ event: "*", schema: "public" }] } },
    ])
    await gone.next((f) => f[3] === "phx_reply")
    gone.close()
    const { events } = await listen(await client(), { event: "INSERT", schema: "public", table: "rooms" })
    await asOwner("insert into public.rooms (id, name) values (70, 'after disconnect')")
    await waitFor(() => events.length >= 1)
  })

  it("survives malformed frames", async () => {
    const socket = await raw()
    socket.send("this is not json")
    socket.send("[1, 2]")
    socket.send("{}")
    socket.send(JSON.stringify(["1", "1", "realtime:x", "phx_join", "not an object"]))
    socket.send(Buffer.from([3, 200, 200, 200, 200, 200, 1, 1, 2]))
    socket.send(Buffer.from([9, 9, 9]))
    socket.send([
      "1",
      "2",
      "realtime:bad",
      "phx_join",
      { config: { postgres_changes: [{ event: "NOPE", schema: "public" }] } },
    ])
    socket.send(["1", "3", "realtime:never-joined", "broadcast", {}])
    socket.send([null, "4", "phoenix", "heartbeat", {}])
    expect((await socket.next((f) => f[1] === "2"))[4]).toMatchObject({ status: "error" })
    expect((await socket.next((f) => f[1] === "3"))[4]).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    })
    await socket.next((f) => f[1] === "4")
    const { events } = await listen(await client(), { event: "INSERT", schema: "public", table: "rooms" })
    await asOwner("insert into public.rooms (id, name) values (80, 'still alive')")
    await waitFor(() => events.length >= 1)
  })

  it("relays broadcast between clients, and syncs presence", async () => {
    const received: Row[] = []
    const listener = (await client())
      .channel("room-b")
      .on("broadcast", { event: "ping" }, (message: Row) => received.push(message))
    expect((await subscribe(listener)).status).toBe("SUBSCRIBED")
    const sender = (await client()).channel("room-b")
    expect((await subscribe(sender)).status).toBe("SUBSCRIBED")
    await sender.send({ type: "broadcast", event: "ping", payload: { n: 1 } })
    await waitFor(() => received.length >= 1)
    expect(received[0]).toMatchObject({ event: "ping", payload: { n: 1 } })

    const watcher = (await client()).channel("room-p", { config: { presence: { key: "watcher" } } })
    let synced: Record<string, unknown> = {}
    watcher.on("presence", { event: "sync" }, () => (synced = watcher.presenceState()))
    expect((await subscribe(watcher)).status).toBe("SUBSCRIBED")
    expect(await watcher.track({ online: true })).toBe("ok")
    await waitFor(() => "watcher" in synced)
  })
})
