/**
 * The order pages' 404s decided before streaming (issue #38, lib/routing/order-route.ts), with the
 * reads the proxy makes under each viewer's own session: an order page is the buyer's
 * (/dashboard/encomendas/{id}) or the seller's (/dashboard/negocio/encomendas/{id}), never a third
 * member's, nor the other side's page; /encomendar/{slug} needs a listed business.
 */
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isMissingOrderPage } from "@/lib/routing/order-route"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { type Db, newPerson, type Person } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import { placed, shop, type Shop } from "../helpers/orders"

let local: LocalSupabase
let service: Db
let seller: Person
let buyer: Person
let third: Person
let store: Shop
let orderId: string

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  ;[seller, buyer, third] = await Promise.all([
    newPerson(local, "vendedora"),
    newPerson(local, "compradora"),
    newPerson(local, "terceira"),
  ])
  store = await shop(service, seller)
  orderId = (await placed(buyer, store)).order_id
})

afterAll(async () => {
  await local?.close()
})

describe("isMissingOrderPage", () => {
  it("shows an order to its buyer and its seller, each on her own page, and to nobody else", async () => {
    const buyerPage = `/dashboard/encomendas/${orderId}`
    const sellerPage = `/dashboard/negocio/encomendas/${orderId}`
    const cases: [Person, string, boolean][] = [
      [buyer, buyerPage, false],
      [buyer, `${buyerPage}/`, false],
      [seller, sellerPage, false],
      // The other side's page is not hers: each reads the order where she acts on it.
      [buyer, sellerPage, true],
      [seller, buyerPage, true],
      [third, buyerPage, true],
      [third, sellerPage, true],
      [buyer, `/dashboard/encomendas/${randomUUID()}`, true],
      [buyer, "/dashboard/encomendas/nao-e-um-id", true],
      [seller, "/dashboard/negocio/encomendas/%ff", true],
      // The lists and other pages are not about one order.
      [third, "/dashboard/encomendas", false],
      [third, "/dashboard/negocio/encomendas", false],
      [third, `/dashboard/negocio/${store.id}/encomendas`, false],
    ]
    for (const [person, path, missing] of cases) {
      expect(await isMissingOrderPage(person.db, path, person.id), `${person.name} ${path}`).toBe(missing)
    }
  })

  it("opens the order builder of a listed business only", async () => {
    const paused = await shop(service, seller)
    const { error } = await service.from("businesses").update({ active: false }).eq("id", paused.id)
    expect(error).toBeNull()
    const cases: [string, boolean][] = [
      [`/encomendar/${store.slug}`, false],
      [`/encomendar/${paused.slug}`, true],
      ["/encomendar/nao-existe-este-negocio", true],
      ["/encomendar/Nao_Vale", true],
    ]
    for (const [path, missing] of cases) {
      expect(await isMissingOrderPage(buyer.db, path, buyer.id), path).toBe(missing)
    }
    // Her own paused business is not listed either: the builder is for listed ones.
    expect(await isMissingOrderPage(seller.db, `/encomendar/${paused.slug}`, seller.id)).toBe(true)
  })
})
