import "server-only"
import type { PostgrestError } from "@supabase/supabase-js"
import { revalidatePath, updateTag } from "next/cache"

import { type ActionState, type FormValues } from "@/lib/action-state"
import { TAGS } from "@/lib/cache-tags"
import { type DatabaseFailures, databaseFailure } from "@/lib/action-errors"
import type { Viewer } from "@/lib/auth"
import { getMemberProfile, type OwnProfileChanges, setOwnRoles, updateOwnProfile } from "@/lib/data/profiles"
import type { WriteResult } from "@/lib/data/write-result"
import { syncMailRelaySoon } from "@/lib/mail/run"
import type { RolesInput } from "@/lib/validations/profile"

/**
 * What the member's profile actions share (split by concern in issue #35): paths, messages, the
 * database-error translation and the writes two forms make (roles, newsletter). A plain server-only
 * module, not "use server": nothing here is an endpoint.
 */

export const PROFILE_PATH = "/dashboard/perfil"
export const WELCOME_PATH = "/dashboard/boas-vindas"

export const MESSAGES = {
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

/** The profile writes' refusals by SQLSTATE (never by their English message). */
const PROFILE_FAILURES: DatabaseFailures = {
  codes: {
    "23514": MESSAGES.invalid,
    "22023": MESSAGES.invalid,
    "42501": MESSAGES.forbidden,
    PGRST116: MESSAGES.missing,
    not_found: MESSAGES.missing,
  },
  otherwise: MESSAGES.saveFailed,
}

/** A database error as pt-BR text; unexpected ones are logged. */
export function writeFailure(scope: string, error: PostgrestError, values?: FormValues): ActionState {
  return databaseFailure(`profile.${scope}`, error, PROFILE_FAILURES, { values })
}

/** Every page that shows the profile: the dashboard and its children (perfil, boas-vindas). */
export function profileChanged() {
  revalidatePath("/dashboard", "layout")
  // Her name, photo, bio and city show on her public profile and in /associadas (issue #37).
  updateTag(TAGS.members)
}

const ROLE_KEYS = ["business_owner", "community_member", "instructor_interest"] as const

export const checkedValues = (input: RolesInput): FormValues =>
  Object.fromEntries(ROLE_KEYS.map((key) => [key, input[key] ? "on" : ""]))

/** Applies the three choices. */
export async function saveRoles(viewer: Viewer, input: RolesInput): Promise<WriteResult> {
  const profile = await getMemberProfile(viewer.userId)
  const roles = await setOwnRoles(viewer.userId, profile?.roles ?? [], input)
  if (roles.error || profile?.instructor_interest === input.instructor_interest) return roles
  return updateOwnProfile(viewer.userId, { instructor_interest: input.instructor_interest })
}

/** Her consent reaches the newsletter through the profile trigger (consent from "perfil"). */
export async function saveNewsletter(viewer: Viewer, subscribed: boolean, more: OwnProfileChanges = {}) {
  const result = await updateOwnProfile(viewer.userId, { newsletter_subscribed: subscribed, ...more })
  // The trigger confirmed (or withdrew) the subscription and queued MailRelay's operation.
  if (!result.error && viewer.email) syncMailRelaySoon("profile", viewer.email)
  return result
}
