"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { cancelOrder, moveOrderAsSeller } from "@/lib/data/orders-pages"
import { SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { orderFailures } from "@/lib/orders-failures"
import { ORDER_TEXT, type SellerStep, sellerCancelSchema, sellerStepSchema } from "@/lib/validations/orders"

/**
 * The seller's steps on an order her business received (issue #38): she confirms the Pix arrived
 * (the platform never sees the money), marks it ready and delivered, or cancels with a reason. The
 * database checks she is the seller and the step is allowed, and notifies the buyer.
 */
const seller = () => requireUser(SELLER_ORDERS_PATH)

const DONE: Record<SellerStep, string> = {
  confirm_payment: "Pagamento confirmado. A compradora foi avisada.",
  mark_ready: "Encomenda marcada como pronta. A compradora foi avisada.",
  mark_delivered: "Encomenda entregue. A compradora foi avisada.",
}

export async function moveOrderAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: sellerStepSchema, viewer: seller, invalid: () => failed(ORDER_TEXT.invalidOrder, { code: "invalid" }) },
    async ({ orderId, step }) => {
      const { error } = await moveOrderAsSeller(orderId, step)
      if (error) {
        return databaseFailure(`orders.${step}`, error, orderFailures("Não foi possível atualizar. Tente novamente."))
      }
      refresh()
      return succeeded(DONE[step])
    }
  )
}

/** "Cancelar encomenda" before delivery, with the reason the buyer reads. */
export async function cancelReceivedOrderAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["orderId", "reason"] as const
  return runForm(formData, { schema: sellerCancelSchema, keep, viewer: seller }, async ({ orderId, reason }) => {
    const { error } = await cancelOrder(orderId, reason)
    if (error) {
      return databaseFailure(
        "orders.seller_cancel",
        error,
        orderFailures("Não foi possível cancelar. Tente novamente."),
        { values: safeValues(formData, keep) }
      )
    }
    refresh()
    return succeeded("Encomenda cancelada. A compradora foi avisada.")
  })
}
