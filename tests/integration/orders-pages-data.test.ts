/**
 * The order pages' reads and writes (lib/data/orders-pages.ts, issue #38) through the app's own
 * code against the real local backend, under each person's session: the seller's settings saved
 * from the form's schema, an order placed from the builder's form, both lists, one order with its
 * items and timeline, the steps, a problem report, and the admins' list with its filters, CSV
 * selection and totals. Only next/headers' cookie jar and connection() are stood in for (Vitest
 * has no request); nothing of ours is mocked.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as OrdersPages from "@/lib/data/orders-pages"
import { validatePixKey } from "@/lib/pix/keys"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { orderSettingsSchema, placeOrderSchema, quantityField } from "@/lib/validations/orders"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { type Db } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import { cookieJar as jar } from "../helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"

let local: LocalSupabase
let service: Db
let data: typeof OrdersPages
let createClient: typeof CreateClient

interface Someone {
  id: string
  email: string
}

async function someone(label: string, { admin = false } = {}): Promise<Someone> {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { data: created, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Teste ${label}` },
  })
  if (error || !created.user) throw error ?? new Error("no user")
  if (admin) {
    const { error: rights } = await service.from("profiles").update({ is_admin: true }).eq("id", created.user.id)
    if (rights) throw rights
  }
  return { id: created.user.id, email }
}

async function actAs(person: Someone) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email: person.email, password: PASSWORD })
  if (error) throw error
}

const form = (entries: Record<string, string>) => entries

let seller: Someone
let buyer: Someone
let third: Someone
let admin: Someone
let businessId: string
let businessName: string
const products: { id: string; price: number }[] = []
/** The admins' totals before this file's orders (the seed has orders of its own). */
let before: OrdersPages.AdminOrderTotals

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = await import("@/lib/data/orders-pages")
  ;({ createClient } = await import("@/lib/supabase/server"))
  ;[seller, buyer, third, admin] = await Promise.all([
    someone("vendedora"),
    someone("compradora"),
    someone("terceira"),
    someone("admin", { admin: true }),
  ])
  const suffix = randomUUID().slice(0, 8)
  businessName = `Ateliê Encomendas ${suffix}`
  const business = await service
    .from("businesses")
    .insert({
      name: businessName,
      slug: `atelie-encomendas-${suffix}`,
      owner_id: seller.id,
      status: "approved",
      active: true,
    })
    .select("id")
    .single()
  if (business.error) throw business.error
  businessId = business.data.id
  const rows = [1250, 3000].map((price, index) => ({
    business_id: businessId,
    slug: `produto-encomenda-${suffix}-${index}`,
    name: `Produto ${index + 1} ${suffix}`,
    category: "artesanato",
    price_cents: price,
  }))
  const inserted = await service.from("products").insert(rows).select("id, price_cents").order("price_cents")
  if (inserted.error) throw inserted.error
  for (const row of inserted.data) products.push({ id: row.id, price: row.price_cents })
  await actAs(admin)
  before = await data.getAdminOrderTotals()
})

afterAll(async () => {
  await local?.close()
})

describe("the seller's settings", () => {
  it("start from the defaults, and save what the form sends, key normalised", async () => {
    await actAs(seller)
    expect(await data.getOrderSettings(businessId)).toEqual(data.DEFAULT_ORDER_SETTINGS)
    const input = orderSettingsSchema(validatePixKey).parse(
      form({
        businessId,
        enabled: "on",
        pixKeyType: "phone",
        pixKey: "(11) 98765-4321",
        receiverName: "Ana Lúcia",
        receiverCity: "São Paulo",
        offersPickup: "on",
        offersLocalDelivery: "on",
        localDeliveryFee: "8,00",
        minimumOrder: "",
        note: "Prazo de 3 dias.",
      })
    )
    expect((await data.saveOrderSettings(input)).error).toBeNull()
    expect(await data.getOrderSettings(businessId)).toEqual({
      enabled: true,
      pixKeyType: "phone",
      pixKey: "+5511987654321",
      receiverName: "Ana Lúcia",
      receiverCity: "São Paulo",
      offersPickup: true,
      offersLocalDelivery: true,
      localDeliveryFeeCents: 800,
      offersShipping: false,
      minimumOrderCents: null,
      note: "Prazo de 3 dias.",
    })
  })

  it("are another member's to read or write never", async () => {
    await actAs(third)
    expect(await data.getOrderSettings(businessId)).toEqual(data.DEFAULT_ORDER_SETTINGS)
    const input = orderSettingsSchema(validatePixKey).parse(form({ businessId }))
    expect((await data.saveOrderSettings(input)).error).not.toBeNull()
  })
})

describe("an order from the builder to delivery", () => {
  let orderId = ""
  let code = ""

  it("is placed from the form with the database's prices and total", async () => {
    await actAs(buyer)
    const input = placeOrderSchema.parse(
      form({
        businessId,
        deliveryMethod: "local_delivery",
        note: "Embrulhar para presente",
        [quantityField(products[0]!.id)]: "2",
        [quantityField(products[1]!.id)]: "1",
        // A forged price in the form never reaches the database.
        price_cents: "1",
      })
    )
    const placed = await data.placeOrder(input)
    expect(placed.error).toBeNull()
    orderId = placed.data!.orderId
    code = placed.data!.code
    expect(code).toMatch(/^CE[A-HJ-NP-Z2-9]{10}$/)

    const order = await data.getOrder(orderId)
    expect(order).toMatchObject({
      id: orderId,
      code,
      businessName,
      status: "placed",
      deliveryMethod: "local_delivery",
      deliveryFeeCents: 800,
      itemsTotalCents: 2 * 1250 + 3000,
      totalCents: 2 * 1250 + 3000 + 800,
      itemCount: 3,
      note: "Embrulhar para presente",
      buyerId: buyer.id,
      sellerId: seller.id,
      pix: { keyType: "phone", key: "+5511987654321", receiverName: "Ana Lúcia", receiverCity: "São Paulo" },
    })
    expect(order!.items.map((item) => [item.quantity, item.lineTotalCents])).toEqual(
      expect.arrayContaining([
        [2, 2500],
        [1, 3000],
      ])
    )
    expect(order!.events.map((event) => [event.toStatus, event.actorRole])).toEqual([["placed", "buyer"]])
    expect((await data.listMyOrders(buyer.id)).map((o) => o.id)).toContain(orderId)
  })

  it("is read by its seller, in her list and by state, and by nobody else", async () => {
    await actAs(seller)
    expect((await data.listSellerOrders(seller.id, null)).map((o) => o.id)).toContain(orderId)
    expect((await data.listSellerOrders(seller.id, "placed")).map((o) => o.id)).toContain(orderId)
    expect((await data.listSellerOrders(seller.id, "paid")).map((o) => o.id)).not.toContain(orderId)
    expect((await data.countSellerOrders(seller.id)).placed).toBe(1)
    expect((await data.getOrder(orderId))?.buyerName).toBe("Teste compradora")

    await actAs(third)
    expect(await data.getOrder(orderId)).toBeNull()
    expect(await data.listMyOrders(third.id)).toEqual([])
    expect((await data.moveOrderAsSeller(orderId, "confirm_payment")).error).not.toBeNull()
  })

  it("moves by the steps each side may take, with a timeline", async () => {
    await actAs(buyer)
    // Her own order marked paid by her: refused by the database.
    expect((await data.moveOrderAsSeller(orderId, "confirm_payment")).error).not.toBeNull()
    expect((await data.reportOrderPayment(orderId)).error).toBeNull()
    // Only while placed may she cancel.
    expect((await data.cancelOrder(orderId, null)).error?.code).toBe("P0001")

    await actAs(seller)
    // Skipping "ready" is allowed (paid → delivered); skipping "paid" is not.
    expect((await data.moveOrderAsSeller(orderId, "mark_delivered")).error?.code).toBe("P0001")
    expect((await data.moveOrderAsSeller(orderId, "confirm_payment")).error).toBeNull()
    expect((await data.moveOrderAsSeller(orderId, "mark_delivered")).error).toBeNull()
    const order = await data.getOrder(orderId)
    expect(order?.status).toBe("delivered")
    expect(order?.events.map((event) => event.toStatus)).toEqual(["placed", "payment_reported", "paid", "delivered"])

    await actAs(buyer)
    expect(await data.hasDeliveredOrderFrom(buyer.id, businessId)).toBe(true)
    expect(await data.hasDeliveredOrderFrom(third.id, businessId)).toBe(false)
  })

  it("takes a problem report that the admins see, filter, resolve and count", async () => {
    await actAs(buyer)
    const second = await data.placeOrder(
      placeOrderSchema.parse(form({ businessId, deliveryMethod: "pickup", [quantityField(products[1]!.id)]: "1" }))
    )
    expect(second.error).toBeNull()
    const reportedId = second.data!.orderId
    expect((await data.reportOrderProblem(reportedId, "A vendedora não responde há dias.")).error).toBeNull()
    const mine = await data.listOrderReports(reportedId)
    expect(mine).toMatchObject([
      { reporterRole: "buyer", status: "open", details: "A vendedora não responde há dias." },
    ])

    await actAs(admin)
    const all = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: null,
      reportedOnly: false,
      page: 1,
    })
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([orderId, reportedId]))
    const reported = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: businessName.slice(-8),
      reportedOnly: true,
      page: 1,
    })
    expect(reported.orders.map((o) => o.id)).toEqual([reportedId])
    expect(reported.total).toBe(1)
    // The seed's reported orders are in the unfiltered queue too, never one without an open report.
    const queue = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: null,
      reportedOnly: true,
      page: 1,
    })
    expect(queue.orders.map((o) => o.id)).toContain(reportedId)
    expect(queue.orders.map((o) => o.id)).not.toContain(orderId)
    for (const order of queue.orders)
      expect(
        order.reports.some((r) => r.status === "open"),
        order.code
      ).toBe(true)
    const reportId = reported.orders[0]!.reports[0]!.id
    const byState = await data.listAdminOrders({
      status: "delivered",
      from: null,
      to: null,
      business: businessName.slice(-8),
      reportedOnly: false,
      page: 1,
    })
    expect(byState.orders.map((o) => o.id)).toEqual([orderId])
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)
    const dated = await data.listAdminOrders(
      { status: null, from: today, to: today, business: null, reportedOnly: false, page: 1 },
      { all: true }
    )
    expect(dated.orders.map((o) => o.id)).toEqual(expect.arrayContaining([orderId, reportedId]))
    const past = await data.listAdminOrders({
      status: null,
      from: "2020-01-01",
      to: "2020-01-02",
      business: null,
      reportedOnly: false,
      page: 1,
    })
    expect(past.orders).toEqual([])

    const totals = await data.getAdminOrderTotals()
    expect(totals.paidTotalCents - before.paidTotalCents).toBe(2 * 1250 + 3000 + 800)
    expect(totals.paidOrders - before.paidOrders).toBe(1)
    expect(totals.ordersThisMonth - before.ordersThisMonth).toBe(2)
    expect(totals.openReports - before.openReports).toBe(1)

    // Cancelling a reported order resolves its reports; resolving again is refused in pt-BR.
    expect((await data.adminCancelOrder(reportedId, "Vendedora sem contato.")).error).toBeNull()
    expect((await data.getAdminOrderTotals()).openReports).toBe(before.openReports)
    expect((await data.adminResolveOrderReport(reportId)).error).toMatchObject({ code: "P0001" })
    expect((await data.getOrder(reportedId))?.cancelledBy).toBe("admin")

    await actAs(third)
    await expect(data.getAdminOrderTotals()).rejects.toThrow()
  })
})
