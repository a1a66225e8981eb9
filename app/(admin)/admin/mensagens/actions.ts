"use server"

import { refresh } from "next/cache"

import { failed, succeeded, type ActionState } from "@/lib/action-state"
import { databaseFailure, runForm, unexpectedFailure } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { banSuspendedAccount, resolveMessageReport } from "@/lib/data/message-moderation"
import { formatCount } from "@/lib/number-format"
import { resolveMessageReportSchema } from "@/lib/validations/message-moderation"

const PATH = "/admin/mensagens"
const admin = () => requireAdmin(PATH)

const days = (n: number) => formatCount(n, "dia", "dias")

/**
 * An admin's decision on a reported conversation: archive, warn, mute or suspend for N days, with
 * the note the member reads. requireAdmin() here and is_admin() again inside
 * resolve_message_report(), which records the sanction, notifies her and writes the audit entry.
 * A suspension also bans the account in Auth for the same time (signed out everywhere), which
 * only the service role can do, so it happens here once the database has recorded it.
 */
export async function resolveMessageReportAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: resolveMessageReportSchema, keep: ["action", "days", "note"], viewer: admin },
    async (input) => {
      const values = { action: input.action, days: input.days ? String(input.days) : "", note: input.note }
      const { error } = await resolveMessageReport(input.reportId, input.action, input.note, input.days)
      if (error) {
        return databaseFailure("admin.messages.resolve", error, {
          codes: {
            "42501": failed("Você não tem permissão para decidir denúncias.", { code: "forbidden" }),
            not_found: failed("Denúncia não encontrada. Atualize a página.", { code: "not_found" }),
          },
          // The function's own pt-BR refusals (already decided, days out of range) are for her to read.
          read: (refusal) =>
            refusal.code === "P0001" ? failed(refusal.message, { code: refusal.hint ?? "refused", values }) : null,
          otherwise: failed("Não foi possível registrar a decisão agora. Tente novamente em instantes.", { values }),
        })
      }
      if (input.action === "suspend") {
        const ban = await banSuspendedAccount(input.reportId)
        if (ban.error) {
          refresh()
          return unexpectedFailure(
            "admin.messages.ban",
            ban.error,
            "A suspensão foi registrada, mas não foi possível desconectar a conta agora. Avise a equipe técnica."
          )
        }
      }
      refresh()
      switch (input.action) {
        case "dismiss":
          return succeeded("Denúncia arquivada sem medida.")
        case "warn":
          return succeeded("Advertência registrada. A associada foi avisada.")
        case "mute":
          return succeeded(`Associada silenciada por ${days(input.days ?? 0)}. Ela foi avisada.`)
        case "suspend":
          return succeeded(`Conta suspensa por ${days(input.days ?? 0)}. Ela foi desconectada e avisada.`)
      }
    }
  )
}
