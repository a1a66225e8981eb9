import { z } from "zod"

import { parsePriceToCents } from "@/lib/shop"
import { CONTROL_CHARS } from "@/lib/validations/plain-text"

/**
 * Orders' forms (issue #38) as their server actions receive them (every value a string). The
 * database functions check every rule again (who may move an order, prices, the minimum, the
 * daily limit); these give the pt-BR field messages first and keep the payload well formed.
 */

export const ORDER_STATUSES = ["placed", "payment_reported", "paid", "ready", "delivered", "cancelled"] as const
export type OrderStatusValue = (typeof ORDER_STATUSES)[number]

export const DELIVERY_METHODS = ["pickup", "local_delivery", "shipping"] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: "Retirada com a vendedora",
  local_delivery: "Entrega local",
  shipping: "Envio (frete a combinar)",
}

export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const
export type PixKeyTypeValue = (typeof PIX_KEY_TYPES)[number]

export const PIX_KEY_TYPE_LABELS: Record<PixKeyTypeValue, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  phone: "Celular",
  random: "Chave aleatória",
}

/** Bounds the database checks too (supabase/migrations/20261202100001_orders.sql). */
export const ORDER_LIMITS = {
  lines: 30,
  quantity: 99,
  buyerNote: 500,
  sellerNote: 300,
  reason: 500,
  reasonMin: 3,
  problemMin: 10,
  problemMax: 1000,
  receiverName: 25,
  receiverCity: 15,
  pixKey: 77,
  deliveryFeeCents: 100_000,
  minimumOrderCents: 10_000_000,
} as const

export const ORDER_TEXT = {
  invalidOrder: "Encomenda inválida. Atualize a página.",
  invalidReport: "Relato inválido. Atualize a página.",
  invalidBusiness: "Negócio inválido. Atualize a página.",
  noItems: "Escolha a quantidade de pelo menos um produto.",
  tooManyLines: `Uma encomenda pode ter até ${ORDER_LIMITS.lines} produtos diferentes.`,
  quantity: `A quantidade de cada produto vai de 0 a ${ORDER_LIMITS.quantity}.`,
  delivery: "Escolha como receber a encomenda.",
  buyerNote: `A observação pode ter até ${ORDER_LIMITS.buyerNote} caracteres.`,
  reasonRequired: `Explique o motivo (pelo menos ${ORDER_LIMITS.reasonMin} caracteres).`,
  reasonTooLong: `O motivo pode ter até ${ORDER_LIMITS.reason} caracteres.`,
  problemShort: `Descreva o problema com pelo menos ${ORDER_LIMITS.problemMin} caracteres.`,
  problemLong: `O relato pode ter até ${ORDER_LIMITS.problemMax} caracteres.`,
  keyType: "Escolha o tipo da chave Pix.",
  keyRequired: "Informe a sua chave Pix.",
  keyTooLong: `A chave Pix pode ter até ${ORDER_LIMITS.pixKey} caracteres.`,
  nameRequired: "Informe o nome de quem recebe, como o banco o mostra.",
  nameTooLong: `O nome pode ter até ${ORDER_LIMITS.receiverName} caracteres (o Pix não leva mais).`,
  nameChars: "Use só letras, números, espaço, ponto, hífen e apóstrofo no nome.",
  cityRequired: "Informe a cidade de quem recebe.",
  cityTooLong: `A cidade pode ter até ${ORDER_LIMITS.receiverCity} caracteres (o Pix não leva mais).`,
  cityChars: "Use só letras, números, espaço, ponto, hífen e apóstrofo na cidade.",
  deliveryOption: "Ofereça pelo menos uma forma de entrega.",
  fee: "Informe a taxa de entrega em reais, de 0 a R$ 1.000,00 (por exemplo 8,00).",
  minimum: "Informe o pedido mínimo em reais, até R$ 100.000,00 (por exemplo 30,00), ou deixe em branco.",
  sellerNote: `O recado pode ter até ${ORDER_LIMITS.sellerNote} caracteres.`,
} as const

const id = (message: string) => z.string(message).trim().pipe(z.uuid(message))

export const orderIdSchema = id(ORDER_TEXT.invalidOrder)

// NUL cannot be stored; line breaks are kept (a note may be several lines).
const text = (max: number, message: string) =>
  z
    .string()
    .prefault("")
    .transform((value) =>
      value
        .replace(/\u0000/g, "")
        .replace(/\r\n?/g, "\n")
        .trim()
    )
    .pipe(z.string().max(max, message))

/** A checkbox as a form posts it: present ("on", or its value) or absent. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "" && value !== "false")

/** Accents removed, case kept: what the Pix code carries (lib/pix folds the same way). */
export const foldToAscii = (value: string) => value.normalize("NFD").replace(/[\u0300-\u036f]/g, "")

const PIX_TEXT = /^[A-Za-z0-9 .'-]+$/

/** A one-line name or city for the Pix code: trimmed, stored as she typed it, plain after folding. */
const pixText = (max: number, messages: { required: string; tooLong: string; chars: string }) =>
  z
    .string()
    .prefault("")
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .max(max, messages.tooLong)
        .refine((value) => value === "" || (!CONTROL_CHARS.test(value) && PIX_TEXT.test(foldToAscii(value))), {
          message: messages.chars,
        })
    )

/** Reais as she types them ("8", "8,50", "R$ 1.000,00") → cents, or an issue. Empty → null. */
const reais = (max: number, message: string) =>
  z
    .string()
    .prefault("")
    .transform((value, ctx) => {
      const trimmed = value.trim()
      if (trimmed === "") return null
      const cents = parsePriceToCents(trimmed)
      if (cents === null || cents < 0 || cents > max) {
        ctx.addIssue({ code: "custom", message })
        return z.NEVER
      }
      return cents
    })

/**
 * "Receber encomendas": the seller's settings of one business. The key's shape per type is checked
 * here and by the database; `checkKey` (lib/pix/keys.ts, passed by the action) adds CPF/CNPJ check
 * digits and gives back the key as the Pix code needs it (+55 phone, lower-case e-mail).
 */
export const ORDER_SETTINGS_FORM_KEYS = [
  "businessId",
  "enabled",
  "pixKeyType",
  "pixKey",
  "receiverName",
  "receiverCity",
  "offersPickup",
  "offersLocalDelivery",
  "localDeliveryFee",
  "offersShipping",
  "minimumOrder",
  "note",
] as const

export type PixKeyCheck = (type: PixKeyTypeValue, key: string) => { key: string } | { message: string }

export function orderSettingsSchema(checkKey: PixKeyCheck) {
  return z
    .object({
      businessId: id(ORDER_TEXT.invalidBusiness),
      enabled: checkbox,
      pixKeyType: z
        .string()
        .prefault("")
        .transform((value) => value.trim())
        .pipe(z.union([z.enum(PIX_KEY_TYPES, ORDER_TEXT.keyType), z.literal("")], { error: ORDER_TEXT.keyType })),
      pixKey: z
        .string()
        .prefault("")
        .transform((value) => value.trim())
        .pipe(z.string().max(ORDER_LIMITS.pixKey, ORDER_TEXT.keyTooLong)),
      receiverName: pixText(ORDER_LIMITS.receiverName, {
        required: ORDER_TEXT.nameRequired,
        tooLong: ORDER_TEXT.nameTooLong,
        chars: ORDER_TEXT.nameChars,
      }),
      receiverCity: pixText(ORDER_LIMITS.receiverCity, {
        required: ORDER_TEXT.cityRequired,
        tooLong: ORDER_TEXT.cityTooLong,
        chars: ORDER_TEXT.cityChars,
      }),
      offersPickup: checkbox,
      offersLocalDelivery: checkbox,
      localDeliveryFee: reais(ORDER_LIMITS.deliveryFeeCents, ORDER_TEXT.fee),
      offersShipping: checkbox,
      minimumOrder: reais(ORDER_LIMITS.minimumOrderCents, ORDER_TEXT.minimum),
      note: text(ORDER_LIMITS.sellerNote, ORDER_TEXT.sellerNote),
    })
    .transform((input, ctx) => {
      let pixKey = input.pixKey
      // Saved while off too (she may fill it in steps), but then nothing is required.
      const required = input.enabled
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message })
      if (required && input.pixKeyType === "") issue("pixKeyType", ORDER_TEXT.keyType)
      if (required && pixKey === "") issue("pixKey", ORDER_TEXT.keyRequired)
      if (input.pixKeyType !== "" && pixKey !== "") {
        const checked = checkKey(input.pixKeyType, pixKey)
        if ("message" in checked) issue("pixKey", checked.message)
        else pixKey = checked.key
      }
      if (required && input.receiverName === "") issue("receiverName", ORDER_TEXT.nameRequired)
      if (required && input.receiverCity === "") issue("receiverCity", ORDER_TEXT.cityRequired)
      if (required && !input.offersPickup && !input.offersLocalDelivery && !input.offersShipping) {
        issue("offersPickup", ORDER_TEXT.deliveryOption)
      }
      return {
        ...input,
        pixKeyType: input.pixKeyType === "" ? null : input.pixKeyType,
        pixKey: pixKey === "" ? null : pixKey,
        receiverName: input.receiverName === "" ? null : input.receiverName,
        receiverCity: input.receiverCity === "" ? null : input.receiverCity,
        localDeliveryFeeCents: input.offersLocalDelivery ? (input.localDeliveryFee ?? 0) : 0,
        minimumOrderCents: input.minimumOrder,
        note: input.note === "" ? null : input.note,
      }
    })
}

export type OrderSettingsInput = z.output<ReturnType<typeof orderSettingsSchema>>

/** The quantity field of one product on the order form: `q.<product id>`. */
export const QUANTITY_FIELD_PREFIX = "q."
export const quantityField = (productId: string) => `${QUANTITY_FIELD_PREFIX}${productId}`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The order form: the business, one quantity field per product (0 or empty: not ordered), the
 * delivery and a note. Only product ids and quantities reach the database: prices and the total
 * are its own (a price in the form would be ignored there anyway).
 */
export const placeOrderSchema = z
  .looseObject({
    businessId: id(ORDER_TEXT.invalidBusiness),
    deliveryMethod: z.enum(DELIVERY_METHODS, ORDER_TEXT.delivery),
    note: text(ORDER_LIMITS.buyerNote, ORDER_TEXT.buyerNote),
  })
  .transform((input, ctx) => {
    const items: { product_id: string; quantity: number }[] = []
    for (const [key, raw] of Object.entries(input)) {
      if (!key.startsWith(QUANTITY_FIELD_PREFIX)) continue
      const productId = key.slice(QUANTITY_FIELD_PREFIX.length)
      const value = typeof raw === "string" ? raw.trim() : ""
      if (!UUID.test(productId)) continue
      if (value === "" || value === "0") continue
      if (!/^\d{1,2}$/.test(value)) {
        ctx.addIssue({ code: "custom", path: [key], message: ORDER_TEXT.quantity })
        continue
      }
      items.push({ product_id: productId.toLowerCase(), quantity: Number(value) })
    }
    if (items.length === 0) ctx.addIssue({ code: "custom", path: ["items"], message: ORDER_TEXT.noItems })
    if (items.length > ORDER_LIMITS.lines) {
      ctx.addIssue({ code: "custom", path: ["items"], message: ORDER_TEXT.tooManyLines })
    }
    return {
      businessId: input.businessId,
      deliveryMethod: input.deliveryMethod,
      note: input.note === "" ? null : input.note,
      items,
    }
  })

export type PlaceOrderInput = z.output<typeof placeOrderSchema>

/** A step on one order that needs nothing but its id ("Já paguei", "Pagamento recebido"…). */
export const orderStepSchema = z.object({ orderId: orderIdSchema })

/** The order steps a form may ask for, by name (the seller's buttons post `step`). */
export const SELLER_STEPS = ["confirm_payment", "mark_ready", "mark_delivered"] as const
export type SellerStep = (typeof SELLER_STEPS)[number]

export const sellerStepSchema = z.object({
  orderId: orderIdSchema,
  step: z.enum(SELLER_STEPS, ORDER_TEXT.invalidOrder),
})

/** The buyer cancels while "placed", a reason optional; the seller (and admins) must give one. */
export const buyerCancelSchema = z.object({
  orderId: orderIdSchema,
  reason: text(ORDER_LIMITS.reason, ORDER_TEXT.reasonTooLong),
})

const requiredReason = text(ORDER_LIMITS.reason, ORDER_TEXT.reasonTooLong).refine(
  (value) => value.length >= ORDER_LIMITS.reasonMin,
  ORDER_TEXT.reasonRequired
)

export const sellerCancelSchema = z.object({ orderId: orderIdSchema, reason: requiredReason })

export const reportProblemSchema = z.object({
  orderId: orderIdSchema,
  details: text(ORDER_LIMITS.problemMax, ORDER_TEXT.problemLong).refine(
    (value) => value.length >= ORDER_LIMITS.problemMin,
    ORDER_TEXT.problemShort
  ),
})

export const adminCancelSchema = sellerCancelSchema

export const resolveReportSchema = z.object({ reportId: id(ORDER_TEXT.invalidReport) })

/** /admin/encomendas' query: state, date range (Brasília days), business name, reported only, page. */
export const ADMIN_ORDER_PARAMS = {
  status: "estado",
  from: "de",
  to: "ate",
  business: "negocio",
  reported: "relatadas",
  page: "pagina",
} as const

export interface AdminOrderFilter {
  status: OrderStatusValue | null
  /** "YYYY-MM-DD", a day in America/Sao_Paulo, inclusive. */
  from: string | null
  to: string | null
  business: string | null
  reportedOnly: boolean
  page: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function validDay(value: unknown): string | null {
  if (typeof value !== "string" || !DAY.test(value)) return null
  const date = new Date(`${value}T12:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** The filter an address asks for; anything unusable is ignored, never an error. */
export function parseAdminOrderParams(params: Record<string, unknown>): AdminOrderFilter {
  const status = first(params[ADMIN_ORDER_PARAMS.status])
  const business = first(params[ADMIN_ORDER_PARAMS.business])
  const page = Number(first(params[ADMIN_ORDER_PARAMS.page]))
  const cleanBusiness =
    typeof business === "string"
      ? business
          .replace(CONTROL_CHARS, "")
          .replace(/[%_,()]/g, " ")
          .trim()
          .slice(0, 80)
      : ""
  return {
    status: ORDER_STATUSES.includes(status as OrderStatusValue) ? (status as OrderStatusValue) : null,
    from: validDay(first(params[ADMIN_ORDER_PARAMS.from])),
    to: validDay(first(params[ADMIN_ORDER_PARAMS.to])),
    business: cleanBusiness === "" ? null : cleanBusiness,
    reportedOnly: first(params[ADMIN_ORDER_PARAMS.reported]) === "1",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The address of a filter state (the list's links, the CSV link), without default values. */
export function adminOrderQuery(filter: Partial<AdminOrderFilter>): string {
  const query = new URLSearchParams()
  if (filter.status) query.set(ADMIN_ORDER_PARAMS.status, filter.status)
  if (filter.from) query.set(ADMIN_ORDER_PARAMS.from, filter.from)
  if (filter.to) query.set(ADMIN_ORDER_PARAMS.to, filter.to)
  if (filter.business) query.set(ADMIN_ORDER_PARAMS.business, filter.business)
  if (filter.reportedOnly) query.set(ADMIN_ORDER_PARAMS.reported, "1")
  if (filter.page && filter.page > 1) query.set(ADMIN_ORDER_PARAMS.page, String(filter.page))
  const search = query.toString()
  return search ? `?${search}` : ""
}

/** The order builder's query (`?produto=slug&quantidade=n`), read leniently: 1 when absent or odd. */
export function parseBuilderPick(params: Record<string, unknown>): { product: string | null; quantity: number } {
  const product = first(params.produto)
  const quantity = Number(first(params.quantidade))
  return {
    product: typeof product === "string" && /^[a-z0-9-]{1,120}$/.test(product) ? product : null,
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_LIMITS.quantity ? quantity : 1,
  }
}
