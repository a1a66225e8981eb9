"use server"

import { redirect } from "next/navigation"

import { type ActionState, formFields, safeValues } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { placeOrder } from "@/lib/data/orders-pages"
import { MY_ORDERS_PATH, myOrderPath } from "@/lib/orders-url"
import { orderFailures } from "@/lib/orders-failures"
import { placeOrderSchema, QUANTITY_FIELD_PREFIX } from "@/lib/validations/orders"

/** Every field she filled, quantities included, so the form comes back as she left it. */
function typedKeys(formData: unknown): string[] {
  const quantities = Object.keys(formFields(formData))
    .filter((key) => key.startsWith(QUANTITY_FIELD_PREFIX))
    .slice(0, 200)
  return ["businessId", "deliveryMethod", "note", ...quantities]
}

/**
 * "Fazer encomenda" (issue #38): product ids and quantities, the delivery and a note go to
 * place_order, which reads every price itself, checks the business takes orders and is not hers,
 * the products are its own and available, the delivery is offered, the minimum and the day's
 * limit, and answers its refusals in pt-BR. On success she lands on her order, with the Pix code.
 */
export async function placeOrderAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  let placed: string | null = null
  const answer = await runForm(
    formData,
    { schema: placeOrderSchema, keep: typedKeys(formData), viewer: () => requireUser(MY_ORDERS_PATH) },
    async (input) => {
      const { data, error } = await placeOrder(input)
      if (error || !data) {
        return databaseFailure(
          "orders.place",
          error ?? { code: "", message: "no order returned" },
          orderFailures("Não foi possível fazer a encomenda. Tente novamente."),
          { values: safeValues(formData, typedKeys(formData)) }
        )
      }
      placed = data.orderId
      return { status: "success", message: "Encomenda feita." }
    }
  )
  // Outside any try: redirect() throws.
  if (placed) redirect(myOrderPath(placed))
  return answer
}
