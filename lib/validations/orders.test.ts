import { describe, expect, it } from "vitest"

import { validatePixKey } from "@/lib/pix/keys"
import {
  adminOrderQuery,
  foldToAscii,
  ORDER_TEXT,
  orderSettingsSchema,
  parseAdminOrderParams,
  parseBuilderPick,
  placeOrderSchema,
  quantityField,
  reportProblemSchema,
  sellerCancelSchema,
  buyerCancelSchema,
} from "./orders"

const BUSINESS = "60000000-0000-4000-a000-000000000023"
const PRODUCT_A = "70000000-0000-4000-a000-000000000001"
const PRODUCT_B = "70000000-0000-4000-a000-000000000002"
const RANDOM_KEY = "123e4567-e12b-12d1-a456-426655440000"

const settings = orderSettingsSchema(validatePixKey)

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe("orderSettingsSchema", () => {
  const complete = {
    businessId: BUSINESS,
    enabled: "on",
    pixKeyType: "random",
    pixKey: RANDOM_KEY,
    receiverName: "Ana Lúcia Ateliê",
    receiverCity: "São Paulo",
    offersPickup: "on",
    offersLocalDelivery: "on",
    localDeliveryFee: "8,50",
    minimumOrder: "R$ 30,00",
    note: "Prazo de 3 dias.",
  }

  it("turns the form's text into what the database takes: cents, ticks, nulls", () => {
    const parsed = settings.parse(complete)
    expect(parsed).toMatchObject({
      businessId: BUSINESS,
      enabled: true,
      pixKeyType: "random",
      pixKey: RANDOM_KEY,
      receiverName: "Ana Lúcia Ateliê",
      receiverCity: "São Paulo",
      offersPickup: true,
      offersLocalDelivery: true,
      offersShipping: false,
      localDeliveryFeeCents: 850,
      minimumOrderCents: 3000,
      note: "Prazo de 3 dias.",
    })
  })

  it("needs the key, the receiver and a delivery option only to turn orders on", () => {
    const off = settings.parse({ businessId: BUSINESS })
    expect(off).toMatchObject({ enabled: false, pixKey: null, pixKeyType: null, minimumOrderCents: null })
    const on = settings.safeParse({ businessId: BUSINESS, enabled: "on" })
    expect(on.success).toBe(false)
    expect(messagesOf(on)).toMatchObject({
      pixKeyType: ORDER_TEXT.keyType,
      pixKey: ORDER_TEXT.keyRequired,
      receiverName: ORDER_TEXT.nameRequired,
      receiverCity: ORDER_TEXT.cityRequired,
      offersPickup: ORDER_TEXT.deliveryOption,
    })
  })

  it("checks CPF check digits and normalises keys as the Pix code needs them", () => {
    const bad = settings.safeParse({ ...complete, pixKeyType: "cpf", pixKey: "111.444.777-36" })
    expect(bad.success).toBe(false)
    expect(messagesOf(bad).pixKey).toBeTruthy()
    const good = settings.parse({ ...complete, pixKeyType: "cpf", pixKey: "111.444.777-35" })
    expect(good.pixKey).toBe("11144477735")
    const phone = settings.parse({ ...complete, pixKeyType: "phone", pixKey: "(11) 98765-4321" })
    expect(phone.pixKey).toBe("+5511987654321")
  })

  it("refuses a receiver name or city the Pix code cannot carry", () => {
    const long = settings.safeParse({ ...complete, receiverName: "A".repeat(26), receiverCity: "B".repeat(16) })
    expect(messagesOf(long)).toMatchObject({
      receiverName: ORDER_TEXT.nameTooLong,
      receiverCity: ORDER_TEXT.cityTooLong,
    })
    const odd = settings.safeParse({ ...complete, receiverName: "Ana & Bia", receiverCity: "São Paulo\u0000" })
    expect(messagesOf(odd)).toMatchObject({ receiverName: ORDER_TEXT.nameChars, receiverCity: ORDER_TEXT.cityChars })
  })

  it("keeps the fee only with local delivery, and refuses amounts out of range", () => {
    expect(settings.parse({ ...complete, offersLocalDelivery: undefined }).localDeliveryFeeCents).toBe(0)
    const fee = settings.safeParse({ ...complete, localDeliveryFee: "1.000,01" })
    expect(messagesOf(fee).localDeliveryFee).toBe(ORDER_TEXT.fee)
    const minimum = settings.safeParse({ ...complete, minimumOrder: "trinta" })
    expect(messagesOf(minimum).minimumOrder).toBe(ORDER_TEXT.minimum)
  })
})

describe("foldToAscii", () => {
  it("removes accents and keeps case", () => {
    expect(foldToAscii("São Paulo Ateliê Ação")).toBe("Sao Paulo Atelie Acao")
  })
})

describe("placeOrderSchema", () => {
  const form = (extra: Record<string, string>) => ({ businessId: BUSINESS, deliveryMethod: "pickup", ...extra })

  it("sends only product ids and quantities, whatever else the form carries", () => {
    const parsed = placeOrderSchema.parse(
      form({
        [quantityField(PRODUCT_A)]: "2",
        [quantityField(PRODUCT_B)]: "1",
        "q.nao-e-um-id": "5",
        price: "1",
        total_cents: "100",
        note: "  Embrulhar para presente  ",
      })
    )
    expect(parsed).toEqual({
      businessId: BUSINESS,
      deliveryMethod: "pickup",
      note: "Embrulhar para presente",
      items: [
        { product_id: PRODUCT_A, quantity: 2 },
        { product_id: PRODUCT_B, quantity: 1 },
      ],
    })
  })

  it("leaves out zero and empty quantities and needs at least one product", () => {
    const none = placeOrderSchema.safeParse(form({ [quantityField(PRODUCT_A)]: "0", [quantityField(PRODUCT_B)]: "" }))
    expect(none.success).toBe(false)
    expect(messagesOf(none).items).toBe(ORDER_TEXT.noItems)
  })

  it("refuses quantities that are not 1 to 99 and an unknown delivery", () => {
    for (const bad of ["-1", "100", "1.5", "dois"]) {
      const result = placeOrderSchema.safeParse(form({ [quantityField(PRODUCT_A)]: bad }))
      expect(result.success, bad).toBe(false)
      expect(messagesOf(result)[quantityField(PRODUCT_A)], bad).toBe(ORDER_TEXT.quantity)
    }
    const method = placeOrderSchema.safeParse({ ...form({ [quantityField(PRODUCT_A)]: "1" }), deliveryMethod: "drone" })
    expect(messagesOf(method).deliveryMethod).toBe(ORDER_TEXT.delivery)
  })

  it("refuses more than 30 different products", () => {
    const many: Record<string, string> = {}
    for (let i = 0; i < 31; i++) many[quantityField(`70000000-0000-4000-a000-${String(i).padStart(12, "0")}`)] = "1"
    expect(messagesOf(placeOrderSchema.safeParse(form(many))).items).toBe(ORDER_TEXT.tooManyLines)
  })
})

describe("reasons and reports", () => {
  const orderId = "e1000000-0000-4000-a000-000000000001"
  it("lets the buyer cancel without a reason, never the seller", () => {
    expect(buyerCancelSchema.parse({ orderId }).reason).toBe("")
    expect(messagesOf(sellerCancelSchema.safeParse({ orderId, reason: " x " })).reason).toBe(ORDER_TEXT.reasonRequired)
    expect(sellerCancelSchema.parse({ orderId, reason: "Sem estoque" }).reason).toBe("Sem estoque")
  })
  it("needs 10 to 1000 characters to report a problem", () => {
    expect(messagesOf(reportProblemSchema.safeParse({ orderId, details: "curto" })).details).toBe(
      ORDER_TEXT.problemShort
    )
    expect(messagesOf(reportProblemSchema.safeParse({ orderId, details: "x".repeat(1001) })).details).toBe(
      ORDER_TEXT.problemLong
    )
    expect(messagesOf(reportProblemSchema.safeParse({ orderId: "1", details: "x".repeat(20) })).orderId).toBe(
      ORDER_TEXT.invalidOrder
    )
  })
})

describe("the admins' filter", () => {
  it("reads what it can use and ignores the rest", () => {
    expect(
      parseAdminOrderParams({
        estado: "paid",
        de: "2026-11-01",
        ate: "2026-02-30",
        negocio: " Ateliê%_ ",
        relatadas: "1",
      })
    ).toEqual({ status: "paid", from: "2026-11-01", to: null, business: "Ateliê", reportedOnly: true, page: 1 })
    expect(parseAdminOrderParams({ estado: "pago", pagina: "0" })).toMatchObject({ status: null, page: 1 })
    expect(parseAdminOrderParams({ pagina: ["3", "4"] }).page).toBe(3)
  })
  it("writes the address of a filter without defaults", () => {
    expect(adminOrderQuery({ status: null, page: 1 })).toBe("")
    expect(adminOrderQuery({ status: "placed", reportedOnly: true, page: 2 })).toBe(
      "?estado=placed&relatadas=1&pagina=2"
    )
  })
})

describe("parseBuilderPick", () => {
  it("keeps a product slug and a quantity from 1 to 99", () => {
    expect(parseBuilderPick({ produto: "bolsa-de-croche", quantidade: "3" })).toEqual({
      product: "bolsa-de-croche",
      quantity: 3,
    })
    expect(parseBuilderPick({ produto: "<script>", quantidade: "500" })).toEqual({ product: null, quantity: 1 })
  })
})
