"use server"

import { revalidatePath } from "next/cache"
import { cookies, headers } from "next/headers"
import { redirect } from "next/navigation"
import { type ActionState, formFields, invalid } from "@/lib/action-state"
import { serverEnv } from "@/lib/server-env"
import { syncMailRelaySoon } from "@/lib/mail/run"
import {
  AUTH_MESSAGES,
  authErrorMessage,
  authErrorOf,
  FLASH_COOKIE,
  type AuthErrorLike,
  type FlashKey,
} from "@/lib/messages"
import { postAuthPath } from "@/lib/route-rules"
import { createClient } from "@/lib/supabase/server"
import { normalizeReferralCode, REFERRAL_COOKIE } from "@/lib/referral"
import { AUTH_TEXT, recoverySchema, resendConfirmationSchema, signInSchema, signUpSchema } from "@/lib/validations/auth"
import { authEmailAnswer, authEmailLimiter, requestAuthEmail } from "@/lib/rate-limit/auth-email"
import { requestClientAddress } from "@/lib/security/client-address.mjs"
import { signInLimiter, signInLimitKey } from "@/lib/rate-limit/sign-in"
import { confirmUrl } from "@/components/auth/confirm-url"
import { answerWithoutJs } from "./_lib/no-js-answer"

/** With a site key configured the auth server rejects token-less requests; say so before asking it. */
function missingCaptcha(token: string, keep: Record<string, string>): ActionState | null {
  if (!serverEnv.turnstileSiteKey || token !== "") return null
  return { status: "error", message: AUTH_TEXT.captchaRequired, values: keep }
}

/** The flow's pt-BR message; the auth server's code rides along for the form (e.g. email_not_confirmed). */
function errorState(flow: Parameters<typeof authErrorMessage>[0], error: AuthErrorLike, values = {}): ActionState {
  return {
    status: "error",
    message: authErrorMessage(flow, error),
    values,
    ...(error.code ? { code: error.code } : {}),
  }
}

const unavailable = (error: AuthErrorLike) => (error.status ?? 0) >= 500 || error.status === 0

async function setFlash(key: FlashKey) {
  // Read by FlashToast on the next page; short-lived so a late visit does not replay it.
  ;(await cookies()).set(FLASH_COOKIE, key, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false })
}

export async function signIn(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return answerWithoutJs("entrar", await attemptSignIn(formData), formFields(formData).from)
}

async function attemptSignIn(formData: FormData): Promise<ActionState> {
  const input = signInSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["email"])
  const { email, password, captchaToken, from } = input.data
  const captchaMissing = missingCaptcha(captchaToken, { email })
  if (captchaMissing) return captchaMissing

  const limitKey = signInLimitKey(requestClientAddress(await headers()), email)
  if (await signInLimiter.isBlocked(limitKey))
    return errorState("signIn", { code: "over_request_rate_limit" }, { email })

  const supabase = await createClient()
  const { error } = await supabase.auth.signInWithPassword({
    email,
    password,
    options: captchaToken ? { captchaToken } : undefined,
  })
  if (error) {
    if ((error.status ?? 0) >= 500 || error.status === 0) console.error("[auth.signIn]", error.code, error.status)
    if (error.code === "invalid_credentials") await signInLimiter.recordFailure(limitKey)
    return errorState("signIn", authErrorOf(error), { email })
  }
  await signInLimiter.reset(limitKey)
  const destination = postAuthPath(from)
  // Only the member area shows the notice; elsewhere it would pop up on a later visit.
  if (destination.startsWith("/dashboard")) await setFlash("login")
  revalidatePath("/", "layout")
  redirect(destination)
}

export async function signUp(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return answerWithoutJs("cadastrar", await attemptSignUp(formData))
}

async function attemptSignUp(formData: FormData): Promise<ActionState> {
  const keep = ["fullName", "email", "phone", "newsletter"] as const
  const input = signUpSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, keep)
  const { fullName, email, phone, password, newsletter, captchaToken } = input.data
  const values = { fullName, email, phone, newsletter: newsletter ? "on" : "" }
  const captchaMissing = missingCaptcha(captchaToken, values)
  if (captchaMissing) return captchaMissing

  const refCode = normalizeReferralCode((await cookies()).get(REFERRAL_COOKIE)?.value)
  const supabase = await createClient()
  const signedUp: { session: unknown } = { session: null }
  // One answer whether or not the address has an account (issue #32), as recovery does: with
  // confirmations on, the auth server answers a confirmed address with a decoy user and sends
  // nothing, and that decoy gets the same "check your e-mail" as a new account. The app's minute
  // per address comes first, so asking twice reads the same too (the auth server would refuse a
  // second confirmation e-mail within the minute only for an account waiting for one).
  const outcome = await requestAuthEmail(authEmailLimiter, "signup", email, async () => {
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: {
        emailRedirectTo: await confirmUrl("/dashboard"),
        captchaToken: captchaToken || undefined,
        data: {
          full_name: fullName,
          phone: phone || null,
          newsletter_subscribed: newsletter,
          // An ambassador's referral (lib/referral.ts); the new-user trigger checks it and records it once.
          ...(refCode ? { ref_code: refCode } : {}),
        },
      },
    })
    signedUp.session = data.session
    return { error }
  })
  if (outcome.status === "failed") {
    if (unavailable(outcome.error)) console.error("[auth.signUp]", outcome.error.code, outcome.error.status)
    return errorState("signUp", outcome.error, values)
  }
  if (outcome.status === "wait") return authEmailAnswer(outcome, "signUp", AUTH_MESSAGES.signUpConfirm, values)
  // The profile trigger subscribed the consenting person and queued the MailRelay operation.
  if (newsletter) syncMailRelaySoon("sign-up", email)
  if (!signedUp.session) {
    // The address stays in the answer for the "Reenviar e-mail de confirmação" button; the form itself starts over.
    return { status: "success", message: AUTH_MESSAGES.signUpConfirm, values: { email } }
  }
  await setFlash("cadastro")
  revalidatePath("/", "layout")
  redirect("/dashboard")
}

export async function requestPasswordReset(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return answerWithoutJs("recuperar", await attemptPasswordReset(formData))
}

async function attemptPasswordReset(formData: FormData): Promise<ActionState> {
  const input = recoverySchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["email"])
  const { email, captchaToken } = input.data
  const captchaMissing = missingCaptcha(captchaToken, { email })
  if (captchaMissing) return captchaMissing

  const supabase = await createClient()
  const redirectTo = await confirmUrl("/auth/reset-password")
  // The auth server answers the same for unknown addresses, and the app's own minute per address
  // makes "wait" the same for them too, so this reveals nothing about accounts.
  const outcome = await requestAuthEmail(authEmailLimiter, "recovery", email, () =>
    supabase.auth.resetPasswordForEmail(email, { redirectTo, captchaToken: captchaToken || undefined })
  )
  if (outcome.status === "failed" && unavailable(outcome.error))
    console.error("[auth.recovery]", outcome.error.code, outcome.error.status)
  return authEmailAnswer(outcome, "recovery", AUTH_MESSAGES.recoverySent, { email })
}

/** "Reenviar e-mail de confirmação", under the sign-up's success and a sign-in refused as unconfirmed. */
export async function resendConfirmation(_prev: ActionState, formData: FormData): Promise<ActionState> {
  // Without JavaScript the answer goes back to the tab the button was on.
  const tab = formFields(formData).tab === "cadastrar" ? "cadastrar" : "entrar"
  return answerWithoutJs(tab, await attemptResendConfirmation(formData))
}

async function attemptResendConfirmation(formData: FormData): Promise<ActionState> {
  const input = resendConfirmationSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["email"])
  const { email, captchaToken } = input.data
  const captchaMissing = missingCaptcha(captchaToken, { email })
  if (captchaMissing) return captchaMissing

  const supabase = await createClient()
  const emailRedirectTo = await confirmUrl("/dashboard")
  // Unknown and already confirmed addresses get the auth server's 200 and the same answer.
  const outcome = await requestAuthEmail(authEmailLimiter, "signup", email, () =>
    supabase.auth.resend({
      type: "signup",
      email,
      options: { emailRedirectTo, captchaToken: captchaToken || undefined },
    })
  )
  if (outcome.status === "failed" && unavailable(outcome.error))
    console.error("[auth.resend]", outcome.error.code, outcome.error.status)
  return authEmailAnswer(outcome, "resend", AUTH_MESSAGES.confirmationResent, { email })
}
