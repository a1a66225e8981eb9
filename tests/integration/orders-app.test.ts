/**
 * Orders through the app's own code (issue #38), against the real local backend: the order pages'
 * reads and writes (lib/data/orders-pages.ts) under each person's session, fed by the forms'
 * schemas (lib/validations/orders.ts with lib/pix/keys.ts), so what the app sends is what the
 * database accepts. Only next/headers' cookie jar and connection() are stood in for (Vitest has no
 * request); nothing of ours is mocked. The visitors' cached read (getBusinessOrderOptions, under
 * "use cache") needs Next: its parser is checked on the function's real answer instead.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"

import type * as OrdersPages from "@/lib/data/orders-pages"
import { validatePixKey } from "@/lib/pix/keys"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { orderSettingsSchema, placeOrderSchema, QUANTITY_FIELD_PREFIX } from "@/lib/validations/orders"
import { DEMO_PASSWORD, type LearningWorld, type Person, startLearningWorld } from "@/tests/helpers/learning"
import { PIX_KEY, shop, type Shop } from "@/tests/helpers/orders"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "senha-do-teste-123"

let w: LearningWorld
let data: typeof OrdersPages
let createClient: typeof CreateClient
let seller: Person
let buyer: Person
let third: Person
let s: Shop

async function actAs(email: string, password = PASSWORD) {
  jar.clear()
  const { error } = await (await createClient()).auth.signInWithPassword({ email, password })
  if (error) throw error
}

function form(entries: Record<string, string>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(entries)) body.append(key, value)
  return Object.fromEntries(body)
}

function parsedOrder(entries: Record<string, string>) {
  const result = placeOrderSchema.safeParse(form(entries))
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "))
  return result.data
}

function parsedSettings(entries: Record<string, string>) {
  const result = orderSettingsSchema(validatePixKey).safeParse(form(entries))
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "))
  return result.data
}

beforeAll(async () => {
  w = await startLearningWorld()
  process.env.NEXT_PUBLIC_SUPABASE_URL = w.local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = w.local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = w.local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  data = await import("@/lib/data/orders-pages")
  ;({ createClient } = await import("@/lib/supabase/server"))
  ;[seller, buyer, third] = await Promise.all([w.member("vendedora"), w.member("compradora"), w.member("terceira")])
  s = await shop(w.service, seller, [1250, 3000])
})

afterAll(async () => {
  await w?.local.close()
})

describe("the seller's settings", () => {
  it("saves what the form sends, with keys the app normalised and the database accepts", async () => {
    await actAs(seller.email)
    const base = {
      businessId: s.id,
      enabled: "on",
      receiverName: "Conceição Silva",
      receiverCity: "São Paulo",
      offersPickup: "on",
      offersLocalDelivery: "on",
      localDeliveryFee: "8,50",
      minimumOrder: "20,00",
      note: "Prazo de 3 dias",
    }
    // Each key type as people type them: the app's normalised key passes the database's shape check.
    const typed: Array<[string, string, string]> = [
      ["cpf", "529.982.247-25", "52998224725"],
      ["cnpj", "11.222.333/0001-81", "11222333000181"],
      ["phone", "(11) 99999-0000", "+5511999990000"],
      ["email", "Loja@Exemplo.com.br", "loja@exemplo.com.br"],
      ["random", PIX_KEY.toUpperCase(), PIX_KEY],
    ]
    for (const [type, key, stored] of typed) {
      const saved = await data.saveOrderSettings(parsedSettings({ ...base, pixKeyType: type, pixKey: key }))
      expect(saved.error, `${type} ${key}`).toBeNull()
      expect((await data.getOrderSettings(s.id)).pixKey, type).toBe(stored)
    }
    expect(await data.getOrderSettings(s.id)).toEqual({
      enabled: true,
      pixKeyType: "random",
      pixKey: PIX_KEY,
      receiverName: "Conceição Silva",
      receiverCity: "São Paulo",
      offersPickup: true,
      offersLocalDelivery: true,
      localDeliveryFeeCents: 850,
      offersShipping: false,
      minimumOrderCents: 2000,
      note: "Prazo de 3 dias",
    })

    // Another member reads the defaults (RLS), and cannot save them.
    await actAs(third.email)
    expect(await data.getOrderSettings(s.id)).toEqual(data.DEFAULT_ORDER_SETTINGS)
    const foreign = await data.saveOrderSettings(parsedSettings({ ...base, pixKeyType: "random", pixKey: PIX_KEY }))
    expect(foreign.error?.code).toBe("PT404")

    // What anyone may learn: the function's real answer through the pages' parser, never the key.
    const answer = await w.anon.rpc("get_business_order_options", { p_business_id: s.id })
    expect(JSON.stringify(answer.data)).not.toContain(PIX_KEY)
    expect(data.toOrderOptions(answer.data)).toEqual({
      offersPickup: true,
      offersLocalDelivery: true,
      localDeliveryFeeCents: 850,
      offersShipping: false,
      minimumOrderCents: 2000,
      note: "Prazo de 3 dias",
    })
  })
})

describe("an order from the form to delivery", () => {
  it("places what the form sends, with the database's prices, and each side reads and moves it", async () => {
    const [cheap, dear] = s.products
    await actAs(buyer.email)
    const placed = await data.placeOrder(
      parsedOrder({
        businessId: s.id,
        deliveryMethod: "local_delivery",
        note: "Deixar na portaria",
        [`${QUANTITY_FIELD_PREFIX}${cheap!.id}`]: "2",
        [`${QUANTITY_FIELD_PREFIX}${dear!.id}`]: "1",
        // A forged price or total in the form is not read by anyone.
        price: "1",
        total_cents: "1",
      })
    )
    expect(placed.error).toBeNull()
    const { orderId, code } = placed.data!
    expect(code).toMatch(/^CE[A-HJ-NP-Z2-9]{10}$/)

    const order = await data.getOrder(orderId)
    expect(order).toMatchObject({
      code,
      status: "placed",
      businessName: s.name,
      itemsTotalCents: 2 * 1250 + 3000,
      deliveryFeeCents: 850,
      totalCents: 2 * 1250 + 3000 + 850,
      itemCount: 3,
      note: "Deixar na portaria",
      pix: { keyType: "random", key: PIX_KEY, receiverName: "Conceição Silva", receiverCity: "São Paulo" },
    })
    expect(order!.items.map((item) => [item.productName, item.quantity, item.lineTotalCents])).toEqual([
      [cheap!.name, 2, 2500],
      [dear!.name, 1, 3000],
    ])
    expect(order!.events.map((event) => [event.toStatus, event.actorRole])).toEqual([["placed", "buyer"]])
    expect((await data.listMyOrders(buyer.id)).map((o) => o.id)).toContain(orderId)

    // Below the minimum: the database's own words reach the action.
    const small = await data.placeOrder(
      parsedOrder({ businessId: s.id, deliveryMethod: "pickup", [`${QUANTITY_FIELD_PREFIX}${cheap!.id}`]: "1" })
    )
    expect(small.error).toMatchObject({ code: "P0001", message: "O pedido mínimo desta loja é de R$ 20,00." })

    // A third member reads nothing of it.
    await actAs(third.email)
    expect(await data.getOrder(orderId)).toBeNull()
    expect(await data.listSellerOrders(third.id, null)).toEqual([])

    await actAs(buyer.email)
    expect((await data.moveOrderAsSeller(orderId, "confirm_payment")).error?.code).toBe("42501")
    expect((await data.reportOrderPayment(orderId)).error).toBeNull()

    await actAs(seller.email)
    expect((await data.listSellerOrders(seller.id, "payment_reported")).map((o) => o.id)).toEqual([orderId])
    expect(await data.countSellerOrders(seller.id)).toEqual({ payment_reported: 1 })
    expect((await data.moveOrderAsSeller(orderId, "mark_ready")).error?.message).toBe(
      "Esta encomenda não pode passar de pagamento informado para pronta."
    )
    for (const step of ["confirm_payment", "mark_ready", "mark_delivered"] as const) {
      expect((await data.moveOrderAsSeller(orderId, step)).error, step).toBeNull()
    }
    const done = await data.getOrder(orderId)
    expect(done?.status).toBe("delivered")
    expect(done?.events.map((event) => event.toStatus)).toEqual([
      "placed",
      "payment_reported",
      "paid",
      "ready",
      "delivered",
    ])

    await actAs(buyer.email)
    expect(await data.hasDeliveredOrderFrom(buyer.id, s.id)).toBe(true)
    expect((await data.cancelOrder(orderId, null)).error?.message).toBe(
      "Esta encomenda não pode passar de entregue para cancelada."
    )
  })

  it("cancels: the buyer while placed; the seller with a reason", async () => {
    await actAs(buyer.email)
    const order = (line: string) =>
      data.placeOrder(
        parsedOrder({ businessId: s.id, deliveryMethod: "pickup", [`${QUANTITY_FIELD_PREFIX}${line}`]: "1" })
      )
    const first = (await order(s.products[1]!.id)).data!
    expect((await data.cancelOrder(first.orderId, null)).error).toBeNull()
    expect((await data.getOrder(first.orderId))?.cancelledBy).toBe("buyer")

    const second = (await order(s.products[1]!.id)).data!
    await actAs(seller.email)
    expect((await data.cancelOrder(second.orderId, null)).error?.message).toBe(
      "Informe o motivo do cancelamento (de 3 a 500 caracteres)."
    )
    expect((await data.cancelOrder(second.orderId, "Acabou o estoque")).error).toBeNull()
    expect(await data.getOrder(second.orderId)).toMatchObject({
      status: "cancelled",
      cancelledBy: "seller",
      cancelReason: "Acabou o estoque",
    })
  })
})

describe("problem reports and the admins' screen", () => {
  it("lists reported orders, cancels one, resolves reports and counts the totals", async () => {
    await actAs(buyer.email)
    const placed = await data.placeOrder(
      parsedOrder({ businessId: s.id, deliveryMethod: "pickup", [`${QUANTITY_FIELD_PREFIX}${s.products[1]!.id}`]: "1" })
    )
    const { orderId, code } = placed.data!
    expect((await data.reportOrderProblem(orderId, "Curto")).error?.code).toBe("P0001")
    expect((await data.reportOrderProblem(orderId, "Paguei e a vendedora não responde.")).error).toBeNull()
    expect((await data.listOrderReports(orderId)).map((r) => [r.reporterRole, r.status])).toEqual([["buyer", "open"]])
    await actAs(seller.email)
    expect(await data.listOrderReports(orderId)).toEqual([])

    await actAs("admin@convergencia.test", DEMO_PASSWORD)
    const before = await data.getAdminOrderTotals()
    expect(before.openReports).toBeGreaterThanOrEqual(1)
    const reported = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: s.name,
      reportedOnly: true,
      page: 1,
    })
    expect(reported.orders.map((o) => o.code)).toEqual([code])
    expect(reported.total).toBe(1)
    expect(reported.orders[0]!.reports).toEqual([expect.objectContaining({ reporterRole: "buyer", status: "open" })])
    const all = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: s.name,
      reportedOnly: false,
      page: 1,
    })
    expect(all.orders.map((o) => o.code)).toContain(code)
    expect(all.total).toBeGreaterThan(1)
    const delivered = await data.listAdminOrders({
      status: "delivered",
      from: null,
      to: null,
      business: s.name,
      reportedOnly: false,
      page: 1,
    })
    expect(delivered.orders.every((o) => o.status === "delivered")).toBe(true)
    expect(delivered.total).toBe(1)

    expect((await data.adminCancelOrder(orderId, "Pagamento não localizado")).error).toBeNull()
    const after = await data.getAdminOrderTotals()
    expect(after.openReports).toBe(before.openReports - 1)
    const none = await data.listAdminOrders({
      status: null,
      from: null,
      to: null,
      business: s.name,
      reportedOnly: true,
      page: 1,
    })
    expect(none.orders).toEqual([])

    // A seller's report, resolved on its own.
    await actAs(buyer.email)
    const other = (
      await data.placeOrder(
        parsedOrder({
          businessId: s.id,
          deliveryMethod: "pickup",
          [`${QUANTITY_FIELD_PREFIX}${s.products[1]!.id}`]: "1",
        })
      )
    ).data!
    await actAs(seller.email)
    expect((await data.reportOrderProblem(other.orderId, "A compradora não veio buscar.")).error).toBeNull()
    const [report] = await data.listOrderReports(other.orderId)
    expect((await data.adminResolveOrderReport(report!.id)).error?.code).toBe("42501")
    await actAs("admin@convergencia.test", DEMO_PASSWORD)
    expect((await data.adminResolveOrderReport(report!.id)).error).toBeNull()
    expect((await data.adminResolveOrderReport(report!.id)).error?.message).toBe("Este relato já foi resolvido.")
  })
})
