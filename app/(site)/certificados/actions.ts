"use server"

import { redirect } from "next/navigation"

import { type ActionState, invalid } from "@/lib/action-state"
import { certificatePath } from "@/lib/certificate-paths"
import { certificateCodeSchema } from "@/lib/validations/certificates"

/**
 * The code typed on /certificados, read as the database reads it, opens its page. Needs no
 * session: the page itself is public and rate-limited; this only builds its address.
 */
export async function openCertificate(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formData instanceof FormData ? formData : new FormData()
  const input = certificateCodeSchema.safeParse({ code: fields.get("code") ?? "" })
  if (!input.success) return invalid(input.error, formData, ["code"])
  redirect(certificatePath(input.data.code))
}
