"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { retryEmailOutbox } from "@/lib/data/email-outbox-admin"
import { ADMIN_EMAILS_PATH } from "@/lib/email-outbox"
import { formatCount } from "@/lib/number-format"
import { INVALID_EMAIL_ROW, retryEmailSchema } from "@/lib/validations/email-outbox"

/**
 * "Tentar novamente" and "Reenviar todos os que falharam" on /admin/emails (issue #39): failed
 * e-mails back to the queue, due now, their attempts reset; the scheduler's next run sends them.
 * requireAdmin() here and is_admin() again in retry_email_outbox, which writes the audit entry.
 */
const admin = () => requireAdmin(ADMIN_EMAILS_PATH)

const FAILURES = {
  codes: { "42501": failed("Você não tem permissão para reenviar e-mails.", { code: "forbidden" }) },
  otherwise: "Não foi possível devolver os e-mails à fila. Tente novamente.",
}

export async function retryEmailAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: retryEmailSchema, viewer: admin, invalid: () => failed(INVALID_EMAIL_ROW, { code: "invalid" }) },
    async ({ id }) => {
      const { data, error } = await retryEmailOutbox(id)
      if (error) return databaseFailure("admin.emails.retry", error, FAILURES)
      // Sent meanwhile, or another admin requeued it first.
      if (!data) return failed("Este e-mail não está mais com falha. Atualize a página.", { code: "not_found" })
      refresh()
      return succeeded("E-mail de volta à fila: sai na próxima rodada de envios.")
    }
  )
}

export async function retryAllFailedEmails(): Promise<ActionState> {
  await admin()
  const { data, error } = await retryEmailOutbox(null)
  if (error) return databaseFailure("admin.emails.retry_all", error, FAILURES)
  if (!data) return failed("Nenhum e-mail com falha para reenviar.", { code: "not_found" })
  refresh()
  return succeeded(
    `${formatCount(data, "e-mail voltou", "e-mails voltaram")} para a fila: saem na próxima rodada de envios.`
  )
}
