/**
 * Realtime on the real schema: a change reaches only subscribers who may read the row. Others get
 * no event at all (not even an empty one with "Error 401", which would still time the victim's
 * activity), and the owner's filtered subscription, the one the bell uses, gets every row.
 */
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { LocalSupabase } from "../../server.ts"
import { startBackend } from "../helpers/backend.ts"
import { clientFor, subscribe, userToken, waitFor } from "../fixtures/local-realtime/helpers.ts"

// Seeded members (supabase/seed.sql).
const OWNER = "00000000-0000-4000-a000-000000000003"
const OTHER = "00000000-0000-4000-a000-000000000004"

type Row = Record<string, unknown>
type Change = RealtimePostgresChangesPayload<Row>

let local: LocalSupabase
const clients: SupabaseClient[] = []

beforeAll(async () => {
  local = await startBackend()
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()))
})

afterAll(async () => {
  await local?.close()
})

async function client(token?: string) {
  const created = await clientFor(local, token)
  clients.push(created)
  return created
}

async function listen(
  supabase: SupabaseClient,
  event: "INSERT" | "DELETE",
  filter?: string
): Promise<{ events: Change[] }> {
  const events: Change[] = []
  const channel = supabase
    .channel(`privacy-${Math.random().toString(36).slice(2)}`)
    .on("postgres_changes", { event, schema: "public", table: "notifications", ...(filter ? { filter } : {}) }, (p) =>
      events.push(p as Change)
    )
  expect(await subscribe(channel)).toEqual({ status: "SUBSCRIBED", error: undefined })
  return { events }
}

const notify = async (userId: string, title: string) => {
  const result = await local.db.asOwner((q) =>
    q.query<{ id: string }>(
      "insert into public.notifications (user_id, type, title, message) values ($1, 'new_message', $2, 'Olá') returning id",
      [userId, title]
    )
  )
  return result.rows[0]!.id
}

const titleOf = (event: Change) => (event.new as Row).title

/** After the last expected event arrived, give any stray one time to land too (bounded). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 750))

describe("realtime privacy on public.notifications", () => {
  it("sends the owner every row and everyone else nothing", async () => {
    const ownerClient = await client(await userToken(local, OWNER))
    const ownerFiltered = await listen(ownerClient, "INSERT", `user_id=eq.${OWNER}`)
    const ownerAll = await listen(ownerClient, "INSERT")
    const anonClient = await client()
    const anonFiltered = await listen(anonClient, "INSERT", `user_id=eq.${OWNER}`)
    const anonAll = await listen(anonClient, "INSERT")
    const otherClient = await client(await userToken(local, OTHER))
    const otherFiltered = await listen(otherClient, "INSERT", `user_id=eq.${OWNER}`)
    const otherAll = await listen(otherClient, "INSERT")

    const titles = Array.from({ length: 20 }, (_, i) => `Aviso ${i + 1}`)
    for (const title of titles) await notify(OWNER, title)
    await notify(OTHER, "Só para a outra")
    await waitFor(() => ownerFiltered.events.length >= 20 && otherAll.events.length >= 1, 10_000)
    await settle()

    for (const received of [ownerFiltered, ownerAll]) {
      expect(received.events.map(titleOf)).toEqual(titles)
      for (const event of received.events) {
        expect(event.errors).toBeNull()
        expect(event.new).toMatchObject({ user_id: OWNER, type: "new_message", message: "Olá", read: false })
      }
    }
    expect(anonFiltered.events).toEqual([])
    expect(anonAll.events).toEqual([])
    expect(otherFiltered.events).toEqual([])
    expect(otherAll.events.map(titleOf)).toEqual(["Só para a outra"])
  })

  it("a channel joined before the client had its token counts as anon: nothing, not an empty 401 event", async () => {
    // supabase-js resolves `accessToken` asynchronously; a channel subscribed in the same tick joins
    // with the anon key and is never upgraded. This is why the bell awaits setAuth() before joining.
    const token = await userToken(local, OWNER)
    const hasty = createClient(local.url, local.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      accessToken: async () => token,
    })
    clients.push(hasty)
    const early = await listen(hasty, "INSERT", `user_id=eq.${OWNER}`)
    const late = await listen(hasty, "INSERT", `user_id=eq.${OWNER}`)

    await notify(OWNER, "Depois da corrida")
    await waitFor(() => late.events.length >= 1)
    await settle()
    expect(late.events.map(titleOf)).toEqual(["Depois da corrida"])
    expect(early.events).toEqual([])
  })

  it("sends a deleted row's key only to those who could read the row", async () => {
    const ownerDeletes = await listen(await client(await userToken(local, OWNER)), "DELETE")
    const otherDeletes = await listen(await client(await userToken(local, OTHER)), "DELETE")
    const anonDeletes = await listen(await client(), "DELETE")
    const mine = await notify(OWNER, "Para apagar")
    const theirs = await notify(OTHER, "Também para apagar")
    await local.db.asOwner((q) =>
      q.query("delete from public.notifications where id = any($1::uuid[])", [[mine, theirs]])
    )
    await waitFor(() => ownerDeletes.events.length >= 1 && otherDeletes.events.length >= 1)
    await settle()
    expect(ownerDeletes.events.map((event) => event.old)).toEqual([{ id: mine }])
    expect(otherDeletes.events.map((event) => event.old)).toEqual([{ id: theirs }])
    expect(anonDeletes.events).toEqual([])
  })
})
