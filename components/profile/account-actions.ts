"use server"

import { revalidatePath } from "next/cache"
import { headers } from "next/headers"
import { redirect } from "next/navigation"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireUser, type Viewer } from "@/lib/auth"
import { checkCurrentPassword, deleteMemberAccount, removeAvatarFiles } from "@/lib/data/profile-account"
import { syncMailRelaySoon } from "@/lib/mail/run"
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/messages"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { signInLimiter, signInLimitKey } from "@/lib/rate-limit/sign-in"
import { createClient } from "@/lib/supabase/server"
import { confirmUrl } from "@/components/auth/confirm-url"
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, PROFILE_TEXT } from "@/lib/validations/profile"
import { MESSAGES, PROFILE_PATH } from "@/components/profile/action-helpers"

/**
 * Her account (/dashboard/perfil): e-mail, password and deletion. Each asks for her current
 * password; only the deletion, which the database keeps for the server, uses the service role for
 * her own id.
 * Each action parses its form with zod, then identifies the member (requireUser: a visitor goes to
 * /auth) and writes with her session, so RLS and the column grants decide.
 */

/**
 * After her current password is checked, asks the auth service for the change: with secure e-mail
 * change (hosted Supabase's default) both the current and the new address get a link, and the
 * e-mail changes once both are opened.
 */
export async function changeEmail(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: changeEmailSchema, keep: ["email"], viewer: () => requireUser(PROFILE_PATH) },
    async (input, viewer) => {
      const { email } = input
      if (email === viewer.email.toLowerCase()) {
        return failed(PROFILE_TEXT.sameEmail, { fieldErrors: { email: [PROFILE_TEXT.sameEmail] }, values: { email } })
      }
      const gate = await confirmPassword(viewer, input.currentPassword, "currentPassword")
      // A wrong password keeps the new address typed (never the password).
      if (!gate.ok) return gate.state.status === "error" ? { ...gate.state, values: { email } } : gate.state
      const supabase = await createClient()
      const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: await confirmUrl(PROFILE_PATH) })
      if (error) {
        if (error.code === "email_exists" || error.code === "user_already_exists") {
          return failed(MESSAGES.emailTaken, { fieldErrors: { email: [MESSAGES.emailTaken] }, values: { email } })
        }
        if (error.code === "over_email_send_rate_limit")
          return failed(AUTH_MESSAGES.emailRateLimited, { values: { email } })
        console.error("[profile.email]", error.code, error.status)
        return failed(MESSAGES.saveFailed, { values: { email } })
      }
      return succeeded(
        `Enviamos um link de confirmação para ${email} e outro para ${viewer.email}. Seu e-mail de acesso muda depois que você abrir os dois links.`
      )
    }
  )
}

type PasswordGate = { ok: true } | { ok: false; state: ActionState }

/**
 * Her current password, checked again (a sign-in on a separate client), behind the same limit of
 * failures per address and e-mail as the sign-in form. `field` names the input it came from.
 */
async function confirmPassword(viewer: Viewer, password: string, field: string): Promise<PasswordGate> {
  // Its own bucket: failures here must not lock her (or a guesser) out of the sign-in form, nor
  // the sign-in form's failures out of here.
  const limitKey = `perfil|${signInLimitKey(requestClientAddress(await headers()), viewer.email)}`
  if (await signInLimiter.isBlocked(limitKey)) return { ok: false, state: failed(AUTH_MESSAGES.rateLimited) }
  const check = await checkCurrentPassword(viewer.email, password)
  if (check === "ok") {
    await signInLimiter.reset(limitKey)
    return { ok: true }
  }
  if (check === "wrong") {
    await signInLimiter.recordFailure(limitKey)
    return { ok: false, state: failed(MESSAGES.wrongPassword, { fieldErrors: { [field]: [MESSAGES.wrongPassword] } }) }
  }
  return { ok: false, state: failed(check === "rate_limited" ? AUTH_MESSAGES.rateLimited : MESSAGES.checkFailed) }
}

export async function changePassword(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: changePasswordSchema, viewer: () => requireUser(PROFILE_PATH) },
    async (input, viewer) => {
      const gate = await confirmPassword(viewer, input.currentPassword, "currentPassword")
      if (!gate.ok) return gate.state

      const supabase = await createClient()
      const { error } = await supabase.auth.updateUser({ password: input.password })
      if (error) {
        if ((error.status ?? 0) >= 500 || error.status === 0)
          console.error("[profile.password]", error.code, error.status)
        const reasons = "reasons" in error && Array.isArray(error.reasons) ? error.reasons : undefined
        const message = authErrorMessage("resetPassword", {
          code: error.code,
          status: error.status,
          name: error.name,
          reasons,
        })
        return failed(message, { fieldErrors: { password: [message] } })
      }
      return succeeded("Senha alterada. Suas outras sessões foram encerradas.")
    }
  )
}

// ---------------------------------------------------------------------------------------------
// Excluir minha conta
// ---------------------------------------------------------------------------------------------

/**
 * Deletes her account after checking her password and the typed confirmation: the database keeps
 * what she wrote for others under "Ex-associada" and deletes the rest (refusing the last admin),
 * her avatar files go, MailRelay hears through the outbox, and she is signed out.
 */
export async function deleteAccount(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: deleteAccountSchema, keep: ["confirmation"], viewer: () => requireUser(PROFILE_PATH) },
    async (input, viewer) => {
      const gate = await confirmPassword(viewer, input.password, "password")
      if (!gate.ok) return gate.state

      const { error } = await deleteMemberAccount(viewer.userId)
      if (error) {
        return databaseFailure("profile.delete", error, {
          read: (refusal) => (refusal.code === "P0001" && refusal.hint === "last_admin" ? MESSAGES.lastAdmin : null),
          otherwise: MESSAGES.deleteFailed,
        })
      }
      await removeAvatarFiles(viewer.userId, viewer.avatarUrl, "server")
      if (viewer.email) syncMailRelaySoon("account-deletion", viewer.email)
      // The auth user is gone: the sign-out only clears this browser's session cookies.
      const supabase = await createClient()
      await supabase.auth.signOut({ scope: "local" })
      revalidatePath("/", "layout")
      redirect("/conta-excluida")
    }
  )
}
