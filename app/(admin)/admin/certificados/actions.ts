"use server"

import { revalidatePath } from "next/cache"

import { failed, succeeded, type ActionState } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { MY_LEARNING_PATH } from "@/lib/certificate-paths"
import { revokeCertificate as revokeCertificateRow } from "@/lib/data/certificates"
import { CERTIFICATE_TEXT, revokeCertificateSchema } from "@/lib/validations/certificates"

const PATH = "/admin/certificados"
const admin = () => requireAdmin(PATH)

/**
 * Revokes a certificate with the reason its public page will show. requireAdmin() here and again
 * inside revoke_certificate(), which also writes the audit entry.
 */
export async function revokeCertificate(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: revokeCertificateSchema, keep: ["reason"], viewer: admin }, async (input) => {
    const { error } = await revokeCertificateRow(input.id, input.reason)
    if (error) {
      return databaseFailure("admin.certificates.revoke", error, {
        codes: {
          "42501": failed("Você não tem permissão para revogar certificados.", { code: "forbidden" }),
          not_found: failed("Certificado não encontrado. Atualize a página.", { code: "not_found" }),
        },
        read: (refusal) =>
          refusal.hint === "already_revoked"
            ? failed("Este certificado já foi revogado. Atualize a página.", { code: "already_revoked" })
            : refusal.hint === "reason_required"
              ? failed(CERTIFICATE_TEXT.reasonRequired, {
                  code: "invalid",
                  fieldErrors: { reason: [CERTIFICATE_TEXT.reasonRequired] },
                })
              : null,
        otherwise: "Não foi possível revogar o certificado agora. Tente novamente em instantes.",
      })
    }
    revalidatePath(PATH)
    revalidatePath(MY_LEARNING_PATH)
    return succeeded("Certificado revogado. A página de verificação já mostra o motivo.")
  })
}
