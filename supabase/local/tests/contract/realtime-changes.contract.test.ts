import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js"
import { afterEach, describe, expect, it } from "vitest"
import { subscribe, USER_A, USER_B, waitFor } from "../fixtures/local-realtime/helpers"
import { contractBackend, fixtureSchema, userToken } from "./backend"

// Contract of the Realtime calls the app makes (lib/live-table.ts: `await realtime.setAuth(token)`
// before the join, `channel(name).on("postgres_changes", { event, schema, table, filter })`,
// `subscribe(cb)`, then `removeAllChannels()` and `realtime.disconnect()`), through supabase-js on
// the realtime fixture schema (public.messages: RLS, user_id = auth.uid(); in supabase_realtime).
// Expectations cite github.com/supabase/realtime and realtime-js (supabase-js packages/core/realtime-js).
const backend = contractBackend(fixtureSchema("local-realtime"))
const clients: SupabaseClient[] = []
type Row = { id: number; user_id: string; body: string; done: boolean }
type Payload = RealtimePostgresChangesPayload<Row>

afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.removeAllChannels()
    client.realtime.disconnect()
  }
})

/** As lib/live-table.ts: a client whose realtime connection carries the member's token, set before joining. */
async function live(sub: string, event: "*" | "INSERT", filter: string) {
  const client = backend.anon()
  clients.push(client)
  await client.realtime.setAuth(await userToken(backend.local, sub))
  const received: Payload[] = []
  const channel = client
    .channel(`messages:${sub}`)
    .on("postgres_changes", { event, schema: "public", table: "messages", filter }, (payload: Payload) =>
      received.push(payload)
    )
  const { status } = await subscribe(channel as never)
  return { client, status, received }
}

/** A committed write as the owner (db.asOwner commits and so hands the change to Realtime). */
const asOwner = <T>(sql: string, params: unknown[]) => backend.local.db.asOwner((q) => q.query<T>(sql, params))
const insertFor = async (userId: string, body: string) =>
  (
    await asOwner<{ id: number }>("insert into public.messages (user_id, body) values ($1, $2) returning id", [
      userId,
      body,
    ])
  ).rows[0]!.id

describe("postgres_changes with a filter, after setAuth", () => {
  // lib/realtime_web/channels/realtime_channel.ex: the join's postgres_changes config subscribes;
  // realtime.apply_rls (priv/repo/tenant_db_dump_15.sql) checks each change against the
  // subscriber's RLS with her claims and the `col=eq.value` filter; realtime-js
  // RealtimeChannel._getPayloadRecords turns `{ type, schema, table, commit_timestamp, record,
  // old_record, errors }` into `{ eventType, schema, table, commit_timestamp, new, old, errors }`.
  it("delivers her own rows' inserts and updates, shaped as realtime-js gives them", async () => {
    const mine = await live(USER_A, "*", `user_id=eq.${USER_A}`)
    expect(mine.status).toBe("SUBSCRIBED")
    await insertFor(USER_B, "not for A")
    const id = await insertFor(USER_A, "for A")
    await waitFor(() => mine.received.length >= 1)
    expect(mine.received[0]).toMatchObject({
      schema: "public",
      table: "messages",
      eventType: "INSERT",
      new: { id, user_id: USER_A, body: "for A", done: false },
      old: {},
      errors: null,
    })
    expect(Date.parse(mine.received[0]!.commit_timestamp)).not.toBeNaN()

    // The default replica identity: old_record holds the primary key only (apply_rls `is_pkey`).
    await asOwner("update public.messages set done = true where id = $1", [id])
    await waitFor(() => mine.received.length >= 2)
    expect(mine.received[1]).toMatchObject({ eventType: "UPDATE", new: { id, done: true }, old: { id } })
    expect(Object.keys(mine.received[1]!.old)).toEqual(["id"])
    expect(mine.received.every((payload) => (payload.new as Row).user_id === USER_A)).toBe(true)
  })

  // apply_rls: a change her select policy hides is not delivered, whatever the filter asks.
  it("delivers nothing RLS hides, even when the filter names another member", async () => {
    const prying = await live(USER_B, "INSERT", `user_id=eq.${USER_A}`)
    expect(prying.status).toBe("SUBSCRIBED")
    const own = await live(USER_A, "INSERT", `user_id=eq.${USER_A}`)
    await insertFor(USER_A, "private to A")
    await waitFor(() => own.received.length >= 1)
    // A second, later change to B itself arrives on B's own channel: by then A's row was decided.
    const bOwn = await live(USER_B, "INSERT", `user_id=eq.${USER_B}`)
    await insertFor(USER_B, "B's own")
    await waitFor(() => bOwn.received.length >= 1)
    expect(prying.received).toEqual([])
  })

  // realtime-js RealtimeClient.removeAllChannels: leaves every channel ("ok" each), and the socket
  // is closed by disconnect(); a left channel is no longer in getChannels().
  it("removeAllChannels leaves every channel", async () => {
    const mine = await live(USER_A, "*", `user_id=eq.${USER_A}`)
    expect(mine.client.getChannels()).toHaveLength(1)
    expect(await mine.client.removeAllChannels()).toEqual(["ok"])
    expect(mine.client.getChannels()).toHaveLength(0)
    mine.client.realtime.disconnect()
  })
})
