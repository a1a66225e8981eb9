"use server"

import { refresh } from "next/cache"

import { type ActionState, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { reportOrderProblem } from "@/lib/data/orders-pages"
import { MY_ORDERS_PATH } from "@/lib/orders-url"
import { orderFailures } from "@/lib/orders-failures"
import { reportProblemSchema } from "@/lib/validations/orders"

/**
 * "Relatar problema" on an order (issue #38), by its buyer or its seller (both order pages show
 * the form): the database checks she is one of them and notifies every admin.
 */
export async function reportOrderProblemAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["orderId", "details"] as const
  return runForm(
    formData,
    { schema: reportProblemSchema, keep, viewer: () => requireUser(MY_ORDERS_PATH) },
    async ({ orderId, details }) => {
      const { error } = await reportOrderProblem(orderId, details)
      if (error) {
        return databaseFailure(
          "orders.report",
          error,
          orderFailures("Não foi possível enviar o relato. Tente novamente."),
          { values: safeValues(formData, keep) }
        )
      }
      refresh()
      return succeeded("Relato enviado. A equipe vai analisar e entrar em contato.")
    }
  )
}
