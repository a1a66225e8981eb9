/**
 * Live replies (issue #21): a new reply reaches, through Realtime `postgres_changes` on
 * public.community_posts filtered by topic, the group's members reading the topic, and nobody
 * else. A signed-in non-member and a visitor subscribed to the same filter (or to the whole
 * table) receive nothing at all: no event, not even an empty one, so they cannot even tell when
 * the group is active. The raw socket shows every frame the server sent the non-member.
 */
import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { RawSocket, subscribe, userToken } from "@/supabase/local/tests/fixtures/local-realtime/helpers"
import {
  clientOf,
  type Db,
  DEMO,
  join,
  newGroup,
  newPerson,
  reply,
  signedIn,
  topic,
  waitFor,
} from "../helpers/community"

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
    .channel(`comunidade-${Math.random().toString(36).slice(2)}`)
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "community_posts", ...(filter ? { filter } : {}) },
      (p) => events.push(p as Change)
    )
  expect(await subscribe(channel)).toEqual({ status: "SUBSCRIBED", error: undefined })
  return events
}

/** After the expected events arrived, time for any stray one to land too (bounded). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 750))

describe("live replies", () => {
  it("reach the group's members reading the topic, and no one else at all", async () => {
    const group = await newGroup(admin, "open")
    const [reader, replier, outsider] = await Promise.all([
      newPerson(local, "leitora"),
      newPerson(local, "respondente"),
      newPerson(local, "curiosa"),
    ])
    await join(reader, group.id)
    await join(replier, group.id)
    const topicId = await topic(reader, group.id)
    const filter = `topic_id=eq.${topicId}`

    const readerEvents = await listen(reader.db, filter)
    const outsiderFiltered = await listen(outsider.db, filter)
    const outsiderAll = await listen(outsider.db)
    const visitorEvents = await listen(clientOf(local, local.config.anonKey), filter)

    // The non-member's socket, frame by frame.
    const socket = await RawSocket.open(local)
    raws.push(socket)
    socket.send([
      "1",
      "1",
      "realtime:espia",
      "phx_join",
      {
        config: { postgres_changes: [{ event: "*", schema: "public", table: "community_posts", filter }] },
        access_token: await userToken(local, outsider.id),
      },
    ])
    expect((await socket.next((f) => f[3] === "phx_reply" && f[1] === "1"))[4]).toMatchObject({ status: "ok" })
    const framesAfterJoin = socket.frames.length

    const first = await reply(replier, topicId, "<p>Chegou ao vivo?</p>")
    const second = await reply(replier, topicId, "<p>E esta também.</p>")
    expect(first.error).toBeNull()
    expect(second.error).toBeNull()
    await waitFor(() => readerEvents.length >= 2, 10_000)
    await settle()

    expect(readerEvents.map((event) => [event.eventType, (event.new as { id: string }).id])).toEqual([
      ["INSERT", first.data],
      ["INSERT", second.data],
    ])
    expect(readerEvents[0]!.new).toMatchObject({
      topic_id: topicId,
      author_id: replier.id,
      body: "<p>Chegou ao vivo?</p>",
    })
    expect(readerEvents.every((event) => event.errors === null)).toBe(true)

    expect(outsiderFiltered).toEqual([])
    expect(outsiderAll).toEqual([])
    expect(visitorEvents).toEqual([])
    // Nothing at all reached the non-member's socket after her join was answered (a heartbeat
    // reply would be the only frame allowed, and none is sent here).
    expect(socket.frames.slice(framesAfterJoin)).toEqual([])
  })

  it("stop when the member is removed, and follow a moderator's hiding as an update", async () => {
    const group = await newGroup(admin, "open")
    const [moderator, reader, replier] = await Promise.all([
      newPerson(local, "moderadora"),
      newPerson(local, "removida"),
      newPerson(local, "autora"),
    ])
    await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true })
    await join(reader, group.id)
    await join(replier, group.id)
    const topicId = await topic(moderator, group.id)
    const filter = `topic_id=eq.${topicId}`
    const moderatorEvents = await listen(moderator.db, filter)
    const readerEvents = await listen(reader.db, filter)

    const visible = await reply(replier, topicId, "<p>Antes da remoção</p>")
    await waitFor(() => readerEvents.length >= 1 && moderatorEvents.length >= 1, 10_000)

    await moderator.db.rpc("moderate_community_member", {
      p_group_id: group.id,
      p_user_id: reader.id,
      p_action: "remove",
      p_until: null as unknown as string,
      p_reason: "Teste",
    })
    const after = await reply(replier, topicId, "<p>Depois da remoção</p>")
    await moderator.db.rpc("moderate_community_post", {
      p_post_id: after.data!,
      p_hide: true,
      p_reason: "Fora do tema",
    })
    await waitFor(() => moderatorEvents.length >= 3, 10_000)
    await settle()

    expect(readerEvents.map((event) => (event.new as { id: string }).id)).toEqual([visible.data])
    expect(moderatorEvents.map((event) => [event.eventType, (event.new as { id: string }).id])).toEqual([
      ["INSERT", visible.data],
      ["INSERT", after.data],
      ["UPDATE", after.data],
    ])
    // The hidden text does not travel: the update carries the reason in its place.
    expect(moderatorEvents[2]!.new).toMatchObject({ body: "", hidden_reason: "Fora do tema" })
  })
})
