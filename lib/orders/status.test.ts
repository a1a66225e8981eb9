import { readFileSync } from "node:fs"
import path from "node:path"

import { describe, expect, it } from "vitest"

import {
  adminCanCancel,
  buyerActions,
  canMoveOrder,
  canReportProblem,
  isOrderClosed,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  orderEventLabel,
  orderStatusLabel,
  type OrderRole,
  sellerActions,
} from "@/lib/orders/status"
import { ORDER_STATUSES, type OrderStatusValue } from "@/lib/validations/orders"

const ROLES: OrderRole[] = ["buyer", "seller", "admin"]

// The rules, written out move by move: placed → payment reported (buyer) → paid (seller) →
// ready → delivered; the seller cancels before delivery; the buyer cancels only while placed.
const ALLOWED = new Set([
  "buyer placed→payment_reported",
  "buyer placed→cancelled",
  "seller placed→paid",
  "seller payment_reported→paid",
  "seller paid→ready",
  "seller paid→delivered",
  "seller ready→delivered",
  "seller placed→cancelled",
  "seller payment_reported→cancelled",
  "seller paid→cancelled",
  "seller ready→cancelled",
  "admin placed→cancelled",
  "admin payment_reported→cancelled",
  "admin paid→cancelled",
  "admin ready→cancelled",
])

describe("canMoveOrder", () => {
  it("allows exactly the moves of the issue, for each role, and nothing else", () => {
    for (const role of ROLES) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          expect(canMoveOrder(role, from, to), `${role} ${from}→${to}`).toBe(ALLOWED.has(`${role} ${from}→${to}`))
        }
      }
    }
  })

  it("never lets the buyer mark her own order paid, nor anyone skip a state or leave a closed one", () => {
    for (const from of ORDER_STATUSES) expect(canMoveOrder("buyer", from, "paid")).toBe(false)
    expect(canMoveOrder("seller", "placed", "ready")).toBe(false)
    expect(canMoveOrder("seller", "placed", "delivered")).toBe(false)
    expect(canMoveOrder("seller", "payment_reported", "delivered")).toBe(false)
    for (const role of ROLES) {
      for (const to of ORDER_STATUSES) {
        expect(canMoveOrder(role, "delivered", to)).toBe(false)
        expect(canMoveOrder(role, "cancelled", to)).toBe(false)
      }
    }
  })

  it("mirrors the database: every move private.move_order allows is in the migration's text", () => {
    const sql = readFileSync(
      path.resolve(import.meta.dirname, "../../supabase/migrations/20261202100001_orders.sql"),
      "utf8"
    )
    const allowed = /v_allowed := case([\s\S]*?)\n {2}end;/.exec(sql)?.[1]
    expect(allowed, "the allowed-moves block of private.move_order").toBeDefined()
    const compact = (allowed ?? "").replace(/\s+/g, " ")
    expect(compact).toContain(
      "when v_role = 'buyer' then (v_order.status, p_to) in (('placed', 'payment_reported'), ('placed', 'cancelled'))"
    )
    expect(compact).toContain("(p_to = 'paid' and v_order.status in ('placed', 'payment_reported'))")
    expect(compact).toContain("(p_to = 'ready' and v_order.status = 'paid')")
    expect(compact).toContain("(p_to = 'delivered' and v_order.status in ('paid', 'ready'))")
    expect(compact).toContain(
      "(p_to = 'cancelled' and v_order.status in ('placed', 'payment_reported', 'paid', 'ready'))"
    )
    expect(compact).toContain(
      "else p_to = 'cancelled' and v_order.status in ('placed', 'payment_reported', 'paid', 'ready')"
    )
  })
})

describe("buyerActions", () => {
  it("offers 'Já paguei' and 'Cancelar' only while the order awaits payment", () => {
    const expected: Record<OrderStatusValue, string[]> = {
      placed: ["report_payment", "cancel"],
      payment_reported: [],
      paid: [],
      ready: [],
      delivered: [],
      cancelled: [],
    }
    for (const status of ORDER_STATUSES) expect(buyerActions(status), status).toEqual(expected[status])
  })
})

describe("sellerActions", () => {
  it("offers the next steps in order, and cancelling until delivery", () => {
    const expected: Record<OrderStatusValue, string[]> = {
      placed: ["confirm_payment", "cancel"],
      payment_reported: ["confirm_payment", "cancel"],
      paid: ["mark_ready", "mark_delivered", "cancel"],
      ready: ["mark_delivered", "cancel"],
      delivered: [],
      cancelled: [],
    }
    for (const status of ORDER_STATUSES) expect(sellerActions(status), status).toEqual(expected[status])
  })
})

describe("admins and problem reports", () => {
  it("lets admins cancel any order not yet delivered or cancelled", () => {
    expect(ORDER_STATUSES.filter(adminCanCancel)).toEqual(["placed", "payment_reported", "paid", "ready"])
  })

  it("lets the buyer and the seller report a problem, admins resolve instead", () => {
    expect(canReportProblem("buyer")).toBe(true)
    expect(canReportProblem("seller")).toBe(true)
    expect(canReportProblem("admin")).toBe(false)
  })

  it("knows which orders are over", () => {
    expect(ORDER_STATUSES.filter(isOrderClosed)).toEqual(["delivered", "cancelled"])
  })
})

describe("labels", () => {
  it("names every state in pt-BR", () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      placed: "Aguardando pagamento",
      payment_reported: "Pagamento informado",
      paid: "Pago",
      ready: "Pronta",
      delivered: "Entregue",
      cancelled: "Cancelada",
    })
    expect(orderStatusLabel("paid")).toBe("Pago")
    expect(orderStatusLabel("refunded")).toBe("refunded")
    expect(isOrderStatus("ready")).toBe(true)
    expect(isOrderStatus("toString")).toBe(false)
    expect(isOrderStatus(null)).toBe(false)
  })

  it("says what each timeline event was, and who cancelled", () => {
    expect(orderEventLabel("placed", "buyer")).toBe("Encomenda feita")
    expect(orderEventLabel("payment_reported", "buyer")).toBe("Pagamento informado pela compradora")
    expect(orderEventLabel("paid", "seller")).toBe("Pagamento confirmado pela vendedora")
    expect(orderEventLabel("ready", "seller")).toBe("Encomenda pronta")
    expect(orderEventLabel("delivered", "seller")).toBe("Encomenda entregue")
    expect(orderEventLabel("cancelled", "buyer")).toBe("Encomenda cancelada pela compradora")
    expect(orderEventLabel("cancelled", "seller")).toBe("Encomenda cancelada pela vendedora")
    expect(orderEventLabel("cancelled", "admin")).toBe("Encomenda cancelada pela administração")
  })
})
