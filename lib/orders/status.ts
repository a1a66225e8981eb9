import { ORDER_STATUSES, type OrderStatusValue, type SellerStep } from "@/lib/validations/orders"

/**
 * An order's states as people read them, and which step each side may take in each state (issue
 * #38). A mirror of private.move_order in supabase/migrations/20261202100001_orders.sql, used only
 * to decide which buttons a page shows: the database refuses every other move whatever the page
 * sends ("Esta encomenda não pode passar de … para …"). Isomorphic.
 */

export type OrderRole = "buyer" | "seller" | "admin"

export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  placed: "Aguardando pagamento",
  payment_reported: "Pagamento informado",
  paid: "Pago",
  ready: "Pronta",
  delivered: "Entregue",
  cancelled: "Cancelada",
}

export function isOrderStatus(value: unknown): value is OrderStatusValue {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** A state's label; an unknown one (a newer database) is shown as it is rather than hidden. */
export const orderStatusLabel = (status: string): string =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status

/** The states an order may still leave: the buyer's and the seller's own moves, and cancelling. */
const OPEN_STATES: readonly OrderStatusValue[] = ["placed", "payment_reported", "paid", "ready"]

/**
 * Every move the database allows, by who makes it: `to` is reached from any state in `from`.
 * Anything not listed (skipping a state, going back, leaving "delivered" or "cancelled") is refused.
 */
export const ORDER_TRANSITIONS: readonly {
  role: OrderRole
  to: OrderStatusValue
  from: readonly OrderStatusValue[]
}[] = [
  { role: "buyer", to: "payment_reported", from: ["placed"] },
  { role: "buyer", to: "cancelled", from: ["placed"] },
  { role: "seller", to: "paid", from: ["placed", "payment_reported"] },
  { role: "seller", to: "ready", from: ["paid"] },
  { role: "seller", to: "delivered", from: ["paid", "ready"] },
  { role: "seller", to: "cancelled", from: OPEN_STATES },
  { role: "admin", to: "cancelled", from: OPEN_STATES },
]

/** Whether `role` may move an order from `from` to `to`. */
export function canMoveOrder(role: OrderRole, from: OrderStatusValue, to: OrderStatusValue): boolean {
  return ORDER_TRANSITIONS.some((move) => move.role === role && move.to === to && move.from.includes(from))
}

export type BuyerAction = "report_payment" | "cancel"
export type SellerAction = SellerStep | "cancel"

/** The buyer's buttons in a state, in the order a page shows them: "Já paguei", "Cancelar". */
export function buyerActions(status: OrderStatusValue): BuyerAction[] {
  const actions: BuyerAction[] = []
  if (canMoveOrder("buyer", status, "payment_reported")) actions.push("report_payment")
  if (canMoveOrder("buyer", status, "cancelled")) actions.push("cancel")
  return actions
}

const SELLER_STEP_TARGETS: Record<SellerStep, OrderStatusValue> = {
  confirm_payment: "paid",
  mark_ready: "ready",
  mark_delivered: "delivered",
}

/** The seller's buttons in a state: confirm payment, ready, delivered (as allowed), then cancel. */
export function sellerActions(status: OrderStatusValue): SellerAction[] {
  const actions: SellerAction[] = []
  for (const [step, to] of Object.entries(SELLER_STEP_TARGETS) as [SellerStep, OrderStatusValue][]) {
    if (canMoveOrder("seller", status, to)) actions.push(step)
  }
  if (canMoveOrder("seller", status, "cancelled")) actions.push("cancel")
  return actions
}

/** Whether an admin may cancel (with a reason): any state before delivery. */
export const adminCanCancel = (status: OrderStatusValue): boolean => canMoveOrder("admin", status, "cancelled")

/** "Relatar problema": the buyer and the seller, in any state (a problem may come after delivery). */
export const canReportProblem = (role: OrderRole): boolean => role !== "admin"

/** Whether an order is over: nothing moves it any more. */
export const isOrderClosed = (status: OrderStatusValue): boolean => status === "delivered" || status === "cancelled"

const BY: Record<OrderRole, string> = {
  buyer: "pela compradora",
  seller: "pela vendedora",
  admin: "pela administração",
}

/** One line of an order's timeline: what happened, and by whom where it matters. */
export function orderEventLabel(toStatus: string, actorRole: OrderRole): string {
  switch (toStatus) {
    case "placed":
      return "Encomenda feita"
    case "payment_reported":
      return "Pagamento informado pela compradora"
    case "paid":
      return "Pagamento confirmado pela vendedora"
    case "ready":
      return "Encomenda pronta"
    case "delivered":
      return "Encomenda entregue"
    case "cancelled":
      return `Encomenda cancelada ${BY[actorRole] ?? ""}`.trim()
    default:
      return orderStatusLabel(toStatus)
  }
}
