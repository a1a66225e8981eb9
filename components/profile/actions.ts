"use server"

import type { PostgrestError } from "@supabase/supabase-js"
import { revalidatePath } from "next/cache"
import { headers } from "next/headers"
import { redirect } from "next/navigation"

import {
  type ActionState,
  failed,
  formFields,
  invalid,
  safeValues,
  succeeded,
  type FormValues,
} from "@/lib/action-state"
import { requireUser, type Viewer } from "@/lib/auth"
import {
  checkCurrentPassword,
  deleteMemberAccount,
  removeAvatarFile,
  removeAvatarFiles,
  storeAvatar,
} from "@/lib/data/profile-account"
import { getMemberProfile, type OwnProfileChanges, setOwnRoles, updateOwnProfile } from "@/lib/data/profiles"
import { isNotFoundError } from "@/lib/db-errors"
import { AVATAR_MAX_BYTES, AVATAR_TEXT } from "@/lib/images/avatar"
import { reencodeImage } from "@/lib/images/reencode"
import { syncMailRelaySoon } from "@/lib/mail/run"
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/messages"
import { requestClientAddress } from "@/lib/rate-limit/client-address.mjs"
import { signInLimiter, signInLimitKey } from "@/lib/rate-limit/sign-in"
import { createClient } from "@/lib/supabase/server"
import { confirmUrl } from "@/components/auth/confirm-url"
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  formatBrazilianPhone,
  newsletterPreferenceSchema,
  onboardingStepSchema,
  PROFILE_FORM_KEYS,
  PROFILE_TEXT,
  profileBasicsSchema,
  profileSchema,
  type RolesInput,
  rolesSchema,
} from "@/lib/validations/profile"

/**
 * The member's own profile (/dashboard/perfil) and the welcome flow (/dashboard/boas-vindas).
 * Each action parses its form with zod, then identifies the member (requireUser: a visitor goes to
 * /auth) and writes with her session, so RLS and the column grants decide; only the export and the
 * deletion, which the database keeps for the server, use the service role for her own id.
 */

const PROFILE_PATH = "/dashboard/perfil"
const WELCOME_PATH = "/dashboard/boas-vindas"

const MESSAGES = {
  saveFailed: "Não foi possível salvar agora. Tente novamente em instantes.",
  invalid: "Os dados enviados não são válidos. Confira os campos e tente novamente.",
  forbidden: "Você não tem permissão para fazer esta alteração.",
  missing: "Não encontramos seu perfil. Atualize a página e tente novamente.",
  avatarFailed: "Não foi possível enviar a foto agora. Tente novamente em instantes.",
  wrongPassword: "Senha atual incorreta.",
  checkFailed: "Não foi possível conferir sua senha agora. Tente novamente em instantes.",
  lastAdmin: "Você é a última administradora. Torne outra pessoa administradora antes de excluir sua conta.",
  deleteFailed: "Não foi possível excluir sua conta agora. Nada foi apagado; tente novamente em instantes.",
  emailTaken: "Este e-mail já está em uso por outra conta.",
} as const

/** A database error as pt-BR text, by SQLSTATE (never by its English message); logged. */
function writeFailure(scope: string, error: PostgrestError, values?: FormValues): ActionState {
  const message =
    error.code === "23514" || error.code === "22023"
      ? MESSAGES.invalid
      : error.code === "42501"
        ? MESSAGES.forbidden
        : error.code === "PGRST116" || isNotFoundError(error)
          ? MESSAGES.missing
          : MESSAGES.saveFailed
  console.error(`[profile.${scope}]`, error.code, error.message)
  return failed(message, { values })
}

/** Every page that shows the profile: the dashboard and its children (perfil, boas-vindas). */
function profileChanged() {
  revalidatePath("/dashboard", "layout")
}

// ---------------------------------------------------------------------------------------------
// Profile fields
// ---------------------------------------------------------------------------------------------

/** "Dados pessoais": name, phone (stored as +55…), bio, city and state. */
export async function updateProfile(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = profileSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, PROFILE_FORM_KEYS)
  const viewer = await requireUser(PROFILE_PATH)
  const error = await updateOwnProfile(viewer.userId, input.data)
  if (error) return writeFailure("update", error, safeValues(formData, PROFILE_FORM_KEYS))
  profileChanged()
  // What was saved, as the form shows it (the phone formatted), so it refills with it.
  const { full_name, phone, bio, city, state } = input.data
  return {
    status: "success",
    message: "Perfil atualizado.",
    values: {
      fullName: full_name,
      phone: formatBrazilianPhone(phone) ?? "",
      bio: bio ?? "",
      city: city ?? "",
      state: state ?? "",
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Avatar
// ---------------------------------------------------------------------------------------------

const avatarError = (message: string) => failed(message, { fieldErrors: { avatar: [message] } })

/**
 * Saves the picture the browser cropped to a square. The type is read from the bytes, not from
 * the name or the type the browser declared; the file goes to her own folder of the avatars
 * bucket with her session, and the previous one is deleted once the profile points to the new.
 */
export async function uploadAvatar(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const file = formData instanceof FormData ? formData.get("avatar") : null
  if (!(file instanceof File) || file.size === 0) return avatarError(AVATAR_TEXT.missing)
  if (file.size > AVATAR_MAX_BYTES) return avatarError(AVATAR_TEXT.tooLarge)
  const viewer = await requireUser(PROFILE_PATH)
  // Written anew on the server (issue #32): the browser's crop is the sender's word, not a guarantee.
  const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()))
  if ("message" in image) return avatarError(image.message)

  const stored = await storeAvatar(viewer.userId, image.bytes, image.type)
  if (stored.error) {
    console.error("[profile.avatar.upload]", stored.error.message)
    return avatarError(MESSAGES.avatarFailed)
  }
  const error = await updateOwnProfile(viewer.userId, { avatar_url: stored.url })
  if (error) {
    await removeAvatarFile(viewer.userId, stored.url)
    return writeFailure("avatar", error)
  }
  if (viewer.avatarUrl !== stored.url) await removeAvatarFile(viewer.userId, viewer.avatarUrl)
  profileChanged()
  return succeeded("Foto de perfil atualizada.")
}

export async function removeAvatar(): Promise<ActionState> {
  const viewer = await requireUser(PROFILE_PATH)
  const error = await updateOwnProfile(viewer.userId, { avatar_url: null })
  if (error) return writeFailure("avatar.remove", error)
  await removeAvatarFiles(viewer.userId, viewer.avatarUrl)
  profileChanged()
  return succeeded("Foto de perfil removida.")
}

// ---------------------------------------------------------------------------------------------
// What brings her here (self-service roles) and the newsletter
// ---------------------------------------------------------------------------------------------

const ROLE_KEYS = ["business_owner", "community_member", "instructor_interest"] as const

const checkedValues = (input: RolesInput): FormValues =>
  Object.fromEntries(ROLE_KEYS.map((key) => [key, input[key] ? "on" : ""]))

/** Applies the three choices; null when done, else the database error. */
async function saveRoles(viewer: Viewer, input: RolesInput): Promise<PostgrestError | null> {
  const profile = await getMemberProfile(viewer.userId)
  const roleError = await setOwnRoles(viewer.userId, profile?.roles ?? [], input)
  if (roleError) return roleError
  if (profile?.instructor_interest === input.instructor_interest) return null
  return updateOwnProfile(viewer.userId, { instructor_interest: input.instructor_interest })
}

/** "Tenho um negócio", "Faço parte da comunidade", "Tenho interesse em ser instrutora". */
export async function updateRoles(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = rolesSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(PROFILE_PATH)
  const error = await saveRoles(viewer, input.data)
  if (error) return writeFailure("roles", error, checkedValues(input.data))
  profileChanged()
  return { status: "success", message: "Suas escolhas foram salvas.", values: checkedValues(input.data) }
}

/** Her consent reaches the newsletter through the profile trigger (consent from "perfil"). */
async function saveNewsletter(viewer: Viewer, subscribed: boolean, more: OwnProfileChanges = {}) {
  const error = await updateOwnProfile(viewer.userId, { newsletter_subscribed: subscribed, ...more })
  // The trigger confirmed (or withdrew) the subscription and queued MailRelay's operation.
  if (!error && viewer.email) syncMailRelaySoon("profile", viewer.email)
  return error
}

export async function updateNewsletterPreference(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = newsletterPreferenceSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(PROFILE_PATH)
  const { newsletter } = input.data
  const error = await saveNewsletter(viewer, newsletter)
  if (error) return writeFailure("newsletter", error)
  profileChanged()
  return {
    status: "success",
    message: newsletter
      ? `Pronto! Você vai receber a newsletter em ${viewer.email}.`
      : "Você não vai mais receber a newsletter.",
    values: { newsletter: newsletter ? "on" : "" },
  }
}

// ---------------------------------------------------------------------------------------------
// E-mail and password
// ---------------------------------------------------------------------------------------------

/**
 * After her current password is checked, asks the auth service for the change: with secure e-mail
 * change (hosted Supabase's default) both the current and the new address get a link, and the
 * e-mail changes once both are opened.
 */
export async function changeEmail(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = changeEmailSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["email"])
  const viewer = await requireUser(PROFILE_PATH)
  const { email } = input.data
  if (email === viewer.email.toLowerCase()) {
    return failed(PROFILE_TEXT.sameEmail, { fieldErrors: { email: [PROFILE_TEXT.sameEmail] }, values: { email } })
  }
  const gate = await confirmPassword(viewer, input.data.currentPassword, "currentPassword")
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
  const input = changePasswordSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(PROFILE_PATH)
  const gate = await confirmPassword(viewer, input.data.currentPassword, "currentPassword")
  if (!gate.ok) return gate.state

  const supabase = await createClient()
  const { error } = await supabase.auth.updateUser({ password: input.data.password })
  if (error) {
    if ((error.status ?? 0) >= 500 || error.status === 0) console.error("[profile.password]", error.code, error.status)
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

// ---------------------------------------------------------------------------------------------
// Excluir minha conta
// ---------------------------------------------------------------------------------------------

/**
 * Deletes her account after checking her password and the typed confirmation: the database keeps
 * what she wrote for others under "Ex-associada" and deletes the rest (refusing the last admin),
 * her avatar files go, MailRelay hears through the outbox, and she is signed out.
 */
export async function deleteAccount(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = deleteAccountSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["confirmation"])
  const viewer = await requireUser(PROFILE_PATH)
  const gate = await confirmPassword(viewer, input.data.password, "password")
  if (!gate.ok) return gate.state

  const error = await deleteMemberAccount(viewer.userId)
  if (error) {
    if (error.code === "P0001" && error.hint === "last_admin") return failed(MESSAGES.lastAdmin)
    console.error("[profile.delete]", error.code, error.message)
    return failed(MESSAGES.deleteFailed)
  }
  await removeAvatarFiles(viewer.userId, viewer.avatarUrl, "server")
  if (viewer.email) syncMailRelaySoon("account-deletion", viewer.email)
  // The auth user is gone: the sign-out only clears this browser's session cookies.
  const supabase = await createClient()
  await supabase.auth.signOut({ scope: "local" })
  revalidatePath("/", "layout")
  redirect("/conta-excluida")
}

// ---------------------------------------------------------------------------------------------
// The welcome flow: three steps, each saved on its own; skipping ends it for good.
// ---------------------------------------------------------------------------------------------

async function finishWelcome(viewer: Viewer) {
  const error = await updateOwnProfile(viewer.userId, { onboarding_completed: true })
  if (error) return writeFailure("welcome.finish", error)
  profileChanged()
  redirect("/dashboard")
}

/** "Pular": marks the welcome flow as done, from any step or from the dashboard's card. */
export async function skipOnboarding(): Promise<ActionState> {
  return finishWelcome(await requireUser("/dashboard"))
}

export async function saveOnboardingStep(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const step = onboardingStepSchema.safeParse(fields)
  if (!step.success) return invalid(step.error, formData, [])

  if (step.data.step === "1") {
    const input = profileBasicsSchema.safeParse(fields)
    if (!input.success) return invalid(input.error, formData, PROFILE_FORM_KEYS)
    const viewer = await requireUser(WELCOME_PATH)
    const error = await updateOwnProfile(viewer.userId, input.data)
    if (error) return writeFailure("welcome.basics", error, safeValues(formData, PROFILE_FORM_KEYS))
    redirect(`${WELCOME_PATH}?passo=2`)
  }
  if (step.data.step === "2") {
    const input = rolesSchema.safeParse(fields)
    if (!input.success) return invalid(input.error, formData, [])
    const viewer = await requireUser(WELCOME_PATH)
    const error = await saveRoles(viewer, input.data)
    if (error) return writeFailure("welcome.roles", error, checkedValues(input.data))
    redirect(`${WELCOME_PATH}?passo=3`)
  }
  const input = newsletterPreferenceSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, [])
  const viewer = await requireUser(WELCOME_PATH)
  const error = await saveNewsletter(viewer, input.data.newsletter, { onboarding_completed: true })
  if (error) return writeFailure("welcome.newsletter", error)
  profileChanged()
  redirect("/dashboard")
}
