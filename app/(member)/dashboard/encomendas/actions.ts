"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { cancelOrder, reportOrderPayment } from "@/lib/data/orders-pages"
import { MY_ORDERS_PATH } from "@/lib/orders-url"
import { orderFailures } from "@/lib/orders-failures"
import { buyerCancelSchema, ORDER_TEXT, orderStepSchema } from "@/lib/validations/orders"

/**
 * The buyer's steps on her order (issue #38). The database decides whether the step is hers and
 * allowed in the order's state, and notifies the seller; its pt-BR refusals are shown as they come.
 */
const buyer = () => requireUser(MY_ORDERS_PATH)
const badOrder = () => failed(ORDER_TEXT.invalidOrder, { code: "invalid" })

/** "Já paguei": placed → payment reported. */
export async function reportPaymentAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: orderStepSchema, viewer: buyer, invalid: badOrder }, async ({ orderId }) => {
    const { error } = await reportOrderPayment(orderId)
    if (error) {
      return databaseFailure("orders.report_payment", error, orderFailures("Não foi possível avisar. Tente novamente."))
    }
    refresh()
    return succeeded("Pronto! A vendedora foi avisada do seu pagamento.")
  })
}

/** "Cancelar encomenda", only while placed; the reason is optional for her. */
export async function cancelMyOrderAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["orderId", "reason"] as const
  return runForm(formData, { schema: buyerCancelSchema, keep, viewer: buyer }, async ({ orderId, reason }) => {
    const { error } = await cancelOrder(orderId, reason === "" ? null : reason)
    if (error) {
      return databaseFailure(
        "orders.buyer_cancel",
        error,
        orderFailures("Não foi possível cancelar. Tente novamente."),
        { values: safeValues(formData, keep) }
      )
    }
    refresh()
    return succeeded("Encomenda cancelada. A vendedora foi avisada.")
  })
}
