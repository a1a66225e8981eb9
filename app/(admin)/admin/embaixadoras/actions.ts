"use server"

import { revalidatePath } from "next/cache"

import { type ActionState, failed, formFields, invalid, succeeded } from "@/lib/action-state"
import { databaseFailure } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { setAmbassadorCode, setCommissionStatus } from "@/lib/data/ambassadors"
import { ambassadorCodeSchema, bulkStatusSchema } from "@/lib/validations/ambassadors"

const PATH = "/admin/embaixadoras"

/**
 * Approves pending or pays approved commissions in bulk. requireAdmin() here and again inside
 * set_commission_status(), which moves each entry one step and audits the admin.
 */
export async function updateCommissions(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireAdmin(PATH)
  const ids = formData instanceof FormData ? formData.getAll("ids").filter((v) => typeof v === "string") : []
  const input = bulkStatusSchema.safeParse({ status: formFields(formData).status, ids })
  if (!input.success) return invalid(input.error, formData, ["status"])
  const result = await setCommissionStatus(input.data.ids, input.data.status)
  if (result.error) {
    return databaseFailure("admin.ambassadors.status", result.error, {
      codes: { "42501": failed("Você não tem permissão para alterar comissões.", { code: "forbidden" }) },
      otherwise: "Não foi possível atualizar as comissões agora. Tente novamente em instantes.",
    })
  }
  revalidatePath(PATH)
  revalidatePath("/dashboard")
  const verb = input.data.status === "approved" ? "aprovada(s)" : "marcada(s) como paga(s)"
  const count = result.data ?? 0
  if (count === 0) return failed("Nenhuma comissão selecionada podia mudar de estado.", { code: "unchanged" })
  return succeeded(`${count} comissão(ões) ${verb}.`)
}

/** Changes an ambassador's referral code (admins only; audited by set_ambassador_code()). */
export async function changeAmbassadorCode(_prev: ActionState, formData: FormData): Promise<ActionState> {
  await requireAdmin(PATH)
  const input = ambassadorCodeSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["code"])
  const { error } = await setAmbassadorCode(input.data.userId, input.data.code)
  if (error) {
    return databaseFailure("admin.ambassadors.code", error, {
      codes: {
        "23505": failed("Este código já está em uso.", { code: "taken" }),
        "42501": failed("Você não tem permissão para alterar códigos.", { code: "forbidden" }),
        not_found: failed("Embaixadora não encontrada. Atualize a página.", { code: "not_found" }),
      },
      otherwise: "Não foi possível alterar o código agora. Tente novamente em instantes.",
    })
  }
  revalidatePath(PATH)
  return succeeded(`Código alterado para ${input.data.code}.`)
}
