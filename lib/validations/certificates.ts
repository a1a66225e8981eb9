import { z } from "zod"

import { normalizeCertificateCode } from "@/lib/learning/certificate-code"

/** The database's bounds for a revocation's reason (public.revoke_certificate). */
export const REVOKE_REASON_MIN = 3
export const REVOKE_REASON_MAX = 500

export const CERTIFICATE_TEXT = {
  invalidTarget: "Certificado inválido. Atualize a página.",
  reasonRequired: `Escreva o motivo da revogação (pelo menos ${REVOKE_REASON_MIN} caracteres).`,
  reasonLong: `O motivo pode ter no máximo ${REVOKE_REASON_MAX} caracteres.`,
  codeInvalid: "Digite o código de 20 letras e números impresso no certificado (por exemplo, ABCDE-FGHJK-MNPQR-STVWX).",
} as const

/** An admin's revocation: which certificate, and the reason the public page will show. */
export const revokeCertificateSchema = z.object({
  id: z.uuid(CERTIFICATE_TEXT.invalidTarget),
  reason: z
    .string(CERTIFICATE_TEXT.reasonRequired)
    .trim()
    .min(REVOKE_REASON_MIN, CERTIFICATE_TEXT.reasonRequired)
    .max(REVOKE_REASON_MAX, CERTIFICATE_TEXT.reasonLong),
})
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>

/** The code typed on /certificados, read as the database reads it (case, dashes, I/L/O). */
export const certificateCodeSchema = z.object({
  code: z.string(CERTIFICATE_TEXT.codeInvalid).transform((value, context) => {
    const code = normalizeCertificateCode(value)
    if (!code) {
      context.addIssue({ code: "custom", message: CERTIFICATE_TEXT.codeInvalid })
      return z.NEVER
    }
    return code
  }),
})
