import "server-only"
import { cache } from "react"
import { cacheLife, cacheTag } from "next/cache"

import { TAGS } from "@/lib/cache-tags"
import { createClient, createPublicClient } from "@/lib/supabase/server"
import { type WriteResult, writeOutcome } from "@/lib/data/write-result"
import type {
  AdminOrderFilter,
  DeliveryMethod,
  OrderSettingsInput,
  OrderStatusValue,
  PixKeyTypeValue,
  PlaceOrderInput,
  SellerStep,
} from "@/lib/validations/orders"

/**
 * The reads and writes the order pages need (issue #38). Every read runs under her session: orders,
 * their items and events are readable by the buyer, the seller and admins only (RLS), so an order
 * that is not hers reads as absent. Every write is a definer function that checks the caller and
 * the order's state itself and answers its refusals in pt-BR (P0001). The business's public order
 * options are the one cached read (the product and business pages are static).
 *
 * One file (~540 lines) on purpose: the seller's, the buyer's and the admins' views all read the
 * same order row through the same columns and mappers (toSummary, toDetail), and each part is
 * small; splitting it would spread one row's shape over three modules.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface OrderOptions {
  offersPickup: boolean
  offersLocalDelivery: boolean
  localDeliveryFeeCents: number
  offersShipping: boolean
  minimumOrderCents: number | null
  note: string | null
}

const bool = (value: unknown) => value === true
const int = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : Number(value) || 0)
const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null)

/** The options get_business_order_options answers (null: orders off, or the business not public). */
export function toOrderOptions(value: unknown): OrderOptions | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null
  const row = value as Record<string, unknown>
  if (row.enabled === false) return null
  return {
    offersPickup: bool(row.offers_pickup),
    offersLocalDelivery: bool(row.offers_local_delivery),
    localDeliveryFeeCents: int(row.local_delivery_fee_cents),
    offersShipping: bool(row.offers_shipping),
    minimumOrderCents:
      row.minimum_order_cents === null || row.minimum_order_cents === undefined ? null : int(row.minimum_order_cents),
    note: textOrNull(row.note),
  }
}

/**
 * Whether and how a listed business takes orders, for its public pages. Cached with the shop and
 * directory tags: saving the settings updates them (app/(member)/dashboard/negocio/[id]/encomendas).
 */
export async function getBusinessOrderOptions(businessId: string): Promise<OrderOptions | null> {
  "use cache"
  cacheTag(TAGS.shop, TAGS.directory)
  cacheLife("hours")
  if (typeof businessId !== "string" || !UUID.test(businessId)) return null
  const { data, error } = await createPublicClient().rpc("get_business_order_options", { p_business_id: businessId })
  if (error) throw new Error(`getBusinessOrderOptions: ${error.message}`, { cause: error })
  return toOrderOptions(data)
}

// ---------------------------------------------------------------------------------------------
// The seller's settings

export interface OrderSettings {
  enabled: boolean
  pixKeyType: PixKeyTypeValue | null
  pixKey: string | null
  receiverName: string | null
  receiverCity: string | null
  offersPickup: boolean
  offersLocalDelivery: boolean
  localDeliveryFeeCents: number
  offersShipping: boolean
  minimumOrderCents: number | null
  note: string | null
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  enabled: false,
  pixKeyType: null,
  pixKey: null,
  receiverName: null,
  receiverCity: null,
  offersPickup: true,
  offersLocalDelivery: false,
  localDeliveryFeeCents: 0,
  offersShipping: false,
  minimumOrderCents: null,
  note: null,
}

/** Her business's settings (RLS: the owner and admins read them), or the defaults before the first save. */
export async function getOrderSettings(businessId: string): Promise<OrderSettings> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("business_order_settings")
    .select(
      "enabled, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city, offers_pickup, offers_local_delivery, local_delivery_fee_cents, offers_shipping, minimum_order_cents, note"
    )
    .eq("business_id", businessId)
    .maybeSingle()
  if (error) throw new Error(`getOrderSettings: ${error.message}`, { cause: error })
  if (!data) return DEFAULT_ORDER_SETTINGS
  return {
    enabled: data.enabled,
    pixKeyType: (data.pix_key_type as PixKeyTypeValue | null) ?? null,
    pixKey: data.pix_key,
    receiverName: data.pix_receiver_name,
    receiverCity: data.pix_receiver_city,
    offersPickup: data.offers_pickup,
    offersLocalDelivery: data.offers_local_delivery,
    localDeliveryFeeCents: data.local_delivery_fee_cents,
    offersShipping: data.offers_shipping,
    minimumOrderCents: data.minimum_order_cents,
    note: data.note,
  }
}

export async function saveOrderSettings(input: OrderSettingsInput): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("set_business_order_settings", {
    p_business_id: input.businessId,
    p_enabled: input.enabled,
    // The function takes nulls for a key not given yet (orders off).
    p_pix_key_type: input.pixKeyType as string,
    p_pix_key: input.pixKey as string,
    p_receiver_name: input.receiverName as string,
    p_receiver_city: input.receiverCity as string,
    p_offers_pickup: input.offersPickup,
    p_offers_local_delivery: input.offersLocalDelivery,
    p_local_delivery_fee_cents: input.localDeliveryFeeCents,
    p_offers_shipping: input.offersShipping,
    p_minimum_order_cents: input.minimumOrderCents as number,
    p_note: input.note as string,
  })
  return writeOutcome(error)
}

// ---------------------------------------------------------------------------------------------
// Orders

export interface OrderSummary {
  id: string
  code: string
  businessName: string
  buyerName: string
  status: OrderStatusValue
  deliveryMethod: DeliveryMethod
  totalCents: number
  placedAt: string
  itemCount: number
}

export interface OrderItem {
  id: string
  productId: string | null
  productName: string
  unitPriceCents: number
  quantity: number
  lineTotalCents: number
}

export interface OrderEvent {
  id: number
  actorRole: "buyer" | "seller" | "admin"
  toStatus: string
  note: string | null
  createdAt: string
}

export interface OrderProblemReport {
  id: string
  reporterRole: "buyer" | "seller"
  details: string
  status: "open" | "resolved"
  createdAt: string
}

export interface OrderDetail extends OrderSummary {
  businessId: string | null
  sellerId: string | null
  buyerId: string | null
  deliveryFeeCents: number
  itemsTotalCents: number
  note: string | null
  pix: { keyType: PixKeyTypeValue; key: string; receiverName: string; receiverCity: string } | null
  cancelReason: string | null
  cancelledBy: "buyer" | "seller" | "admin" | null
  paymentReportedAt: string | null
  paidAt: string | null
  readyAt: string | null
  deliveredAt: string | null
  cancelledAt: string | null
  items: OrderItem[]
  events: OrderEvent[]
}

const SUMMARY_COLUMNS =
  "id, code, business_name, buyer_name, status, delivery_method, total_cents, placed_at, order_items(quantity)"

type SummaryRow = {
  id: string
  code: string
  business_name: string
  buyer_name: string
  status: string
  delivery_method: string
  total_cents: number
  placed_at: string
  order_items: { quantity: number }[] | null
}

const toSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  code: row.code,
  businessName: row.business_name,
  buyerName: row.buyer_name,
  status: row.status as OrderStatusValue,
  deliveryMethod: row.delivery_method as DeliveryMethod,
  totalCents: row.total_cents,
  placedAt: row.placed_at,
  itemCount: (row.order_items ?? []).reduce((sum, item) => sum + item.quantity, 0),
})

/** The orders she placed, newest first. */
export async function listMyOrders(userId: string, limit = 100): Promise<OrderSummary[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("orders")
    .select(SUMMARY_COLUMNS)
    .eq("buyer_id", userId)
    .order("placed_at", { ascending: false })
    .limit(limit)
  if (error) throw new Error(`listMyOrders: ${error.message}`, { cause: error })
  return (data as unknown as SummaryRow[]).map(toSummary)
}

/** The orders her businesses received, newest first, optionally in one state. */
export async function listSellerOrders(
  userId: string,
  status: OrderStatusValue | null,
  limit = 200
): Promise<OrderSummary[]> {
  const supabase = await createClient()
  let query = supabase.from("orders").select(SUMMARY_COLUMNS).eq("seller_id", userId)
  if (status) query = query.eq("status", status)
  const { data, error } = await query.order("placed_at", { ascending: false }).limit(limit)
  if (error) throw new Error(`listSellerOrders: ${error.message}`, { cause: error })
  return (data as unknown as SummaryRow[]).map(toSummary)
}

/** How many of her received orders are in each state (the seller's filter shows the counts). */
export async function countSellerOrders(userId: string): Promise<Partial<Record<OrderStatusValue, number>>> {
  const supabase = await createClient()
  const { data, error } = await supabase.from("orders").select("status").eq("seller_id", userId).limit(5000)
  if (error) throw new Error(`countSellerOrders: ${error.message}`, { cause: error })
  const counts: Partial<Record<OrderStatusValue, number>> = {}
  for (const row of data) counts[row.status as OrderStatusValue] = (counts[row.status as OrderStatusValue] ?? 0) + 1
  return counts
}

const DETAIL_COLUMNS = `id, code, business_id, business_name, seller_id, buyer_id, buyer_name, status, delivery_method,
  delivery_fee_cents, items_total_cents, total_cents, note, pix_key_type, pix_key, pix_receiver_name, pix_receiver_city,
  cancel_reason, cancelled_by, placed_at, payment_reported_at, paid_at, ready_at, delivered_at, cancelled_at,
  order_items(id, product_id, product_name, unit_price_cents, quantity, line_total_cents),
  order_events(id, actor_role, to_status, note, created_at)`

type DetailRow = Omit<SummaryRow, "order_items"> & {
  business_id: string | null
  seller_id: string | null
  buyer_id: string | null
  delivery_fee_cents: number
  items_total_cents: number
  note: string | null
  pix_key_type: string | null
  pix_key: string | null
  pix_receiver_name: string | null
  pix_receiver_city: string | null
  cancel_reason: string | null
  cancelled_by: string | null
  payment_reported_at: string | null
  paid_at: string | null
  ready_at: string | null
  delivered_at: string | null
  cancelled_at: string | null
  order_items: {
    id: string
    product_id: string | null
    product_name: string
    unit_price_cents: number
    quantity: number
    line_total_cents: number
  }[]
  order_events: { id: number; actor_role: string; to_status: string; note: string | null; created_at: string }[]
}

function toDetail(row: DetailRow): OrderDetail {
  const items = [...(row.order_items ?? [])].sort((a, b) => a.product_name.localeCompare(b.product_name, "pt-BR"))
  return {
    ...toSummary({ ...row, order_items: items }),
    businessId: row.business_id,
    sellerId: row.seller_id,
    buyerId: row.buyer_id,
    deliveryFeeCents: row.delivery_fee_cents,
    itemsTotalCents: row.items_total_cents,
    note: row.note,
    pix:
      row.pix_key_type && row.pix_key && row.pix_receiver_name && row.pix_receiver_city
        ? {
            keyType: row.pix_key_type as PixKeyTypeValue,
            key: row.pix_key,
            receiverName: row.pix_receiver_name,
            receiverCity: row.pix_receiver_city,
          }
        : null,
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by as OrderDetail["cancelledBy"],
    paymentReportedAt: row.payment_reported_at,
    paidAt: row.paid_at,
    readyAt: row.ready_at,
    deliveredAt: row.delivered_at,
    cancelledAt: row.cancelled_at,
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      productName: item.product_name,
      unitPriceCents: item.unit_price_cents,
      quantity: item.quantity,
      lineTotalCents: item.line_total_cents,
    })),
    events: [...(row.order_events ?? [])]
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .map((event) => ({
        id: event.id,
        actorRole: event.actor_role as OrderEvent["actorRole"],
        toStatus: event.to_status,
        note: event.note,
        createdAt: event.created_at,
      })),
  }
}

async function loadOrder(orderId: string): Promise<OrderDetail | null> {
  if (!UUID.test(orderId)) return null
  const supabase = await createClient()
  const { data, error } = await supabase.from("orders").select(DETAIL_COLUMNS).eq("id", orderId).maybeSingle()
  if (error) throw new Error(`getOrder: ${error.message}`, { cause: error })
  return data ? toDetail(data as unknown as DetailRow) : null
}

/** One order as RLS lets her read it (buyer, seller, admin), with items and timeline; null otherwise. */
export const getOrder = cache(loadOrder)

/** The business's public address and WhatsApp for an order page (null once the business is gone or unlisted). */
export async function getOrderBusinessContact(
  businessId: string | null
): Promise<{ slug: string; whatsapp: string | null } | null> {
  if (!businessId) return null
  const supabase = await createClient()
  const { data, error } = await supabase.from("businesses").select("slug, whatsapp").eq("id", businessId).maybeSingle()
  if (error) throw new Error(`getOrderBusinessContact: ${error.message}`, { cause: error })
  return data ? { slug: data.slug, whatsapp: data.whatsapp } : null
}

/** Her own problem reports on an order (RLS: the reporter and admins read them). */
export async function listOrderReports(orderId: string): Promise<OrderProblemReport[]> {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from("order_problem_reports")
    .select("id, reporter_role, details, status, created_at")
    .eq("order_id", orderId)
    .order("created_at", { ascending: true })
  if (error) throw new Error(`listOrderReports: ${error.message}`, { cause: error })
  return data.map((row) => ({
    id: row.id,
    reporterRole: row.reporter_role as OrderProblemReport["reporterRole"],
    details: row.details,
    status: row.status as OrderProblemReport["status"],
    createdAt: row.created_at,
  }))
}

/** Whether she has a delivered order from this business (the review invitation). */
export async function hasDeliveredOrderFrom(userId: string, businessId: string | null): Promise<boolean> {
  if (!businessId) return false
  const supabase = await createClient()
  const { count, error } = await supabase
    .from("orders")
    .select("id", { count: "exact", head: true })
    .eq("buyer_id", userId)
    .eq("business_id", businessId)
    .eq("status", "delivered")
  if (error) throw new Error(`hasDeliveredOrderFrom: ${error.message}`, { cause: error })
  return (count ?? 0) > 0
}

// ---------------------------------------------------------------------------------------------
// Writes: each a definer function under her session

export async function placeOrder(input: PlaceOrderInput): Promise<WriteResult<{ orderId: string; code: string }>> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("place_order", {
    p_business_id: input.businessId,
    p_items: input.items,
    p_delivery_method: input.deliveryMethod,
    p_note: input.note as string,
  })
  if (error) return writeOutcome(error)
  const row = Array.isArray(data) ? data[0] : data
  return { data: row ? { orderId: row.order_id, code: row.code } : null, error: null }
}

export async function reportOrderPayment(orderId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("report_order_payment", { p_order_id: orderId })
  return writeOutcome(error)
}

const SELLER_STEP_FUNCTIONS = {
  confirm_payment: "confirm_order_payment",
  mark_ready: "mark_order_ready",
  mark_delivered: "mark_order_delivered",
} as const satisfies Record<SellerStep, string>

export async function moveOrderAsSeller(orderId: string, step: SellerStep): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc(SELLER_STEP_FUNCTIONS[step], { p_order_id: orderId })
  return writeOutcome(error)
}

export async function cancelOrder(orderId: string, reason: string | null): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("cancel_order", { p_order_id: orderId, p_reason: reason as string })
  return writeOutcome(error)
}

export async function reportOrderProblem(orderId: string, details: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("report_order_problem", { p_order_id: orderId, p_details: details })
  return writeOutcome(error)
}

// ---------------------------------------------------------------------------------------------
// Administration (callers checked requireAdmin(); the functions check is_admin() again)

export interface AdminOrderTotals {
  paidTotalCents: number
  paidOrders: number
  ordersThisMonth: number
  openReports: number
}

export async function getAdminOrderTotals(): Promise<AdminOrderTotals> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("admin_order_totals")
  if (error) throw new Error(`getAdminOrderTotals: ${error.message}`, { cause: error })
  const row = Array.isArray(data) ? data[0] : data
  return {
    paidTotalCents: Number(row?.paid_total_cents ?? 0),
    paidOrders: Number(row?.paid_orders ?? 0),
    ordersThisMonth: Number(row?.orders_this_month ?? 0),
    openReports: Number(row?.open_reports ?? 0),
  }
}

export interface AdminOrderRow extends OrderSummary {
  reports: OrderProblemReport[]
}

export const ADMIN_ORDERS_PER_PAGE = 50
/** The CSV takes every matching order, up to this many. */
export const ADMIN_ORDERS_CSV_MAX = 5000

/** Start of a Brasília day as an instant (UTC-3 all year since 2019). */
const dayStart = (day: string) => `${day}T00:00:00-03:00`
const nextDayStart = (day: string) => {
  const next = new Date(`${day}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return `${next.toISOString().slice(0, 10)}T00:00:00-03:00`
}

/** Every order matching the filter, newest first, a page at a time (or `all` for the CSV). */
export async function listAdminOrders(
  filter: AdminOrderFilter,
  { all = false }: { all?: boolean } = {}
): Promise<{ orders: AdminOrderRow[]; total: number }> {
  const supabase = await createClient()
  const reports = filter.reportedOnly ? "order_problem_reports!inner" : "order_problem_reports"
  let query = supabase
    .from("orders")
    .select(`${SUMMARY_COLUMNS}, ${reports}(id, reporter_role, details, status, created_at)`, { count: "exact" })
  if (filter.status) query = query.eq("status", filter.status)
  if (filter.from) query = query.gte("placed_at", dayStart(filter.from))
  if (filter.to) query = query.lt("placed_at", nextDayStart(filter.to))
  if (filter.business) query = query.ilike("business_name", `%${filter.business}%`)
  if (filter.reportedOnly) query = query.eq("order_problem_reports.status", "open")
  const size = all ? ADMIN_ORDERS_CSV_MAX : ADMIN_ORDERS_PER_PAGE
  const start = all ? 0 : (filter.page - 1) * ADMIN_ORDERS_PER_PAGE
  const { data, error, count } = await query
    .order("placed_at", { ascending: false })
    .order("id", { ascending: false })
    .range(start, start + size - 1)
  // A page past the end: nothing on it, the count from a head request.
  if (error && error.code === "PGRST103") return { orders: [], total: 0 }
  if (error) throw new Error(`listAdminOrders: ${error.message}`, { cause: error })
  type Row = SummaryRow & {
    order_problem_reports: { id: string; reporter_role: string; details: string; status: string; created_at: string }[]
  }
  return {
    total: count ?? 0,
    orders: (data as unknown as Row[]).map((row) => ({
      ...toSummary(row),
      reports: (row.order_problem_reports ?? []).map((report) => ({
        id: report.id,
        reporterRole: report.reporter_role as OrderProblemReport["reporterRole"],
        details: report.details,
        status: report.status as OrderProblemReport["status"],
        createdAt: report.created_at,
      })),
    })),
  }
}

export async function adminCancelOrder(orderId: string, reason: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("admin_cancel_order", { p_order_id: orderId, p_reason: reason })
  return writeOutcome(error)
}

export async function adminResolveOrderReport(reportId: string): Promise<WriteResult> {
  const supabase = await createClient()
  const { error } = await supabase.rpc("admin_resolve_order_report", { p_report_id: reportId })
  return writeOutcome(error)
}
