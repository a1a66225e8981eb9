/**
 * Live orders (issue #38): a change of state reaches, through Realtime `postgres_changes` on
 * public.orders, the other side of the order as it happens, and nobody else. A third member
 * subscribed with the order's filter or to the whole table and a visitor receive nothing; the raw
 * socket shows every frame the server sent the third member.
 */
import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { RawSocket, subscribe, userToken } from "@/supabase/local/tests/fixtures/local-realtime/helpers"
import { clientOf, type Db, newPerson, waitFor } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import { placed, shop, step } from "../helpers/orders"

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>

let local: LocalSupabase
let service: Db
const clients: Db[] = []
const raws: RawSocket[] = []

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
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
    .channel(`encomendas-${Math.random().toString(36).slice(2)}`)
    .on("postgres_changes", { event: "*", schema: "public", table: "orders", ...(filter ? { filter } : {}) }, (p) =>
      events.push(p as Change)
    )
  expect(await subscribe(channel)).toEqual({ status: "SUBSCRIBED", error: undefined })
  return events
}

/** After the expected events arrived, time for any stray one to land too (bounded). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 750))

describe("live orders", () => {
  it("reach the seller as the buyer reports her payment, and no third member or visitor", async () => {
    const [seller, buyer, third] = await Promise.all([
      newPerson(local, "vendedora"),
      newPerson(local, "compradora"),
      newPerson(local, "terceira"),
    ])
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)
    const filter = `id=eq.${order_id}`

    const sellerEvents = await listen(seller.db, filter)
    const thirdFiltered = await listen(third.db, filter)
    const thirdAll = await listen(third.db)
    const visitorEvents = await listen(clientOf(local, local.config.anonKey), filter)

    const socket = await RawSocket.open(local)
    raws.push(socket)
    socket.send([
      "1",
      "1",
      "realtime:espia",
      "phx_join",
      {
        config: { postgres_changes: [{ event: "*", schema: "public", table: "orders", filter }] },
        access_token: await userToken(local, third.id),
      },
    ])
    expect((await socket.next((f) => f[3] === "phx_reply" && f[1] === "1"))[4]).toMatchObject({ status: "ok" })
    const framesAfterJoin = socket.frames.length

    expect((await step(buyer, "report_order_payment", order_id)).error).toBeNull()
    await waitFor(() => sellerEvents.length >= 1, 10_000)
    await settle()

    expect(sellerEvents).toHaveLength(1)
    expect(sellerEvents[0]!.eventType).toBe("UPDATE")
    expect(sellerEvents[0]!.new).toMatchObject({ id: order_id, status: "payment_reported", buyer_id: buyer.id })
    expect(thirdFiltered).toEqual([])
    expect(thirdAll).toEqual([])
    expect(visitorEvents).toEqual([])
    expect(socket.frames.slice(framesAfterJoin)).toEqual([])
  })

  it("reach the buyer as the seller confirms the payment", async () => {
    const [seller, buyer] = await Promise.all([newPerson(local, "vendedora"), newPerson(local, "compradora")])
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)
    const buyerEvents = await listen(buyer.db, `id=eq.${order_id}`)
    expect((await step(seller, "confirm_order_payment", order_id)).error).toBeNull()
    await waitFor(() => buyerEvents.length >= 1, 10_000)
    expect(buyerEvents[0]!.new).toMatchObject({ id: order_id, status: "paid" })
  })
})
