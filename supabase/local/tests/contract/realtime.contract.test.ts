import type { SupabaseClient } from "@supabase/supabase-js"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../server"
import { clientFor, RawSocket, subscribe, USER_A, USER_B, userToken, waitFor } from "../fixtures/local-realtime/helpers"
import { contractBackend, fixtureSchema } from "./backend"

// Contract of Realtime private channels (github.com/supabase/realtime), through supabase-js:
// lib/realtime_web/channels/realtime_channel.ex (join: maybe_assign_policies; handle_in broadcast
// and presence for private?: true), lib/realtime/tenants/authorization.ex (RLS on
// realtime.messages with realtime.topic() set: select = read, insert = write).
const USER_C = "00000000-0000-4000-8000-00000000000c"
const TOPIC = "private-room"

const backend = contractBackend(fixtureSchema("local-realtime"))
let local: LocalSupabase
const clients: SupabaseClient[] = []
const raws: RawSocket[] = []

const client = async (sub?: string) => {
  const created = await clientFor(local, sub ? await userToken(local, sub) : undefined)
  clients.push(created)
  return created
}

type Received = { event: string; payload: Record<string, unknown> }

beforeAll(async () => {
  local = backend.local
  // A project's policies: A and B may receive on the room, only A may send; C and anon nothing.
  await local.db.asOwner((q) =>
    q.exec(`
      create policy room_read on realtime.messages for select to authenticated
        using (realtime.topic() = '${TOPIC}' and auth.uid() in ('${USER_A}', '${USER_B}'));
      create policy room_write on realtime.messages for insert to authenticated
        with check (realtime.topic() = '${TOPIC}' and auth.uid() = '${USER_A}');
    `)
  )
})

afterEach(async () => {
  for (const socket of raws.splice(0)) socket.close()
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()))
})

/** Joins the topic with a bare socket as `sub`, sends a broadcast, and resolves once the server handled it. */
async function injectBroadcast(sub: string, isPrivate: boolean, payload: Record<string, unknown>) {
  const socket = await RawSocket.open(local)
  raws.push(socket)
  const topic = `realtime:${TOPIC}`
  socket.send([
    "1",
    "1",
    topic,
    "phx_join",
    { config: { private: isPrivate }, access_token: await userToken(local, sub) },
  ])
  const joined = await socket.next((frame) => frame[1] === "1" && frame[3] === "phx_reply")
  socket.send(["1", "2", topic, "broadcast", { type: "broadcast", event: "msg", payload }])
  // Messages of one socket are handled in order: the heartbeat's reply means the broadcast was handled.
  socket.send([null, "3", "phoenix", "heartbeat", {}])
  await socket.next((frame) => frame[1] === "3" && frame[3] === "phx_reply")
  return joined[4] as { status: string; response: Record<string, unknown> }
}

/** `sub`'s subscription to the private room: the broadcasts it receives. */
async function privateListener(sub: string) {
  const received: Received[] = []
  const listener = (await client(sub))
    .channel(TOPIC, { config: { private: true } })
    .on("broadcast", { event: "msg" }, (message) => received.push(message as unknown as Received))
  expect((await subscribe(listener)).status).toBe("SUBSCRIBED")
  return received
}

/** A, who may write, sends on the private room; once it arrives, `received` holds A's message alone. */
async function expectOnlyA(received: Received[]) {
  const sender = (await client(USER_A)).channel(TOPIC, { config: { private: true, broadcast: { ack: true } } })
  expect((await subscribe(sender)).status).toBe("SUBSCRIBED")
  expect(await sender.send({ type: "broadcast", event: "msg", payload: { from: "A" } })).toBe("ok")
  await waitFor(() => received.some((message) => message.payload.from === "A"))
  expect(received.map((message) => message.payload.from)).toEqual(["A"])
}

describe("private channels", () => {
  it("refuse a join without the select policy, with upstream's reason", async () => {
    // realtime_channel.ex maybe_assign_policies: neither broadcast nor presence read ->
    // {:error, :unauthorized, "You do not have permissions to read from this Channel topic: #{topic}"},
    // answered as `Unauthorized: …`.
    for (const sub of [USER_C, undefined]) {
      const channel = (await client(sub)).channel(TOPIC, { config: { private: true } })
      const { status, error } = await subscribe(channel)
      expect(status).toBe("CHANNEL_ERROR")
      expect(error?.message).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${TOPIC}`)
    }
  })

  it("deliver a member's broadcast to members allowed to read, and drop a send without the insert policy", async () => {
    const received = await privateListener(USER_B)

    // B may read but not insert: BroadcastHandler.handle drops its message (no reply either).
    const injected = await injectBroadcast(USER_B, true, { from: "B" })
    expect(injected.status).toBe("ok")

    await expectOnlyA(received)
  })

  it("keep a public channel of the same name apart: a public sender reaches no private member", async () => {
    // realtime_channel.ex: Tenants.tenant_topic(tenant_id, sub_topic, !private?) — two topics.
    const received = await privateListener(USER_B)
    const injected = await injectBroadcast(USER_C, false, { from: "public C" })
    expect(injected.status).toBe("ok")

    await expectOnlyA(received)
  })

  it("let presence be tracked only with the insert policy", async () => {
    // presence_handler.ex: track when not can_write_presence? -> {:error, :unauthorized}, a phx_reply error.
    const reader = (await client(USER_B)).channel(TOPIC, { config: { private: true, presence: { key: "b" } } })
    reader.on("presence", { event: "sync" }, () => {})
    expect((await subscribe(reader)).status).toBe("SUBSCRIBED")
    expect(await reader.track({ online: true })).toBe("error")

    const writer = (await client(USER_A)).channel(TOPIC, { config: { private: true, presence: { key: "a" } } })
    let synced: Record<string, unknown> = {}
    writer.on("presence", { event: "sync" }, () => (synced = writer.presenceState()))
    expect((await subscribe(writer)).status).toBe("SUBSCRIBED")
    expect(await writer.track({ online: true })).toBe("ok")
    await waitFor(() => "a" in synced)
    expect("b" in synced).toBe(false)
  })

  it("leave public channels as they were: anyone joins and sends", async () => {
    const received: Received[] = []
    const listener = (await client())
      .channel("public-room")
      .on("broadcast", { event: "msg" }, (message) => received.push(message as unknown as Received))
    expect((await subscribe(listener)).status).toBe("SUBSCRIBED")
    const sender = (await client(USER_C)).channel("public-room")
    expect((await subscribe(sender)).status).toBe("SUBSCRIBED")
    await sender.send({ type: "broadcast", event: "msg", payload: { from: "C" } })
    await waitFor(() => received.length >= 1)
    expect(received[0]?.payload).toEqual({ from: "C" })
  })
})
