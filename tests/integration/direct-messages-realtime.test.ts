/**
 * Live direct messages (issue #37): a new message reaches, through Realtime `postgres_changes` on
 * public.direct_messages, the conversation's other participant as it is sent, and nobody else. A
 * third member subscribed with the conversation's filter or to the whole table, an admin (the
 * conversation is not reported) and a visitor receive nothing at all; the raw socket shows every
 * frame the server sent the third member.
 */
import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { RawSocket, subscribe, userToken } from "@/supabase/local/tests/fixtures/local-realtime/helpers"
import { clientOf, type Db, DEMO, signedIn, waitFor } from "../helpers/community"
import { member, send, started } from "../helpers/members-connect"

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

let local: LocalSupabase
let admin: Db
const clients: Db[] = []
const raws: RawSocket[] = []

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  admin = await signedIn(local, DEMO.admin.email)
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()))
  for (const socket of raws.splice(0)) socket.close()
})

afterAll(async () => {
  await local?.close()
})

async function listen(db: Db, filter?: string) {
  clients.push(db)
  const events: Change[] = []
  const channel = db
    .channel(`mensagens-${Math.random().toString(36).slice(2)}`)
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "direct_messages", ...(filter ? { filter } : {}) },
      (p) => events.push(p as Change)
    )
  expect(await subscribe(channel)).toEqual({ status: "SUBSCRIBED", error: undefined })
  return events
}

/** After the expected events arrived, time for any stray one to land too (bounded). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 750))

describe("live direct messages", () => {
  it("reach the other participant as they are sent, and no one else at all", async () => {
    const [ana, bia, carla] = await Promise.all([
      member(local, "ana", "members"),
      member(local, "bia", "members"),
      member(local, "carla", "members"),
    ])
    const conversation = await started(ana, bia, "Oi, Bia! Posso te fazer uma pergunta?")
    const filter = `conversation_id=eq.${conversation}`

    const biaEvents = await listen(bia.db, filter)
    const carlaFiltered = await listen(carla.db, filter)
    const carlaAll = await listen(carla.db)
    const adminEvents = await listen(admin, filter)
    const visitorEvents = await listen(clientOf(local, local.config.anonKey), filter)

    // The third member's socket, frame by frame.
    const socket = await RawSocket.open(local)
    raws.push(socket)
    socket.send([
      "1",
      "1",
      "realtime:espia",
      "phx_join",
      {
        config: { postgres_changes: [{ event: "*", schema: "public", table: "direct_messages", filter }] },
        access_token: await userToken(local, carla.id),
      },
    ])
    expect((await socket.next((f) => f[3] === "phx_reply" && f[1] === "1"))[4]).toMatchObject({ status: "ok" })
    const framesAfterJoin = socket.frames.length

    const first = await send(ana, conversation, "Você vende no atacado?")
    const second = await send(ana, conversation, "Preciso de 200 peças.")
    expect(first.error).toBeNull()
    expect(second.error).toBeNull()
    await waitFor(() => biaEvents.length >= 2, 10_000)
    await settle()

    expect(biaEvents.map((event) => [event.eventType, (event.new as { id: string }).id])).toEqual([
      ["INSERT", first.data],
      ["INSERT", second.data],
    ])
    expect(biaEvents[0]!.new).toMatchObject({
      conversation_id: conversation,
      sender_id: ana.id,
      body: "Você vende no atacado?",
    })
    expect(biaEvents.every((event) => event.errors === null)).toBe(true)

    expect(carlaFiltered).toEqual([])
    expect(carlaAll).toEqual([])
    expect(adminEvents).toEqual([])
    expect(visitorEvents).toEqual([])
    expect(socket.frames.slice(framesAfterJoin)).toEqual([])
  })

  it("reach the one who started the conversation when the other replies", async () => {
    const [ana, bia] = await Promise.all([member(local, "ana", "members"), member(local, "bia", "members")])
    const conversation = await started(ana, bia, "Primeira")
    const anaEvents = await listen(ana.db, `conversation_id=eq.${conversation}`)
    const reply = await send(bia, conversation, "Resposta ao vivo")
    expect(reply.error).toBeNull()
    await waitFor(() => anaEvents.length >= 1, 10_000)
    expect((anaEvents[0]!.new as { body: string }).body).toBe("Resposta ao vivo")
  })
})
