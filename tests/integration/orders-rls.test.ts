/**
 * Orders with Pix (issue #38) through /rest/v1 with the official client, against the real local
 * backend: who reads an order (its buyer, its seller, admins; nobody else), who moves it and which
 * moves exist, totals computed from the products table whatever the payload says, the seller's
 * settings and what a buyer may learn of them, notifications in the 'orders' category, problem
 * reports, verified reviews, the admins' totals, the LGPD export and account deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, type Db, DEMO, newPerson, type Person, signedIn } from "../helpers/community"
import { serviceOf } from "../helpers/members-connect"
import { cancel, PIX_KEY, placed, placeOrder, saveOrderSettings, shop, step } from "../helpers/orders"

let local: LocalSupabase
let service: Db
let anon: Db
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = serviceOf(local)
  anon = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

function people<const L extends readonly string[]>(...labels: L) {
  return Promise.all(labels.map((label) => newPerson(local, label))) as Promise<{ [K in keyof L]: Person }>
}

async function orderRow(db: Db, id: string) {
  const { data, error } = await db.from("orders").select("*").eq("id", id)
  expect(error).toBeNull()
  return data ?? []
}

async function statusOf(id: string) {
  const { data } = await service.from("orders").select("status").eq("id", id).single()
  return data?.status
}

async function notificationsOf(person: Person, orderId: string) {
  const { data } = await service
    .from("notifications")
    .select("type, category, action_url, title")
    .eq("user_id", person.id)
    .contains("data", { order_id: orderId })
    .order("created_at")
  return data ?? []
}

describe("who reads an order", () => {
  it("gives its buyer, its seller and admins the order, items and timeline; a third member and a visitor nothing", async () => {
    const [seller, buyer, third] = await people("vendedora", "compradora", "terceira")
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)

    for (const db of [buyer.db, seller.db, admin]) {
      expect(await orderRow(db, order_id)).toHaveLength(1)
      expect((await db.from("order_items").select("id").eq("order_id", order_id)).data).toHaveLength(1)
      expect((await db.from("order_events").select("to_status").eq("order_id", order_id)).data).toEqual([
        { to_status: "placed" },
      ])
    }
    expect(await orderRow(third.db, order_id)).toEqual([])
    expect((await third.db.from("order_items").select("id").eq("order_id", order_id)).data).toEqual([])
    expect((await third.db.from("order_events").select("id").eq("order_id", order_id)).data).toEqual([])
    for (const table of [
      "orders",
      "order_items",
      "order_events",
      "order_problem_reports",
      "business_order_settings",
    ] as const) {
      const visitor = await anon.from(table).select("*").limit(1)
      expect(visitor.error?.code).toBe("42501")
      expect(visitor.data).toBeNull()
    }
  })

  it("refuses a third member every function on the order, and direct writes to everyone", async () => {
    const [seller, buyer, third] = await people("vendedora", "compradora", "terceira")
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)

    for (const fn of [
      "report_order_payment",
      "confirm_order_payment",
      "mark_order_ready",
      "mark_order_delivered",
    ] as const) {
      expect((await step(third, fn, order_id)).error?.code).toBe("PT404")
    }
    expect((await cancel(third, order_id, "Quero cancelar")).error?.code).toBe("PT404")
    const report = await third.db.rpc("report_order_problem", {
      p_order_id: order_id,
      p_details: "Nunca recebi nada disso.",
    })
    expect(report.error?.code).toBe("PT404")
    expect(await statusOf(order_id)).toBe("placed")

    const forged = await buyer.db.from("orders").update({ status: "paid" }).eq("id", order_id)
    expect(forged.error?.code).toBe("42501")
    const items = await buyer.db.from("order_items").update({ unit_price_cents: 1 }).eq("order_id", order_id)
    expect(items.error?.code).toBe("42501")
    const inserted = await seller.db.from("order_events").insert({ order_id, actor_role: "seller", to_status: "paid" })
    expect(inserted.error?.code).toBe("42501")
    const settings = await seller.db
      .from("business_order_settings")
      .update({ pix_key: "x@y.com" })
      .eq("business_id", s.id)
    expect(settings.error?.code).toBe("42501")
  })
})

describe("placing an order", () => {
  it("ignores a forged price or total and computes every amount from the products table", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller, [1250, 3000])
    const [cheap, dear] = s.products
    const { data, error } = await placeOrder(
      buyer,
      s.id,
      [
        { product_id: cheap!.id, quantity: 2, price_cents: 1, unit_price_cents: 1, total_cents: 1 },
        { product_id: dear!.id, quantity: 1, price_cents: 0 },
        { product_id: cheap!.id, quantity: 1 },
      ],
      "local_delivery"
    )
    expect(error).toBeNull()
    const row = (await orderRow(buyer.db, data![0]!.order_id))[0]!
    expect(row).toMatchObject({
      items_total_cents: 3 * 1250 + 3000,
      delivery_fee_cents: 800,
      total_cents: 3 * 1250 + 3000 + 800,
      status: "placed",
      buyer_id: buyer.id,
      seller_id: seller.id,
      business_name: s.name,
      pix_key_type: "random",
      pix_key: PIX_KEY,
      pix_receiver_name: "Fulano de Tal",
      pix_receiver_city: "BRASILIA",
    })
    expect(row.code).toMatch(/^CE[A-HJ-NP-Z2-9]{10}$/)
    expect(row.code).toBe(data![0]!.code)
    const items = await buyer.db
      .from("order_items")
      .select("product_id, unit_price_cents, quantity, line_total_cents")
      .eq("order_id", row.id)
      .order("unit_price_cents")
    // Duplicates merged into one line.
    expect(items.data).toEqual([
      { product_id: cheap!.id, unit_price_cents: 1250, quantity: 3, line_total_cents: 3750 },
      { product_id: dear!.id, unit_price_cents: 3000, quantity: 1, line_total_cents: 3000 },
    ])
    // Pickup has no fee even when local delivery has one.
    const pickup = await placed(buyer, s, [{ product_id: dear!.id, quantity: 1 }], "pickup")
    expect((await orderRow(buyer.db, pickup.order_id))[0]).toMatchObject({ delivery_fee_cents: 0, total_cents: 3000 })
  })

  it("refuses a product of another business, a hidden or sold-out one, and her own business", async () => {
    const [seller, other, buyer] = await people("vendedora", "outra", "compradora")
    const [s, t] = await Promise.all([shop(service, seller), shop(service, other)])
    const foreign = await placeOrder(buyer, s.id, [
      { product_id: s.products[0]!.id, quantity: 1 },
      { product_id: t.products[0]!.id, quantity: 1 },
    ])
    expect(foreign.error).toMatchObject({ code: "P0001", message: expect.stringContaining("não está disponível") })

    await service.from("products").update({ availability: "esgotado" }).eq("id", s.products[0]!.id)
    const soldOut = await placeOrder(buyer, s.id, [{ product_id: s.products[0]!.id, quantity: 1 }])
    expect(soldOut.error?.message).toContain("não está disponível")
    await service.from("products").update({ hidden: true, hidden_reason: "Revisão" }).eq("id", s.products[1]!.id)
    const hidden = await placeOrder(buyer, s.id, [{ product_id: s.products[1]!.id, quantity: 1 }])
    expect(hidden.error?.message).toContain("não está disponível")

    const own = await placeOrder(other, t.id, [{ product_id: t.products[0]!.id, quantity: 1 }])
    expect(own.error).toMatchObject({ code: "P0001", message: "Você não pode encomendar do seu próprio negócio." })
    const unknown = await placeOrder(buyer, t.id, [{ product_id: crypto.randomUUID(), quantity: 1 }])
    expect(unknown.error?.message).toContain("não está disponível")
    expect((await service.from("orders").select("id").in("business_id", [s.id, t.id])).data).toEqual([])
  })

  it("checks quantities, the delivery method, the minimum and whether the shop takes orders", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller, [1250], { localDelivery: false, minimumOrderCents: 5000 })
    const product = s.products[0]!.id
    for (const quantity of [0, 100, 1.5, -1]) {
      const bad = await placeOrder(buyer, s.id, [{ product_id: product, quantity }])
      expect(bad.error?.message).toBe("Informe uma quantidade de 1 a 99 para cada produto.")
    }
    const merged = await placeOrder(buyer, s.id, [
      { product_id: product, quantity: 60 },
      { product_id: product, quantity: 60 },
    ])
    expect(merged.error?.message).toBe("Informe uma quantidade de 1 a 99 para cada produto.")
    expect((await placeOrder(buyer, s.id, [])).error?.message).toBe("Escolha ao menos um produto.")
    const delivery = await placeOrder(buyer, s.id, [{ product_id: product, quantity: 4 }], "local_delivery")
    expect(delivery.error?.message).toBe("Escolha uma forma de entrega que esta loja oferece.")
    const minimum = await placeOrder(buyer, s.id, [{ product_id: product, quantity: 3 }])
    expect(minimum.error?.message).toBe("O pedido mínimo desta loja é de R$ 50,00.")
    expect((await placeOrder(buyer, s.id, [{ product_id: product, quantity: 4 }])).error).toBeNull()

    expect((await saveOrderSettings(seller, s.id, { enabled: false })).error).toBeNull()
    const closed = await placeOrder(buyer, s.id, [{ product_id: product, quantity: 4 }])
    expect(closed.error?.message).toBe("Esta loja não está recebendo encomendas.")
    expect((await saveOrderSettings(seller, s.id)).error).toBeNull()
    await service.from("businesses").update({ active: false }).eq("id", s.id)
    const inactive = await placeOrder(buyer, s.id, [{ product_id: product, quantity: 4 }])
    expect(inactive.error?.message).toBe("Esta loja não está recebendo encomendas.")
    expect((await placeOrder({ db: anon }, s.id, [{ product_id: product, quantity: 4 }])).error?.code).toBe("42501")
  })

  it("allows 20 orders a day per buyer", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller, [100])
    for (let i = 0; i < 20; i++) await placed(buyer, s)
    const refused = await placeOrder(buyer, s.id, [{ product_id: s.products[0]!.id, quantity: 1 }])
    expect(refused.error?.message).toBe("Você atingiu o limite de 20 encomendas por dia. Tente novamente amanhã.")
  })
})

describe("states and who moves them", () => {
  it("goes placed → payment reported → paid → ready → delivered, each side moving only its own steps", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)

    // The buyer cannot mark her own order paid, nor any seller step.
    for (const fn of ["confirm_order_payment", "mark_order_ready", "mark_order_delivered"] as const) {
      const refused = await step(buyer, fn, order_id)
      expect(refused.error).toMatchObject({ code: "42501", message: "Apenas a vendedora pode fazer esta alteração." })
    }
    expect((await step(seller, "report_order_payment", order_id)).error?.code).toBe("42501")
    // Admins use their own function; the seller's steps are not theirs.
    expect((await step({ db: admin }, "confirm_order_payment", order_id)).error?.code).toBe("42501")
    expect(await statusOf(order_id)).toBe("placed")

    // States cannot be skipped.
    const skip = await step(seller, "mark_order_ready", order_id)
    expect(skip.error).toMatchObject({ code: "P0001", message: "Esta encomenda não pode passar de feita para pronta." })
    const skip2 = await step(seller, "mark_order_delivered", order_id)
    expect(skip2.error?.message).toBe("Esta encomenda não pode passar de feita para entregue.")

    expect((await step(buyer, "report_order_payment", order_id)).error).toBeNull()
    expect((await step(buyer, "report_order_payment", order_id)).error).toBeNull() // a double click
    expect((await step(seller, "confirm_order_payment", order_id)).error).toBeNull()
    expect((await step(buyer, "report_order_payment", order_id)).error?.message).toBe(
      "Esta encomenda não pode passar de paga para pagamento informado."
    )
    expect((await step(seller, "mark_order_ready", order_id)).error).toBeNull()
    expect((await step(seller, "mark_order_delivered", order_id)).error).toBeNull()
    expect((await cancel(seller, order_id, "Desisti")).error?.message).toBe(
      "Esta encomenda não pode passar de entregue para cancelada."
    )

    const row = (await orderRow(buyer.db, order_id))[0]!
    expect(row.status).toBe("delivered")
    for (const at of ["payment_reported_at", "paid_at", "ready_at", "delivered_at"] as const)
      expect(row[at]).not.toBeNull()
    const events = await seller.db
      .from("order_events")
      .select("to_status, actor_role")
      .eq("order_id", order_id)
      .order("id")
    expect(events.data).toEqual([
      { to_status: "placed", actor_role: "buyer" },
      { to_status: "payment_reported", actor_role: "buyer" },
      { to_status: "paid", actor_role: "seller" },
      { to_status: "ready", actor_role: "seller" },
      { to_status: "delivered", actor_role: "seller" },
    ])
  })

  it("lets the buyer cancel only while placed, and the seller only with a reason before delivery", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)

    const first = await placed(buyer, s)
    expect((await cancel(buyer, first.order_id)).error).toBeNull()
    expect((await orderRow(buyer.db, first.order_id))[0]).toMatchObject({ status: "cancelled", cancelled_by: "buyer" })

    const second = await placed(buyer, s)
    expect((await step(buyer, "report_order_payment", second.order_id)).error).toBeNull()
    expect((await cancel(buyer, second.order_id, "Mudei de ideia")).error?.message).toBe(
      "Esta encomenda não pode passar de pagamento informado para cancelada."
    )
    expect((await cancel(seller, second.order_id)).error?.message).toBe(
      "Informe o motivo do cancelamento (de 3 a 500 caracteres)."
    )
    expect((await cancel(seller, second.order_id, "ok")).error?.message).toBe(
      "Informe o motivo do cancelamento (de 3 a 500 caracteres)."
    )
    expect((await cancel(seller, second.order_id, "Acabou o tecido")).error).toBeNull()
    expect((await orderRow(seller.db, second.order_id))[0]).toMatchObject({
      status: "cancelled",
      cancelled_by: "seller",
      cancel_reason: "Acabou o tecido",
    })
    expect((await step(seller, "confirm_order_payment", second.order_id)).error?.message).toBe(
      "Esta encomenda não pode passar de cancelada para paga."
    )
  })

  it("notifies the other side at each step, in the 'orders' category, at each side's own address", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)
    const sellerPage = `/dashboard/negocio/encomendas/${order_id}`
    const buyerPage = `/dashboard/encomendas/${order_id}`
    expect(await notificationsOf(seller, order_id)).toEqual([
      expect.objectContaining({ type: "order", category: "orders", action_url: sellerPage }),
    ])
    expect(await notificationsOf(buyer, order_id)).toEqual([])

    await step(buyer, "report_order_payment", order_id)
    await step(seller, "confirm_order_payment", order_id)
    await step(seller, "mark_order_delivered", order_id)
    const toSeller = await notificationsOf(seller, order_id)
    const toBuyer = await notificationsOf(buyer, order_id)
    expect(toSeller).toHaveLength(2)
    expect(toBuyer).toHaveLength(2)
    for (const n of toSeller) expect(n).toMatchObject({ category: "orders", action_url: sellerPage })
    for (const n of toBuyer) expect(n).toMatchObject({ category: "orders", action_url: buyerPage })
    expect(toBuyer.map((n) => n.title)).toEqual([
      expect.stringContaining("Pagamento confirmado"),
      expect.stringContaining("entregue"),
    ])
  })
})

describe("problem reports and admins", () => {
  it("reach every admin; the reporter and admins read them; admins cancel, resolve and are audited", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)
    const { order_id, code } = await placed(buyer, s)
    await step(buyer, "report_order_payment", order_id)

    const short = await buyer.db.rpc("report_order_problem", { p_order_id: order_id, p_details: "Curto" })
    expect(short.error?.message).toBe("Conte o que aconteceu em 10 a 1000 caracteres.")
    const report = await buyer.db.rpc("report_order_problem", {
      p_order_id: order_id,
      p_details: "Paguei há três dias e ninguém responde.",
    })
    expect(report.error).toBeNull()
    const told = await service
      .from("notifications")
      .select("type, category, action_url")
      .eq("user_id", DEMO.admin.id)
      .contains("data", { report_id: report.data! })
    expect(told.data).toEqual([{ type: "order_report", category: "orders", action_url: "/admin/encomendas" }])
    expect((await buyer.db.from("order_problem_reports").select("id").eq("id", report.data!)).data).toHaveLength(1)
    expect((await seller.db.from("order_problem_reports").select("id").eq("id", report.data!)).data).toEqual([])
    expect((await admin.from("order_problem_reports").select("status").eq("id", report.data!)).data).toEqual([
      { status: "open" },
    ])

    // Members are not admins.
    expect((await buyer.db.rpc("admin_cancel_order", { p_order_id: order_id, p_reason: "Golpe" })).error?.code).toBe(
      "42501"
    )
    expect((await seller.db.rpc("admin_resolve_order_report", { p_report_id: report.data! })).error?.code).toBe("42501")
    expect((await buyer.db.rpc("admin_order_totals")).error?.code).toBe("42501")

    expect((await admin.rpc("admin_cancel_order", { p_order_id: order_id, p_reason: "" })).error?.message).toBe(
      "Informe o motivo do cancelamento (de 3 a 500 caracteres)."
    )
    const cancelled = await admin.rpc("admin_cancel_order", {
      p_order_id: order_id,
      p_reason: "Pagamento não localizado",
    })
    expect(cancelled.error).toBeNull()
    expect((await orderRow(buyer.db, order_id))[0]).toMatchObject({ status: "cancelled", cancelled_by: "admin" })
    expect((await admin.from("order_problem_reports").select("status").eq("id", report.data!)).data).toEqual([
      { status: "resolved" },
    ])
    expect(await notificationsOf(buyer, order_id)).toContainEqual(expect.objectContaining({ category: "orders" }))
    const audit = await admin.from("audit_log").select("action, target_type, details").eq("target_id", order_id)
    expect(audit.data).toEqual([
      {
        action: "order.cancel",
        target_type: "order",
        details: expect.objectContaining({ code, from_status: "payment_reported" }),
      },
    ])
    const again = await admin.rpc("admin_resolve_order_report", { p_report_id: report.data! })
    expect(again.error?.message).toBe("Este relato já foi resolvido.")

    // The seller reports on another order; an admin resolves it.
    const other = await placed(buyer, s)
    const sellerReport = await seller.db.rpc("report_order_problem", {
      p_order_id: other.order_id,
      p_details: "A compradora não veio buscar.",
    })
    expect(sellerReport.error).toBeNull()
    expect((await admin.rpc("admin_resolve_order_report", { p_report_id: sellerReport.data! })).error).toBeNull()
    const resolved = await admin.from("audit_log").select("action").eq("target_id", other.order_id)
    expect(resolved.data).toEqual([{ action: "order_report.resolve" }])
  })

  it("admin_order_totals counts paid, ready and delivered orders, this month's orders and open reports", async () => {
    const before = (await admin.rpc("admin_order_totals")).data![0]!
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller, [2500])
    const paid = await placed(buyer, s)
    await step(seller, "confirm_order_payment", paid.order_id)
    const delivered = await placed(buyer, s, [{ product_id: s.products[0]!.id, quantity: 2 }])
    await step(seller, "confirm_order_payment", delivered.order_id)
    await step(seller, "mark_order_delivered", delivered.order_id)
    const open = await placed(buyer, s)
    await buyer.db.rpc("report_order_problem", { p_order_id: open.order_id, p_details: "Nada chegou até agora." })

    const after = (await admin.rpc("admin_order_totals")).data![0]!
    expect(Number(after.paid_total_cents) - Number(before.paid_total_cents)).toBe(7500)
    expect(Number(after.paid_orders) - Number(before.paid_orders)).toBe(2)
    expect(Number(after.orders_this_month) - Number(before.orders_this_month)).toBe(3)
    expect(Number(after.open_reports) - Number(before.open_reports)).toBe(1)
  })
})

describe("seller settings", () => {
  it("are read by the owner and admins only, written by the owner only, and the key is checked by type", async () => {
    const [seller, other] = await people("vendedora", "outra")
    const s = await shop(service, seller)
    expect((await seller.db.from("business_order_settings").select("pix_key").eq("business_id", s.id)).data).toEqual([
      { pix_key: PIX_KEY },
    ])
    expect((await admin.from("business_order_settings").select("pix_key").eq("business_id", s.id)).data).toHaveLength(1)
    expect((await other.db.from("business_order_settings").select("pix_key").eq("business_id", s.id)).data).toEqual([])
    expect((await saveOrderSettings(other, s.id)).error?.code).toBe("PT404")

    const cases: Array<[string, string, string | null]> = [
      ["cpf", "123.456.789-09", "Informe um CPF com 11 números."],
      ["cpf", "12345678909", null],
      ["cnpj", "1234567800019", "Informe um CNPJ com 14 números."],
      ["cnpj", "12345678000195", null],
      ["email", "sem-arroba", "Informe um e-mail válido como chave Pix."],
      ["email", "Loja@Exemplo.com.br", null],
      ["phone", "11999990000", "Informe o celular com DDD, no formato +55 e 10 ou 11 números."],
      ["phone", "+5511999990000", null],
      ["random", "abc", "Informe a chave aleatória como o banco mostra (32 letras e números, com hífens)."],
    ]
    for (const [type, key, message] of cases) {
      const { error } = await saveOrderSettings(seller, s.id, { pixKeyType: type, pixKey: key })
      if (message) expect(error?.message, `${type} ${key}`).toBe(message)
      else expect(error, `${type} ${key}`).toBeNull()
    }
    const email = await seller.db.from("business_order_settings").select("pix_key").eq("business_id", s.id).single()
    expect(email.data?.pix_key).toBe("+5511999990000")

    const incomplete = await saveOrderSettings(seller, s.id, { pixKey: null })
    expect(incomplete.error?.message).toBe("Informe a sua chave Pix para receber encomendas.")
    const noDelivery = await saveOrderSettings(seller, s.id, { pickup: false, localDelivery: false, shipping: false })
    expect(noDelivery.error?.message).toBe("Escolha ao menos uma forma de entrega.")
    const longName = await saveOrderSettings(seller, s.id, { receiverName: "Maria Aparecida dos Santos Silva" })
    expect(longName.error?.message).toContain("até 25")
    expect(
      (await saveOrderSettings(seller, s.id, { receiverName: "Conceição", receiverCity: "São Paulo" })).error
    ).toBeNull()
    // Turned off, it may stay incomplete.
    expect((await saveOrderSettings(seller, s.id, { enabled: false, pixKey: null, pixKeyType: null })).error).toBeNull()
  })

  it("get_business_order_options answers a listed shop's options to anyone, never the Pix key", async () => {
    const [seller] = await people("vendedora")
    const s = await shop(service, seller, [1000], { minimumOrderCents: 2000, note: "Prazo de 3 dias" })
    for (const db of [anon, seller.db, admin]) {
      const { data, error } = await db.rpc("get_business_order_options", { p_business_id: s.id })
      expect(error).toBeNull()
      expect(data).toEqual({
        enabled: true,
        offers_pickup: true,
        offers_local_delivery: true,
        local_delivery_fee_cents: 800,
        offers_shipping: false,
        minimum_order_cents: 2000,
        note: "Prazo de 3 dias",
      })
      expect(JSON.stringify(data)).not.toContain(PIX_KEY)
    }
    await service.from("businesses").update({ status: "pending" }).eq("id", s.id)
    expect((await anon.rpc("get_business_order_options", { p_business_id: s.id })).data).toBeNull()
  })
})

describe("verified reviews", () => {
  it("are marked only after a delivered order from that business, never by the client", async () => {
    const [seller, buyer, other] = await people("vendedora", "compradora", "outra")
    const s = await shop(service, seller)
    const { order_id } = await placed(buyer, s)
    await step(seller, "confirm_order_payment", order_id)

    // A claim from the client is not read (and the column is not hers to write).
    const claimed = await other.db
      .from("business_reviews")
      .insert({ business_id: s.id, author_id: other.id, rating: 5, comment: "Adorei tudo!" })
    expect(claimed.error).toBeNull()
    const forged = await other.db
      .from("business_reviews")
      .insert({ business_id: s.id, author_id: other.id, rating: 5, comment: "De novo", verified_purchase: true })
    expect(forged.error).not.toBeNull()
    const otherReview = await service.from("business_reviews").select("verified_purchase").eq("author_id", other.id)
    expect(otherReview.data).toEqual([{ verified_purchase: false }])

    await step(seller, "mark_order_delivered", order_id)
    const review = await buyer.db
      .from("business_reviews")
      .insert({ business_id: s.id, author_id: buyer.id, rating: 5, comment: "Chegou certinho, obrigada!" })
    expect(review.error).toBeNull()
    const mine = await service.from("business_reviews").select("verified_purchase").eq("author_id", buyer.id)
    expect(mine.data).toEqual([{ verified_purchase: true }])
  })
})

describe("LGPD", () => {
  it("exports her orders as buyer and as seller, with their lines", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)
    const { code } = await placed(buyer, s, [{ product_id: s.products[0]!.id, quantity: 2 }])
    const asBuyer = (await service.rpc("export_user_data", { p_user_id: buyer.id })).data as {
      orders_as_buyer: { code: string; total_cents: number; items: { product: string; quantity: number }[] }[]
      orders_as_seller: unknown[]
    }
    expect(asBuyer.orders_as_buyer).toEqual([
      expect.objectContaining({
        code,
        total_cents: 2500,
        items: [expect.objectContaining({ product: s.products[0]!.name, quantity: 2 })],
      }),
    ])
    expect(asBuyer.orders_as_seller).toEqual([])
    const asSeller = (await service.rpc("export_user_data", { p_user_id: seller.id })).data as {
      orders_as_seller: { code: string }[]
      order_settings: { pix_key: string }[]
    }
    expect(asSeller.orders_as_seller.map((o) => o.code)).toEqual([code])
    expect(asSeller.order_settings).toEqual([expect.objectContaining({ pix_key: PIX_KEY })])
  })

  it("deletion keeps orders as records without the deleted person's name, notes, reasons or Pix key", async () => {
    const [seller, buyer] = await people("vendedora", "compradora")
    const s = await shop(service, seller)
    const bought = await placeOrder(
      buyer,
      s.id,
      [{ product_id: s.products[0]!.id, quantity: 1 }],
      "pickup",
      "Meu WhatsApp é 11 99999-0000"
    )
    const orderId = bought.data![0]!.order_id
    const cancelled = await placed(buyer, s)
    expect((await cancel(buyer, cancelled.order_id, "Meu telefone mudou: 11 98888-0000")).error).toBeNull()

    expect((await service.rpc("delete_user_account", { p_user_id: buyer.id })).error).toBeNull()
    expect((await orderRow(seller.db, cancelled.order_id))[0]).toMatchObject({
      buyer_name: "Conta excluída",
      status: "cancelled",
      cancel_reason: null,
    })
    const timeline = await seller.db
      .from("order_events")
      .select("to_status, actor_id, note")
      .eq("order_id", cancelled.order_id)
      .order("id")
    expect(timeline.data).toEqual([
      { to_status: "placed", actor_id: null, note: null },
      { to_status: "cancelled", actor_id: null, note: null },
    ])
    expect((await orderRow(seller.db, orderId))[0]).toMatchObject({
      buyer_id: null,
      buyer_name: "Conta excluída",
      note: null,
      pix_key: PIX_KEY,
      total_cents: 1250,
    })
    expect((await seller.db.from("order_items").select("id").eq("order_id", orderId)).data).toHaveLength(1)

    const buyer2 = (await people("compradora"))[0]!
    const second = await placed(buyer2, s)
    expect((await service.rpc("delete_user_account", { p_user_id: seller.id })).error).toBeNull()
    expect((await orderRow(buyer2.db, second.order_id))[0]).toMatchObject({
      seller_id: null,
      pix_key: null,
      pix_key_type: null,
      pix_receiver_name: null,
      pix_receiver_city: null,
      business_name: s.name,
    })
    expect((await service.from("business_order_settings").select("business_id").eq("business_id", s.id)).data).toEqual(
      []
    )
    expect((await service.from("orders").select("id").eq("id", orderId)).data).toHaveLength(1)
  })
})

describe("demo data", () => {
  it("seeds orders from demo members in every state, one reported, and a verified review", async () => {
    const atelie = "60000000-0000-4000-a000-000000000003"
    const codes = [
      "CE7K3MAR9XQ2",
      "CE4BT8NWZ6HD",
      "CE9PLM2VK7RA",
      "CE3HQW8EYC5T",
      "CE6ZDR4JXN2B",
      "CE8MWT5GKP3F",
      "CE2XVB9NHR7L",
    ]
    const orders = await service.from("orders").select("code, status, buyer_id, seller_id").in("code", codes)
    expect(new Set(orders.data?.map((o) => o.status))).toEqual(
      new Set(["placed", "payment_reported", "paid", "ready", "delivered", "cancelled"])
    )
    expect(orders.data?.every((o) => o.seller_id === DEMO.member2.id && o.buyer_id !== null)).toBe(true)
    const reports = await service.from("order_problem_reports").select("status").eq("status", "open")
    expect(reports.data?.length).toBeGreaterThanOrEqual(1)
    // Joana sees her orders; Rafael (membro@) sees his two and nobody else's.
    const joana = await signedIn(local, DEMO.member2.email)
    expect((await joana.from("orders").select("id").in("code", codes)).data).toHaveLength(7)
    const rafael = await signedIn(local, DEMO.member.email)
    const his = await rafael.from("orders").select("code").in("code", codes).order("code")
    expect(his.data).toEqual([{ code: "CE3HQW8EYC5T" }, { code: "CE7K3MAR9XQ2" }])
    const options = await anon.rpc("get_business_order_options", { p_business_id: atelie })
    expect(options.data).toMatchObject({ enabled: true, offers_local_delivery: true, local_delivery_fee_cents: 1200 })
    const review = await service
      .from("business_reviews")
      .select("verified_purchase")
      .eq("business_id", atelie)
      .eq("author_id", DEMO.member.id)
    expect(review.data).toEqual([{ verified_purchase: true }])
  })
})
