"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { adminCancelOrder, adminResolveOrderReport } from "@/lib/data/orders-pages"
import { ADMIN_ORDERS_PATH } from "@/lib/orders-url"
import { orderFailures } from "@/lib/orders-failures"
import { adminCancelSchema, ORDER_TEXT, resolveReportSchema } from "@/lib/validations/orders"

/**
 * Admins on /admin/encomendas (issue #38): cancel an order (a reported one, usually) with the
 * reason both sides read, and mark a problem report resolved. requireAdmin() here and is_admin()
 * again in the functions, which write the audit entries (order.cancel, order_report.resolve).
 */
const admin = () => requireAdmin(ADMIN_ORDERS_PATH)

export async function adminCancelOrderAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const keep = ["orderId", "reason"] as const
  return runForm(formData, { schema: adminCancelSchema, keep, viewer: admin }, async ({ orderId, reason }) => {
    const { error } = await adminCancelOrder(orderId, reason)
    if (error) {
      return databaseFailure(
        "admin.orders.cancel",
        error,
        orderFailures("Não foi possível cancelar a encomenda. Tente novamente."),
        { values: safeValues(formData, keep) }
      )
    }
    refresh()
    return succeeded("Encomenda cancelada. Compradora e vendedora foram avisadas.")
  })
}

export async function resolveOrderReportAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    {
      schema: resolveReportSchema,
      viewer: admin,
      invalid: () => failed(ORDER_TEXT.invalidReport, { code: "invalid" }),
    },
    async ({ reportId }) => {
      const { error } = await adminResolveOrderReport(reportId)
      if (error) {
        return databaseFailure("admin.orders.resolve", error, {
          ...orderFailures("Não foi possível resolver o relato. Tente novamente."),
          codes: {
            "42501": failed("Você não tem permissão para resolver relatos.", { code: "forbidden" }),
            not_found: failed("Relato não encontrado. Atualize a página.", { code: "not_found" }),
          },
        })
      }
      refresh()
      return succeeded("Relato marcado como resolvido.")
    }
  )
}
