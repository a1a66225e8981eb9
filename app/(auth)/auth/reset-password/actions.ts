"use server"

import { revalidatePath } from "next/cache"
import { type ActionState, formFields, invalid } from "@/lib/action-state"
import { hasRecoverySession } from "@/lib/auth"
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/messages"
import { createClient } from "@/lib/supabase/server"
import { resetPasswordSchema } from "@/lib/validations/auth"

/** Sets a new password for the session opened by a recovery link (checked here, not only on the page). */
export async function updatePassword(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = resetPasswordSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  if (!(await hasRecoverySession())) return { status: "error", message: AUTH_MESSAGES.recoveryLinkInvalid }

  const supabase = await createClient()
  const { error } = await supabase.auth.updateUser({ password: input.data.password })
  if (error) {
    if ((error.status ?? 0) >= 500 || error.status === 0)
      console.error("[auth.updatePassword]", error.code, error.status)
    const reasons = "reasons" in error && Array.isArray(error.reasons) ? error.reasons : undefined
    return {
      status: "error",
      message: authErrorMessage("resetPassword", { code: error.code, status: error.status, name: error.name, reasons }),
    }
  }
  revalidatePath("/", "layout")
  return { status: "success", message: AUTH_MESSAGES.resetSuccess }
}
