/**
 * Set-up shared by the orders suites (issue #38): a listed business taking orders, with products,
 * and orders placed through the official client against the local backend.
 */
import { randomUUID } from "node:crypto"
import type { Json } from "@/lib/database.types"
import type { Db, Person } from "./community"

export interface ShopProduct {
  id: string
  name: string
  price_cents: number
}

export interface Shop {
  id: string
  slug: string
  name: string
  owner: Owner
  products: ShopProduct[]
}

/** Whoever owns the shop: a person of the community helpers or of the learning world. */
type Owner = Pick<Person, "id" | "db">

export interface OrderSettingsInput {
  enabled?: boolean
  pixKeyType?: string | null
  pixKey?: string | null
  receiverName?: string | null
  receiverCity?: string | null
  pickup?: boolean
  localDelivery?: boolean
  localDeliveryFeeCents?: number
  shipping?: boolean
  minimumOrderCents?: number | null
  note?: string | null
}

export const PIX_KEY = "123e4567-e12b-12d1-a456-426655440000"

export function saveOrderSettings(owner: { db: Db }, businessId: string, input: OrderSettingsInput = {}) {
  return owner.db.rpc("set_business_order_settings", {
    p_business_id: businessId,
    p_enabled: input.enabled ?? true,
    p_pix_key_type: (input.pixKeyType === undefined ? "random" : input.pixKeyType) as string,
    p_pix_key: (input.pixKey === undefined ? PIX_KEY : input.pixKey) as string,
    p_receiver_name: (input.receiverName === undefined ? "Fulano de Tal" : input.receiverName) as string,
    p_receiver_city: (input.receiverCity === undefined ? "BRASILIA" : input.receiverCity) as string,
    p_offers_pickup: input.pickup ?? true,
    p_offers_local_delivery: input.localDelivery ?? true,
    p_local_delivery_fee_cents: input.localDeliveryFeeCents ?? 800,
    p_offers_shipping: input.shipping ?? false,
    p_minimum_order_cents: (input.minimumOrderCents ?? null) as number,
    p_note: (input.note ?? null) as string,
  })
}

/**
 * A listed (approved, active) business of `owner` with products at the given prices, taking
 * orders with the default settings (pickup, local delivery at R$ 8,00, a random Pix key).
 */
export async function shop(
  service: Db,
  owner: Owner,
  prices: number[] = [1250, 3000],
  settings: OrderSettingsInput = {}
): Promise<Shop> {
  const suffix = randomUUID().slice(0, 8)
  const name = `Ateliê ${suffix}`
  const business = await service
    .from("businesses")
    .insert({ name, slug: `atelie-${suffix}`, owner_id: owner.id, status: "approved", active: true })
    .select("id, slug")
    .single()
  if (business.error) throw business.error
  const rows = prices.map((price, index) => ({
    business_id: business.data.id,
    slug: `produto-${suffix}-${index}`,
    name: `Produto ${index + 1} ${suffix}`,
    category: "artesanato",
    price_cents: price,
  }))
  const products = await service.from("products").insert(rows).select("id, name, price_cents").order("price_cents")
  if (products.error) throw products.error
  const saved = await saveOrderSettings(owner, business.data.id, settings)
  if (saved.error) throw saved.error
  return { id: business.data.id, slug: business.data.slug, name, owner, products: products.data }
}

export interface OrderLine {
  product_id: string
  quantity: number
  /** What a forged payload adds (prices, totals): the database must not read it. */
  [extra: string]: Json | undefined
}

export function placeOrder(
  buyer: { db: Db },
  businessId: string,
  items: OrderLine[],
  method = "pickup",
  note: string | null = null
) {
  return buyer.db.rpc("place_order", {
    p_business_id: businessId,
    p_items: items,
    p_delivery_method: method,
    p_note: note as string,
  })
}

/** Places an order and returns its id and code (throws on a refusal). */
export async function placed(buyer: { db: Db }, s: Shop, items?: OrderLine[], method = "pickup") {
  const { data, error } = await placeOrder(
    buyer,
    s.id,
    items ?? [{ product_id: s.products[0]!.id, quantity: 1 }],
    method
  )
  if (error) throw error
  return data[0]!
}

export type OrderStep = "report_order_payment" | "confirm_order_payment" | "mark_order_ready" | "mark_order_delivered"

export function step(person: { db: Db }, fn: OrderStep, orderId: string) {
  return person.db.rpc(fn, { p_order_id: orderId })
}

export function cancel(person: { db: Db }, orderId: string, reason: string | null = null) {
  return person.db.rpc("cancel_order", { p_order_id: orderId, p_reason: reason as string })
}
